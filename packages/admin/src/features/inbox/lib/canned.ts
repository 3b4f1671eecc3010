// Which canned replies a box's text asks for: a text that is `/` and the start of a short code (nothing
// else yet) lists the replies whose code starts so, by code.
import type { TCannedReply } from '@fair28/shared';

const ASKING = /^\/([a-z0-9_-]*)$/i;

export function cannedMatches(replies: readonly TCannedReply[], text: string): TCannedReply[] {
  const asked = ASKING.exec(text.trim())?.[1]?.toLowerCase();
  if (asked === undefined) return [];
  return replies
    .filter((reply) => reply.shortCode.startsWith(asked))
    .sort((x, y) => x.shortCode.localeCompare(y.shortCode));
}
