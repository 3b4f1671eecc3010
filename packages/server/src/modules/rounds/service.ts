// Rounds as players and other modules see them: the round taking bets, a room's current round (with the
// beacon that will decide it) and last results, the trend of past results, a drawn round's verification,
// share locks for paths that must not race a close, and marking a round void. The rounds themselves are run
// by the scheduler (scheduler.ts), settled by settlement.ts.
import {
  betLabelOf,
  classify,
  DEFAULT_ROOM_RULES,
  type Language,
  roundDigits,
  type TCurrentRound,
  type TGameOpenInfo,
  type TRoomOpenInfoResponse,
  type TTrendResponse,
  type TVerifyRoundResponse,
  type VoidReason,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { BeaconSource } from '../../kernel/beacons';
import type { AppContext } from '../../kernel/context';
import * as catalogue from '../catalogue/service';
import * as fairness from '../fairness/service';
import { beaconRefOf, drawnBeaconOf } from './beacon-ref';
import { bettingRoundCache } from './betting-round';
import * as queries from './queries';
import { isTakingBets, phaseAt } from './round-rules';

export { roundHistory } from './history';
export type { RoundRow, RoundStatus, UnfinishedRounds } from './queries';
export { isTakingBets, phaseAt } from './round-rules';

/** The round taking bets for a game type now, by the server clock. */
export function bettingRound(ctx: AppContext, gameTypeId: number, now: Date) {
  return bettingRoundCache(ctx).get(gameTypeId, now, () =>
    queries.findBettingRound(ctx.db.orm, gameTypeId, now),
  );
}

/** Share-locks the rounds in the caller's transaction and says whether each still takes bets at `now`. */
export async function lockRoundsTakingBets(tx: Executor, roundIds: number[], now: Date) {
  const rounds = await queries.lockRoundsForShare(tx, roundIds);
  const areAllTakingBets =
    rounds.length === roundIds.length && rounds.every((round) => isTakingBets(round, now));
  return { rounds, areAllTakingBets };
}

/**
 * Marks an undrawn round void, under its row lock (so every bet batch that share-locked it has committed,
 * and none writes to it after); the caller refunds its bets in the same transaction. An operator may void a
 * round only before its beacon's time: after it, its result can be known. A drawn or settled round is refused
 * with RoundDrawn, one voided already with RoundVoided, an operator's past its beacon's time with
 * RoundBeaconPassed. A round voided for a missing beacon must be closed without one stored: otherwise
 * (another node stored it meanwhile, or drew or voided the round) nothing changes and null is answered.
 */
export async function voidRound(
  tx: Executor,
  beacons: BeaconSource,
  roundId: number,
  reason: VoidReason,
  now: Date,
): Promise<queries.RoundRow | null> {
  const round = await queries.lockRound(tx, roundId);
  if (!round) throw new AppError('NotFound');
  if (reason === 'beacon_missing') {
    if (round.status !== 'closed' || round.beaconSignature !== null) return null;
  } else {
    if (round.status === 'void') throw new AppError('RoundVoided');
    if (round.status === 'drawn' || round.status === 'settled') throw new AppError('RoundDrawn');
    if (beaconRefOf(round, beacons).time <= now.getTime()) throw new AppError('RoundBeaconPassed');
  }
  if (!(await queries.markVoid(tx, roundId, reason, now))) throw new AppError('RoundDrawn');
  return { ...round, status: 'void', voidReason: reason };
}

/** A round by id, or undefined. */
export function findRound(db: Executor, roundId: number) {
  return queries.findRound(db, roundId);
}

/**
 * The first issue of a game type that has not opened by the clock, its round (when made already) locked
 * against bets: a bet batch holding it has committed, and none starts until the caller's transaction ends.
 * A room rule change takes effect from this issue, so no round taking bets ever changes version.
 */
export async function firstIssueNotOpen(
  tx: Executor,
  gameType: { id: number; roundSeconds: number },
  clock: () => Date,
): Promise<number> {
  const roundMs = gameType.roundSeconds * 1000;
  // Issue k opens at (k − 1) × round length: the first after now is ⌊now / round length⌋ + 2.
  let issue = Math.floor(clock().getTime() / roundMs) + 2;
  for (;;) {
    await queries.lockRoundByIssue(tx, gameType.id, issue);
    if ((issue - 1) * roundMs > clock().getTime()) return issue;
    issue += 1;
  }
}

function currentView(round: queries.RoundRow, beacons: BeaconSource, now: Date): TCurrentRound {
  return {
    roundId: round.id,
    issue: String(round.issue),
    status: phaseAt(round, now),
    opensAt: round.opensAt.getTime(),
    closesAt: round.closesAt.getTime(),
    drawsAt: round.drawsAt.getTime(),
    beacon: beaconRefOf(round, beacons),
  };
}

function openInfoOf(round: queries.RoundRow): TGameOpenInfo {
  return {
    roundId: round.id,
    gameNum: String(round.issue),
    gameResult: round.sum ?? 0,
    a: round.a ?? 0,
    b: round.b ?? 0,
    c: round.c ?? 0,
    numbers: round.numbers ?? [],
    drawsAt: round.drawsAt.getTime(),
  };
}

/** A game type's card on the home screen: the round taking bets (or next) and the last result. */
export async function liveRound(ctx: AppContext, gameTypeId: number) {
  const now = ctx.now();
  const [undrawn, [last]] = await Promise.all([
    queries.selectUndrawnRounds(ctx.db.orm, gameTypeId),
    queries.selectDrawnRounds(ctx.db.orm, gameTypeId, 1),
  ]);
  const current = undrawn.find((round) => round.closesAt.getTime() > now.getTime());
  return {
    current: current ? currentView(current, ctx.beacons, now) : null,
    lastResult: last ? openInfoOf(last) : null,
  };
}

export async function roomOpenInfo(ctx: AppContext, roomId: number): Promise<TRoomOpenInfoResponse> {
  const room = await catalogue.requireRoom(ctx, roomId);
  const now = ctx.now();
  const time = now.getTime();
  const [undrawn, drawn] = await Promise.all([
    queries.selectUndrawnRounds(ctx.db.orm, room.gameTypeId),
    queries.selectDrawnRounds(ctx.db.orm, room.gameTypeId, 3),
  ]);
  // Past its close by the clock (whether or not the scheduler has marked it yet): waiting for the draw.
  const awaiting = undrawn.find((round) => round.closesAt.getTime() <= time);
  const current = undrawn.find((round) => round.closesAt.getTime() > time);
  const results = drawn.map(openInfoOf);
  return {
    roomId: room.id,
    gameTypeId: room.gameTypeId,
    serverTime: time,
    current: current ? currentView(current, ctx.beacons, now) : null,
    awaitingDraw: awaiting ? { ...currentView(awaiting, ctx.beacons, now), status: 'closed' } : null,
    gameOpenInfo: results,
    first_result: results[0] ?? null,
  };
}

export async function trend(
  ctx: AppContext,
  form: { gameTypeId: number; limit: number },
  language: Language,
): Promise<TTrendResponse> {
  const rounds = await queries.selectDrawnRounds(ctx.db.orm, form.gameTypeId, form.limit);
  return {
    gameTypeId: form.gameTypeId,
    list: rounds.map((round) => {
      const digits = roundDigits(round.a ?? 0, round.b ?? 0, round.c ?? 0);
      const facts = classify(digits, DEFAULT_ROOM_RULES);
      return {
        roundId: round.id,
        issue: String(round.issue),
        ...digits,
        isBig: facts.isBig,
        isOdd: facts.isOdd,
        bigSmall: betLabelOf(facts.isBig ? 'big' : 'small')[language],
        oddEven: betLabelOf(facts.isOdd ? 'odd' : 'even')[language],
        drawsAt: round.drawsAt.getTime(),
      };
    }),
  };
}

/**
 * Everything a player needs to check a drawn round: the round hash against its chain's published terminating
 * hash, and the beacon its draw key joins to it.
 */
export async function verifyRound(ctx: AppContext, roundId: number): Promise<TVerifyRoundResponse> {
  const db = ctx.db.orm;
  const round = await queries.findRound(db, roundId);
  if (!round) throw new AppError('NotFound');
  const { roundHash, numbers, a, b, c, sum } = round;
  if (!roundHash || !numbers || a === null || b === null || c === null || sum === null) {
    throw new AppError('RoundNotDrawn');
  }
  const [gameType, chain, previous] = await Promise.all([
    catalogue.findGameType(db, round.gameTypeId),
    fairness.publicChain(db, round.chainId),
    round.chainIndex > 1 ? queries.findRevealedHash(db, round.chainId, round.chainIndex - 1) : null,
  ]);
  if (!gameType || !chain) throw new AppError('NotFound');
  return {
    roundId: round.id,
    gameTypeId: round.gameTypeId,
    issue: String(round.issue),
    layout: gameType.layout,
    roundHash,
    chainIndex: round.chainIndex,
    chainLength: chain.length,
    terminatingHash: chain.terminatingHash,
    chainCreatedAt: chain.createdAt.getTime(),
    previousRoundHash: previous,
    closesAt: round.closesAt.getTime(),
    beacon: drawnBeaconOf(round, ctx.beacons),
    numbers,
    a,
    b,
    c,
    sum,
  };
}

/** Rounds not yet settled or voided, by status, and the earliest one past its draw time (metrics). */
export function unfinishedRounds(ctx: AppContext): Promise<queries.UnfinishedRounds> {
  return queries.selectUnfinishedRounds(ctx.db.orm, ctx.now());
}
