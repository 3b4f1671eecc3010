// Walking a site's round history: one game type's rounds in issue order, a page at a time, the next page on
// its way while the caller works on this one; and the rounds a walk must read again once the statistics are
// taken, because they were not settled yet when it first read them.
import { historyCursorOf, type TRoundHistoryEntry } from '@fair28/shared';
import { HISTORY_PAGE_SIZE, type RecordSource } from './source';

/** Every page of a game type's history after `cursor` (from its start without one). */
export async function* historyPages(
  source: RecordSource,
  gameTypeId: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): AsyncGenerator<TRoundHistoryEntry[]> {
  const pageAfter = (after: string | undefined) => {
    const page = source.historyPage(
      { gameTypeId, pageSize: HISTORY_PAGE_SIZE, ...(after ? { cursor: after } : {}) },
      signal,
    );
    // Read ahead: a walk stopped at a discrepancy never awaits it, and its failure must not go unhandled.
    page.catch(() => undefined);
    return page;
  };
  let next = pageAfter(cursor);
  for (;;) {
    const page = await next;
    if (page.nextCursor) next = pageAfter(page.nextCursor);
    yield page.list;
    if (!page.nextCursor) return;
  }
}

/**
 * One game type's rounds from the first one read before it was settled, with every round after it: the walk
 * reads them again once it has the statistics, so that a round settled meanwhile counts on both sides. It is
 * usually the last round or two; rounds before it were final when read.
 */
export class UnsettledTail {
  #rounds: TRoundHistoryEntry[] = [];
  #lastRead: TRoundHistoryEntry | null = null;

  constructor(readonly gameTypeId: number) {}

  /** A round read for the first time: kept from the first one not settled yet on. */
  keep(round: TRoundHistoryEntry): void {
    this.#lastRead = round;
    if (this.#rounds.length > 0 || round.status === 'drawn') this.#rounds.push(round);
  }

  get rounds(): readonly TRoundHistoryEntry[] {
    return this.#rounds;
  }

  /** Where reading again starts: just before the tail's first round, or after the last round read. */
  resumeCursor(): string | undefined {
    const first = this.#rounds[0];
    if (first) return historyCursorOf({ gameTypeId: this.gameTypeId, issue: Number(first.issue) - 1 });
    return this.#lastRead
      ? historyCursorOf({ gameTypeId: this.gameTypeId, issue: Number(this.#lastRead.issue) })
      : undefined;
  }

  /** A round read again: its earlier reading (now replaced by this one), or null when it is new. */
  reread(round: TRoundHistoryEntry): TRoundHistoryEntry | null {
    const index = this.#rounds.findIndex((kept) => kept.roundId === round.roundId);
    if (index >= 0) {
      const earlier = this.#rounds[index] ?? null;
      this.#rounds[index] = round;
      return earlier;
    }
    this.#lastRead = round;
    this.#rounds.push(round);
    return null;
  }

  /** Drops the leading rounds that are final (voided or settled): nothing about them can change now. */
  trim(): void {
    while (this.#rounds[0] && this.#rounds[0].status !== 'drawn') this.#rounds.shift();
  }
}
