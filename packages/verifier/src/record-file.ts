// A site's public record in one file: what `fair28-verify <site> --export <file>` writes and `--file` checks
// offline. It holds the beacon info, every chain, every round of the history and the statistics, each in its
// call's own schema, read the way a check reads them: rounds not settled when first read are read again
// after the statistics, so the file's rounds and figures agree as of the statistics' time.
import {
  type HistoryCursor,
  historyCursorOf,
  type TRoundHistoryEntry,
  ZBeaconInfoResponse,
  ZChainEntry,
  ZPublicStatsResponse,
  ZRoundHistoryEntry,
  ZRoundHistoryRequest,
} from '@fair28/shared';
import { z } from 'zod';
import { CHAIN_PAGE_SIZE, type RecordSource } from './source';
import { historyPages, UnsettledTail } from './walk';

export const ZRecordFile = z.object({
  format: z.literal('fair28-record'),
  version: z.literal(1),
  /** The site it was read from. */
  site: z.string(),
  /** When the reading ended, in milliseconds since the epoch. */
  recordedAt: z.number().int(),
  beaconInfo: ZBeaconInfoResponse.nullable(),
  chains: z.array(ZChainEntry),
  /** By game type, then issue: the history's own order. */
  rounds: z.array(ZRoundHistoryEntry),
  stats: ZPublicStatsResponse,
});
export type RecordFile = z.infer<typeof ZRecordFile>;

export class RecordFileError extends Error {}

/** A record file's text, checked against its schema. */
export function readRecordFile(text: string): RecordFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RecordFileError('the file is not JSON');
  }
  const parsed = ZRecordFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RecordFileError(
      `the file is not a fair28 record: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

async function allChains(source: RecordSource, signal?: AbortSignal) {
  const chains = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await source.chainPage(pageNo, signal);
    chains.push(...page.list);
    if (pageNo * page.pageSize >= page.total || page.list.length === 0) return chains;
  }
}

const byGameAndIssue = (x: TRoundHistoryEntry, y: TRoundHistoryEntry) =>
  x.gameTypeId - y.gameTypeId || Number(x.issue) - Number(y.issue);

/** Reads a site's whole record, checking nothing; `onRounds` hears how many rounds are read so far. */
export async function recordSite(
  source: RecordSource,
  options: { signal?: AbortSignal; onRounds?: (rounds: number) => void } = {},
): Promise<RecordFile> {
  const { signal, onRounds } = options;
  const beaconInfo = await source.beaconInfo(signal);
  const gameTypeIds = [...new Set((await allChains(source, signal)).map((chain) => chain.gameTypeId))];
  const rounds = new Map<number, TRoundHistoryEntry>();
  const tails = gameTypeIds.map((id) => new UnsettledTail(id));
  for (const tail of tails) {
    for await (const page of historyPages(source, tail.gameTypeId, undefined, signal)) {
      for (const round of page) {
        tail.keep(round);
        rounds.set(round.roundId, round);
      }
      onRounds?.(rounds.size);
    }
  }
  const stats = await source.publicStats(signal);
  for (const tail of tails) {
    for await (const page of historyPages(source, tail.gameTypeId, tail.resumeCursor(), signal)) {
      for (const round of page) {
        tail.reread(round);
        rounds.set(round.roundId, round);
      }
    }
  }
  // Listed again last: a chain made during the reading, and a seed revealed since, are in it.
  const chains = await allChains(source, signal);
  return {
    format: 'fair28-record',
    version: 1,
    site: source.name,
    recordedAt: Date.now(),
    beaconInfo,
    chains,
    rounds: [...rounds.values()].sort(byGameAndIssue),
    stats,
  };
}

/** The index of the first round after `cursor` in rounds sorted by game type and issue. */
function firstAfter(rounds: readonly TRoundHistoryEntry[], cursor: HistoryCursor): number {
  let low = 0;
  let high = rounds.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const round = rounds[middle] as TRoundHistoryEntry;
    const isAfter = round.gameTypeId - cursor.gameTypeId || Number(round.issue) - cursor.issue;
    if (isAfter > 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A record file as a source: its chain pages and history pages cut as the site's calls cut them. */
export function fileSource(record: RecordFile, name: string): RecordSource {
  const rounds = [...record.rounds].sort(byGameAndIssue);
  const roundsOfGame = new Map<number, TRoundHistoryEntry[]>();
  for (const round of rounds) {
    const own = roundsOfGame.get(round.gameTypeId) ?? [];
    own.push(round);
    roundsOfGame.set(round.gameTypeId, own);
  }
  return {
    name,
    chainPage: async (pageNo) => ({
      list: record.chains.slice((pageNo - 1) * CHAIN_PAGE_SIZE, pageNo * CHAIN_PAGE_SIZE),
      total: record.chains.length,
      pageNo,
      pageSize: CHAIN_PAGE_SIZE,
    }),
    async historyPage(request) {
      const { gameTypeId, cursor, pageSize } = ZRoundHistoryRequest.parse(request);
      const listed = gameTypeId === undefined ? rounds : (roundsOfGame.get(gameTypeId) ?? []);
      const start = cursor ? firstAfter(listed, cursor) : 0;
      const list = listed.slice(start, start + pageSize);
      const last = list.at(-1);
      const hasMore = start + pageSize < listed.length;
      return {
        list,
        nextCursor:
          last && hasMore
            ? historyCursorOf({ gameTypeId: last.gameTypeId, issue: Number(last.issue) })
            : null,
        total: cursor ? null : listed.length,
      };
    },
    publicStats: async () => record.stats,
    beaconInfo: async () => record.beaconInfo,
  };
}
