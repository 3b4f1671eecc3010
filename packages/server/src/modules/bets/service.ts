// Placing and cancelling bets. Placing checks the room, the bet types and limits, then hands the call to
// the bet intake, which writes concurrent calls together, each checked against the player's own limits and
// breaks in the same write; cancelling refunds through the ledger, and a bet either counts in its round or
// is refunded, never both, however the cancel races the close.
import {
  formatMinor,
  formatOdds,
  ledgerReference,
  type TCancelBetRequest,
  type TCancelBetResponse,
  type TPlaceBetRequest,
  type TPlaceBetResponse,
} from '@fair28/shared';
import type { Tx } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as catalogue from '../catalogue/service';
import * as ledger from '../ledger/service';
import * as playSafe from '../play-safe/service';
import * as rounds from '../rounds/service';
import { type AcceptedCall, answerWithoutRound, type BetRefusal } from './batch';
import { betIntake } from './intake';
import * as queries from './queries';

export {
  allBetList,
  betsPlacedBetween,
  type CallOutcome,
  callOutcome,
  playerBets,
  roomBetList,
  userStat,
} from './history';
export { PLAN_KEY_PREFIX } from './queries';

/** Each refusal of the bet write by its status. */
type RefusalOf = { [Status in BetRefusal['status']]: Extract<BetRefusal, { status: Status }> };

/** What a player is told of a call the bet write refused, by the write's status: the one table of them. */
const refusals: { [Status in keyof RefusalOf]: (ctx: AppContext, refusal: RefusalOf[Status]) => AppError } = {
  betting_closed: () => new AppError('BettingClosed'),
  no_wallet: () => new AppError('NotFound'),
  below_entry_minimum: (_, refusal) =>
    new AppError('BelowRoomEntryMinimum', undefined, [formatMinor(refusal.minimum)]),
  insufficient_balance: () => new AppError('InsufficientBalance'),
  rules_changed: () => new AppError('RoomRulesChanged'),
  player_round_stake_limit: (_, refusal) =>
    new AppError('PlayerRoundStakeLimit', undefined, [
      formatMinor(refusal.limit),
      formatMinor(refusal.staked),
    ]),
  room_round_payout_limit: () => new AppError('RoomRoundPayoutLimit'),
  play_break: playSafe.refusalError,
  session_limit: playSafe.refusalError,
  stake_limit: playSafe.refusalError,
  loss_limit: playSafe.refusalError,
};

/**
 * The table's entry for a refusal's own status. The status comes apart from the refusal so that TypeScript
 * pairs the two through `Status`: the entry takes exactly the refusal of its status, with no cast.
 */
function refusalError<Status extends keyof RefusalOf>(
  ctx: AppContext,
  status: Status,
  refusal: RefusalOf[Status],
): AppError {
  return refusals[status](ctx, refusal);
}

function answerOf(result: AcceptedCall): TPlaceBetResponse {
  return {
    roundId: result.roundId,
    issue: String(result.issue),
    bets: result.bets.map((bet) => ({
      betId: bet.betId,
      betType: bet.betType,
      amount: formatMinor(bet.stakeMinor),
      odds: formatOdds(bet.odds),
    })),
    total: formatMinor(result.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n)),
    balance: formatMinor(result.balanceMinor),
  };
}

export function placeBet(
  ctx: AppContext,
  session: Session,
  form: TPlaceBetRequest,
): Promise<TPlaceBetResponse> {
  return placeBetFor(ctx, session.userId, form);
}

/**
 * Places a player's bets: the one path of manual bets and of auto-bet plans (which pass keys of their
 * own, `auto#…`, that a player's key can never be), under the same rules, limits and idempotency.
 */
export async function placeBetFor(
  ctx: AppContext,
  userId: number,
  form: TPlaceBetRequest,
  /** The round the caller means (a plan's key names it): another round taking bets is BettingClosed. */
  expected: { roundId?: number } = {},
): Promise<TPlaceBetResponse> {
  const room = await catalogue.requireRoom(ctx, form.roomId);
  const taking = await rounds.bettingRound(ctx, room.gameTypeId, ctx.now());
  const round = expected.roundId === undefined || taking?.id === expected.roundId ? taking : undefined;
  // The round's own version of the room's odds, limits and opening: a change waits for a round not yet open.
  const settings = round
    ? await catalogue.configuredRoomAt(ctx, room, round.issue)
    : catalogue.configuredRoom(room);
  if (!settings.isOpen) throw new AppError('RoomClosed');
  const items = form.items.map((item) => {
    const odds = settings.scaledOdds.get(item.betType);
    if (odds === undefined) throw new AppError('BetTypeNotOffered');
    if (item.amount < settings.betMinMinor || item.amount > settings.betMaxMinor) {
      throw new AppError('BetAmountOutOfRange', undefined, [
        formatMinor(settings.betMinMinor),
        formatMinor(settings.betMaxMinor),
      ]);
    }
    return { betType: item.betType, stakeMinor: item.amount, odds };
  });
  // With no round taking bets nothing can be written: a call made before under the key is answered from
  // what it wrote, without the write and its wallet locks; any other is refused.
  const result = round
    ? await betIntake(ctx).submit({
        userId,
        roomId: room.id,
        roundId: round.id,
        requestKey: form.idempotencyKey,
        items,
        entryMinMinor: settings.entryMinMinor,
        ruleVersion: settings.version,
      })
    : await answerWithoutRound(ctx.db.orm, userId, form.idempotencyKey);
  if (!result.ok) throw refusalError(ctx, result.refusal.status, result.refusal);
  const answer = answerOf(result);
  if (!result.isReplay) {
    ctx.events.publish({
      type: 'bet.placed',
      gameTypeId: room.gameTypeId,
      roundId: result.roundId,
      issue: answer.issue,
      roomId: result.roomId,
      userId,
      bets: answer.bets,
    });
  }
  return answer;
}

export async function cancelBets(
  ctx: AppContext,
  session: Session,
  form: TCancelBetRequest,
): Promise<TCancelBetResponse> {
  const room = await catalogue.requireRoom(ctx, form.roomId);
  const now = ctx.now();
  const betIds = form.betIds ? [...new Set(form.betIds)] : null;
  // Cancel-all means the bets of the round taking bets now. It is found before the transaction (it is
  // read through the app's pool, not the transaction) and re-checked under the share lock below.
  const bettingRound = betIds ? undefined : await rounds.bettingRound(ctx, room.gameTypeId, now);
  if (!betIds && !bettingRound) throw new AppError('BettingClosed');
  const outcome = await retryingTransaction(ctx.db, async (tx) => {
    let roundIds: number[];
    if (betIds) {
      const own = await queries.selectOwnBets(tx, session.userId, room.id, betIds);
      // Someone else's bet, or none at all, looks the same: not found.
      if (own.length !== betIds.length) throw new AppError('NotFound');
      roundIds = [...new Set(own.map((bet) => bet.roundId))];
    } else {
      roundIds = [bettingRound?.id ?? 0];
    }
    const locked = await rounds.lockRoundsTakingBets(tx, roundIds, now);
    if (!locked.areAllTakingBets) throw new AppError('BettingClosed');
    const cancelled = await queries.cancelPlacedBets(tx, {
      userId: session.userId,
      roomId: room.id,
      roundIds,
      betIds,
      now,
    });
    const issueOf = new Map(locked.rounds.map((round) => [round.id, round.issue]));
    const balance = await ledger.refundCancelledBets(
      tx,
      session.userId,
      cancelled.map((bet) => ({
        betId: bet.id,
        stakeMinor: bet.stakeMinor,
        reference: ledgerReference.cancelledBet(issueOf.get(bet.roundId) ?? '', bet.id),
      })),
      now,
    );
    await queries.releaseExposure(tx, room.id, cancelled);
    await queries.restoreTurnover(
      tx,
      session.userId,
      cancelled.reduce((sum, bet) => sum + bet.turnoverMinor, 0n),
    );
    return { cancelled, balance, rounds: locked.rounds };
  });
  for (const round of outcome.rounds) {
    const bets = outcome.cancelled.filter((bet) => bet.roundId === round.id);
    if (bets.length === 0) continue;
    ctx.events.publish({
      type: 'bet.cancelled',
      gameTypeId: round.gameTypeId,
      roundId: round.id,
      issue: String(round.issue),
      roomId: room.id,
      userId: session.userId,
      betIds: bets.map((bet) => bet.id),
      refunded: formatMinor(bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n)),
    });
  }
  return {
    cancelled: outcome.cancelled.map((bet) => ({ betId: bet.id, amount: formatMinor(bet.stakeMinor) })),
    refunded: formatMinor(outcome.cancelled.reduce((sum, bet) => sum + bet.stakeMinor, 0n)),
    balance: formatMinor(outcome.balance),
  };
}

export type VoidedBets = {
  betCount: number;
  refundedMinor: bigint;
  /** Per player: what came back, for the message each is sent. */
  players: Map<number, bigint>;
};

/**
 * Every bet standing in a round being voided, in the caller's transaction (after rounds.voidRound locked it):
 * each becomes void and its stake comes back through the ledger's one bet-refund writer, with the turnover
 * it had paid off, as a cancel gives them back. Bets their players cancelled earlier were refunded then.
 */
export async function voidRoundBets(tx: Tx, roundId: number, issue: number, now: Date): Promise<VoidedBets> {
  const voided = await queries.voidPlacedBets(tx, roundId, now);
  // Player accounts in id order, as every money path takes them.
  const byPlayer = [...voided].sort((x, y) => x.userId - y.userId || x.id - y.id);
  await ledger.refundBets(
    tx,
    byPlayer.map((bet) => ({
      userId: bet.userId,
      betId: bet.id,
      stakeMinor: bet.stakeMinor,
      reference: ledgerReference.voidedBet(issue, bet.id),
    })),
    now,
  );
  const players = new Map<number, bigint>();
  const turnover = new Map<number, bigint>();
  for (const bet of byPlayer) {
    players.set(bet.userId, (players.get(bet.userId) ?? 0n) + bet.stakeMinor);
    turnover.set(bet.userId, (turnover.get(bet.userId) ?? 0n) + bet.turnoverMinor);
  }
  for (const [userId, amount] of turnover) await queries.restoreTurnover(tx, userId, amount);
  return {
    betCount: voided.length,
    refundedMinor: voided.reduce((sum, bet) => sum + bet.stakeMinor, 0n),
    players,
  };
}
