// The public statistics: per game type and room, the settled rounds' stakes, payouts, house result and
// players, the measured return-to-player beside the theoretical one of the same bets with a 95 % band
// (rtp-band.ts); per game type, the rounds drawn and those voided for want of their beacon; and how fast
// withdrawals are paid. Anyone may read them; `npm run audit` checks their totals against the ledger
// (auditPublicStats).
import {
  betReturnToPlayer,
  digitDistribution,
  formatMinor,
  formatOdds,
  formatPercent,
  type GameLayout,
  isBetType,
  type Language,
  ODDS_SCALE,
  ratio,
  type TGameFigures,
  type TPublicStatsResponse,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../kernel/context';
import { type Bilingual, writtenIn } from '../../kernel/written-text';
import * as catalogue from '../catalogue/service';
import * as ledger from '../ledger/service';
import * as withdrawals from '../withdrawals/service';
import * as queries from './queries';
import { rtpBand, rtpPercent } from './rtp-band';

const PAYOUT_DAYS = 30;
const NO_ROUNDS: queries.RoundSums = {
  rounds: 0,
  stakes: 0n,
  payouts: 0n,
  stakesSquared: '0',
  payoutsSquared: '0',
  stakesTimesPayouts: '0',
};

/** Expected returns of the settled bets, as exact fractions over each layout's common denominator. */
type Expected = { stakes: bigint; returnedScaled: bigint };

function denominatorOf(layout: GameLayout): bigint {
  return digitDistribution(layout).total * ODDS_SCALE;
}

/** Each room's expected return: every group of bets at its odds and rules, summed exactly. */
async function expectedReturns(
  db: Executor,
  layoutOfRoom: Map<number, GameLayout>,
): Promise<Map<number, Expected>> {
  const groups = await queries.selectStakeGroups(db);
  const refs = [...new Map(groups.map((g) => [`${g.roomId}:${g.ruleVersion}`, g])).values()];
  const versions = await catalogue.rulesOfVersions(
    db,
    refs.map((g) => ({ roomId: g.roomId, version: g.ruleVersion })),
  );
  const rulesOf = new Map(versions.map((v) => [`${v.id}:${v.version}`, v.parsed]));
  const expected = new Map<number, Expected>();
  for (const group of groups) {
    const layout = layoutOfRoom.get(group.roomId);
    const rules = rulesOf.get(`${group.roomId}:${group.ruleVersion}`);
    if (!layout || !rules || !isBetType(group.betType)) continue;
    const rtp = betReturnToPlayer(
      layout,
      group.betType,
      rules,
      formatOdds(group.odds),
      group.isAbovePlainThreshold,
    );
    const scale = denominatorOf(layout) / rtp.denominator;
    const room = expected.get(group.roomId) ?? { stakes: 0n, returnedScaled: 0n };
    room.stakes += group.stakes;
    room.returnedScaled += group.stakes * rtp.numerator * scale;
    expected.set(group.roomId, room);
  }
  return expected;
}

function theoreticalPercent(expected: Expected | undefined, layout: GameLayout): string | null {
  if (!expected || expected.stakes === 0n) return null;
  return formatPercent(ratio(expected.returnedScaled, expected.stakes * denominatorOf(layout)));
}

function figuresOf(sums: queries.RoundSums, players: number, theoreticalRtp: string | null): TGameFigures {
  return {
    roundsWithBets: sums.rounds,
    stakes: formatMinor(sums.stakes),
    payouts: formatMinor(sums.payouts),
    houseResult: formatMinor(sums.stakes - sums.payouts),
    players,
    actualRtp: rtpPercent(sums.payouts, sums.stakes),
    theoreticalRtp,
    rtpBand: rtpBand(sums),
  };
}

/** The public statistics page: every figure from the settlement records, the bets and the withdrawals. */
export async function publicStats(ctx: AppContext, language: Language): Promise<TPublicStatsResponse> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const { gameTypes, rooms } = await catalogue.wholeCatalogue(db);
  const layoutOfGameType = new Map(gameTypes.map((g) => [g.id, g.layout]));
  const layoutOfRoom = new Map(
    rooms.flatMap((room) => {
      const layout = layoutOfGameType.get(room.gameTypeId);
      return layout ? [[room.id, layout] as const] : [];
    }),
  );
  const [roomSums, gameTypeSums, players, roundCounts, expected, payouts] = await Promise.all([
    queries.selectRoomSums(db),
    queries.selectGameTypeSums(db),
    queries.selectPlayerCounts(db),
    queries.selectRoundCounts(db),
    expectedReturns(db, layoutOfRoom),
    withdrawals.payoutTimes(db, new Date(now.getTime() - PAYOUT_DAYS * 86_400_000)),
  ]);
  const sumsOfRoom = new Map(roomSums.map((row) => [row.roomId, row]));
  const sumsOfGameType = new Map(gameTypeSums.map((row) => [row.gameTypeId, row]));
  const name = (row: Bilingual) => writtenIn(language, row.nameZh, row.nameEn);
  const listed = gameTypes.filter((g) => g.isEnabled || sumsOfGameType.has(g.id));
  let stakes = 0n;
  let paid = 0n;
  const list = listed.map((gameType) => {
    const ownRooms = rooms.filter((room) => room.gameTypeId === gameType.id);
    const sums = sumsOfGameType.get(gameType.id) ?? NO_ROUNDS;
    stakes += sums.stakes;
    paid += sums.payouts;
    const combined = ownRooms.reduce<Expected>(
      (total, room) => {
        const own = expected.get(room.id);
        return own
          ? { stakes: total.stakes + own.stakes, returnedScaled: total.returnedScaled + own.returnedScaled }
          : total;
      },
      { stakes: 0n, returnedScaled: 0n },
    );
    return {
      gameTypeId: gameType.id,
      gameTypeName: name(gameType),
      roundsDrawn: roundCounts.get(gameType.id)?.drawn ?? 0,
      roundsVoidedNoBeacon: roundCounts.get(gameType.id)?.voidedNoBeacon ?? 0,
      figures: figuresOf(
        sums,
        players.gameTypes.get(gameType.id) ?? 0,
        theoreticalPercent(combined, gameType.layout),
      ),
      rooms: ownRooms.map((room) => ({
        roomId: room.id,
        roomName: name(room),
        figures: figuresOf(
          sumsOfRoom.get(room.id) ?? NO_ROUNDS,
          players.rooms.get(room.id) ?? 0,
          theoreticalPercent(expected.get(room.id), gameType.layout),
        ),
      })),
    };
  });
  return {
    generatedTime: now.toISOString(),
    gameTypes: list,
    totals: {
      stakes: formatMinor(stakes),
      payouts: formatMinor(paid),
      houseResult: formatMinor(stakes - paid),
    },
    withdrawals: {
      pending: payouts.pending,
      paidLast30Days: payouts.paid,
      medianSecondsToPay: payouts.medianSeconds,
    },
  };
}

export type StatsMismatch = {
  gameTypeId: number;
  figure: 'stakes' | 'payouts';
  /** What the statistics show (the settlement records). */
  shown: bigint;
  /** What the ledger's transfers say. */
  ledger: bigint;
};

/**
 * The statistics' totals against the ledger, per game type: stakes and payouts of settled rounds as the
 * records sum them and as the transfers do. Run inside one snapshot (the caller's transaction), so a round
 * settling meanwhile cannot show as a difference. Empty when they agree.
 */
export async function auditPublicStats(db: Executor): Promise<StatsMismatch[]> {
  const [shown, booked] = await Promise.all([queries.selectGameTypeSums(db), ledger.settledGameTotals(db)]);
  const shownOf = new Map(shown.map((row) => [row.gameTypeId, row]));
  const bookedOf = new Map(booked.map((row) => [row.gameTypeId, row]));
  const ids = [...new Set([...shownOf.keys(), ...bookedOf.keys()])].sort((a, b) => a - b);
  return ids.flatMap((gameTypeId) => {
    const records = shownOf.get(gameTypeId);
    const transfers = bookedOf.get(gameTypeId);
    const pairs = [
      ['stakes', records?.stakes ?? 0n, transfers?.stakes ?? 0n],
      ['payouts', records?.payouts ?? 0n, transfers?.payouts ?? 0n],
    ] as const;
    return pairs
      .filter(([, a, b]) => a !== b)
      .map(([figure, a, b]) => ({ gameTypeId, figure, shown: a, ledger: b }));
  });
}
