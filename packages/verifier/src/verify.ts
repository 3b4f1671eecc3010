// The whole check of a site's record (README.md lists what is checked): the beacon networks, every chain,
// every round of every game type in issue order, then the public statistics against the rounds' totals and
// every spent chain's seed. It stops at the first discrepancy and names it.
import type { TRoundHistoryEntry } from '@fair28/shared';
import { knownNetworks } from './beacon-networks';
import { ChainBook } from './chain-checks';
import { type Discrepancy, DiscrepancyFound } from './discrepancy';
import { checkSameRound, noRounds, RoundChecker, type RoundCounts } from './round-walk-check';
import type { RecordSource } from './source';
import { SettledTotals, statisticsFault } from './statistics-check';
import { historyPages, UnsettledTail } from './walk';

export type VerifyProgress = {
  phase: 'chains' | 'rounds' | 'statistics';
  roundsChecked: number;
  /** The rounds the history held when the walk began (rounds drawn meanwhile are checked too). */
  roundsTotal: number;
};

export type VerifyOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: VerifyProgress) => void;
};

export type VerifyReport = {
  source: string;
  elapsedMs: number;
  chains: number;
  /** Spent chains whose revealed seed rebuilt them. */
  seedsChecked: number;
  rounds: RoundCounts;
  /** The site's own stand-in beacon, when any round was drawn with it: its signatures prove only its key. */
  standInChainHash: string | null;
  /** Whether the statistics' figures matched the rounds' totals (false when the walk stopped before). */
  isStatisticsMatched: boolean;
  /** The first discrepancy; null when every check passed. */
  discrepancy: Discrepancy | null;
};

/** How often the statistics are compared again when they differ: a round may have settled as they were read. */
const STATISTICS_ATTEMPTS = 3;

async function listChains(source: RecordSource, book: ChainBook, signal?: AbortSignal): Promise<void> {
  for (let pageNo = 1; ; pageNo++) {
    const page = await source.chainPage(pageNo, signal);
    book.list(page.list);
    if (pageNo * page.pageSize >= page.total || page.list.length === 0) return;
  }
}

/** Checks everything the source holds; resolves with the report, or rejects when aborted or unreadable. */
export async function verifyRecord(source: RecordSource, options: VerifyOptions = {}): Promise<VerifyReport> {
  const { signal, onProgress } = options;
  const started = Date.now();
  const chains = new ChainBook();
  let checker: RoundChecker | null = null;
  let standInChainHash: string | null = null;
  let isStatisticsMatched = false;
  const report = (discrepancy: Discrepancy | null): VerifyReport => ({
    source: source.name,
    elapsedMs: Date.now() - started,
    chains: chains.chainCount,
    seedsChecked: chains.seedsChecked,
    rounds: checker?.counts ?? noRounds(),
    standInChainHash: checker && checker.counts.standIn > 0 ? standInChainHash : null,
    isStatisticsMatched,
    discrepancy,
  });

  try {
    onProgress?.({ phase: 'chains', roundsChecked: 0, roundsTotal: 0 });
    const info = await source.beaconInfo(signal);
    const networks = knownNetworks(info);
    standInChainHash = info?.isLocal ? info.chainHash : null;
    await listChains(source, chains, signal);
    const rounds = new RoundChecker(chains, networks);
    checker = rounds;
    let roundsTotal = (await source.historyPage({ pageSize: 1 }, signal)).total ?? 0;
    const progress = (phase: VerifyProgress['phase']) => {
      roundsTotal = Math.max(roundsTotal, rounds.counts.checked);
      onProgress?.({ phase, roundsChecked: rounds.counts.checked, roundsTotal });
    };
    /** A page of rounds read for the first time: checked, the chains listed again if one is new. */
    const checkFresh = async (page: readonly TRoundHistoryEntry[]) => {
      if (page.some((round) => !chains.has(round.chainId))) await listChains(source, chains, signal);
      await rounds.check(page, signal);
    };

    const totals = new SettledTotals();
    const tails: UnsettledTail[] = [];
    for (const gameTypeId of chains.gameTypeIds()) {
      const tail = new UnsettledTail(gameTypeId);
      tails.push(tail);
      for await (const page of historyPages(source, gameTypeId, undefined, signal)) {
        await checkFresh(page);
        for (const round of page) {
          tail.keep(round);
          totals.record(round);
        }
        progress('rounds');
      }
    }

    for (let attempt = 1; ; attempt++) {
      progress('statistics');
      const stats = await source.publicStats(signal);
      const asOf = Date.parse(stats.generatedTime);
      for (const tail of tails) {
        for await (const page of historyPages(source, tail.gameTypeId, tail.resumeCursor(), signal)) {
          const fresh = page.filter((round) => {
            const earlier = tail.reread(round);
            if (earlier) checkSameRound(earlier, round);
            totals.record(round);
            return earlier === null;
          });
          await checkFresh(fresh);
        }
        tail.trim();
      }
      const fault = statisticsFault(stats, totals.asOf(asOf));
      if (!fault) break;
      if (attempt === STATISTICS_ATTEMPTS) throw new DiscrepancyFound(fault);
    }
    isStatisticsMatched = true;
    chains.checkSeeds();
    progress('statistics');
    return report(null);
  } catch (error) {
    if (error instanceof DiscrepancyFound) return report(error.discrepancy);
    throw error;
  }
}
