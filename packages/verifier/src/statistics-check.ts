// The public statistics against the rounds (docs/FAIRNESS.md §13): per game type, the rounds with bets,
// stakes and payouts the statistics show must be the settled rounds' totals summed, the overall totals
// their sum, and the rounds voided for want of a beacon as many as the history lists. Only rounds settled
// (or voided) by the statistics' own time count: later ones are not in them yet.
import { formatMinor, parseMinor, type TPublicStatsResponse, type TRoundHistoryEntry } from '@fair28/shared';
import type { Discrepancy } from './discrepancy';

type Sums = { roundsWithBets: number; stakes: bigint; payouts: bigint; roundsVoidedNoBeacon: number };

const NONE: Sums = { roundsWithBets: 0, stakes: 0n, payouts: 0n, roundsVoidedNoBeacon: 0 };

type GameSums = Sums & { code: string };

/** What one settled round adds to its game type's figures. */
type Contribution = {
  gameTypeId: number;
  code: string;
  settledAt: number;
  hasBets: boolean;
  stakes: bigint;
  payouts: bigint;
};

/** Every settled round's totals as the walk last read them, summed per game type as of a moment. */
export class SettledTotals {
  readonly #rounds = new Map<number, Contribution>();
  /** Rounds voided for want of a beacon, by id: their game type and when. */
  readonly #voidedNoBeacon = new Map<number, { gameTypeId: number; code: string; voidedAt: number }>();

  /** A round as read (again): its totals count once it is settled, a void for want of a beacon once voided. */
  record(round: TRoundHistoryEntry): void {
    if (round.status === 'void' && round.voidReason === 'beacon_missing' && round.voidedAt !== null) {
      const { gameTypeId, gameTypeCode: code, voidedAt } = round;
      this.#voidedNoBeacon.set(round.roundId, { gameTypeId, code, voidedAt });
      return;
    }
    if (round.status !== 'settled' || !round.totals || round.settledAt === null) return;
    this.#rounds.set(round.roundId, {
      gameTypeId: round.gameTypeId,
      code: round.gameTypeCode,
      settledAt: round.settledAt,
      hasBets: round.totals.players > 0,
      stakes: parseMinor(round.totals.stakes),
      payouts: parseMinor(round.totals.payouts),
    });
  }

  /** The game types' sums over the rounds settled by `asOf`: what statistics taken then show. */
  asOf(asOf: number): Map<number, GameSums> {
    const games = new Map<number, GameSums>();
    for (const round of this.#rounds.values()) {
      if (round.settledAt > asOf) continue;
      const game = games.get(round.gameTypeId) ?? { ...NONE, code: round.code };
      game.roundsWithBets += round.hasBets ? 1 : 0;
      game.stakes += round.stakes;
      game.payouts += round.payouts;
      games.set(round.gameTypeId, game);
    }
    for (const round of this.#voidedNoBeacon.values()) {
      if (round.voidedAt > asOf) continue;
      const game = games.get(round.gameTypeId) ?? { ...NONE, code: round.code };
      game.roundsVoidedNoBeacon += 1;
      games.set(round.gameTypeId, game);
    }
    return games;
  }
}

function statisticsDiscrepancy(where: string, figure: string, shown: string, summed: string): Discrepancy {
  return {
    kind: 'statistics',
    detail: `${where}: the statistics show ${figure} ${shown}, the rounds' totals sum to ${summed}`,
    round: null,
    chainId: null,
    figure,
  };
}

/** The first figure of the statistics that is not the rounds' sum, or null when every one is. */
export function statisticsFault(
  stats: TPublicStatsResponse,
  sums: ReadonlyMap<number, GameSums>,
): Discrepancy | null {
  const ids = new Set([...stats.gameTypes.map((game) => game.gameTypeId), ...sums.keys()]);
  let stakes = 0n;
  let payouts = 0n;
  for (const id of [...ids].sort((x, y) => x - y)) {
    const shown = stats.gameTypes.find((game) => game.gameTypeId === id);
    const summed = sums.get(id) ?? { ...NONE, code: String(id) };
    const where = `game type ${summed.code}`;
    const figures = shown?.figures ?? { roundsWithBets: 0, stakes: '0.00', payouts: '0.00' };
    if (figures.roundsWithBets !== summed.roundsWithBets) {
      return statisticsDiscrepancy(
        where,
        'roundsWithBets',
        String(figures.roundsWithBets),
        String(summed.roundsWithBets),
      );
    }
    const voided = shown?.roundsVoidedNoBeacon ?? 0;
    if (voided !== summed.roundsVoidedNoBeacon) {
      return statisticsDiscrepancy(
        where,
        'roundsVoidedNoBeacon',
        String(voided),
        String(summed.roundsVoidedNoBeacon),
      );
    }
    for (const figure of ['stakes', 'payouts'] as const) {
      if (parseMinor(figures[figure]) !== summed[figure]) {
        return statisticsDiscrepancy(where, figure, figures[figure], formatMinor(summed[figure]));
      }
    }
    stakes += summed.stakes;
    payouts += summed.payouts;
  }
  for (const [figure, summed] of [
    ['stakes', stakes],
    ['payouts', payouts],
  ] as const) {
    if (parseMinor(stats.totals[figure]) !== summed) {
      return statisticsDiscrepancy('all game types', figure, stats.totals[figure], formatMinor(summed));
    }
  }
  return null;
}
