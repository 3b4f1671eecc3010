// A conversation as operators read it: the messages (which the history pages give newest first) and the
// private notes, oldest first, in one line by time; a note and a message at the same moment keep the
// message first.
import type { TSupportMessage, TSupportNote } from '@fair28/shared';

export type TimelineEntry =
  | { kind: 'message'; key: string; createTime: string; message: TSupportMessage }
  | { kind: 'note'; key: string; createTime: string; note: TSupportNote };

export function timelineOf(
  newestFirst: readonly TSupportMessage[],
  notes: readonly TSupportNote[],
): TimelineEntry[] {
  const messages: TimelineEntry[] = [...newestFirst]
    .reverse()
    .map((message) => ({ kind: 'message', key: `m${message.id}`, createTime: message.createTime, message }));
  // Notes older than the oldest loaded message wait until that page of history is loaded.
  const oldestShown = messages[0]?.createTime;
  const shownNotes: TimelineEntry[] = notes
    .filter((note) => oldestShown === undefined || note.createTime >= oldestShown)
    .map((note) => ({ kind: 'note', key: `n${note.id}`, createTime: note.createTime, note }));
  return [...messages, ...shownNotes].sort(
    (x, y) => Date.parse(x.createTime) - Date.parse(y.createTime) || (x.kind === 'message' ? -1 : 1),
  );
}
