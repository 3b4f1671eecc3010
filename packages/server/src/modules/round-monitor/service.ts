// The round monitor and voiding: operators watch the rounds under way (stakes, and what each bet type, room
// and player would be paid), read past rounds with their results and totals, and may void a round before its
// beacon's time, refunding every bet; the scheduler voids one whose beacon never came the same way. There is
// no way to set or change a result: the hash chain and the beacon decide it.
import {
  betLabelOf,
  formatMinor,
  isBetType,
  type Language,
  RoomContentType,
  type RoundVoidedEvent,
  type TAdminRoundListRequest,
  type TAdminRoundListResponse,
  type TMonitorRound,
  type TRoundMonitorRequest,
  type TRoundMonitorResponse,
  type TRoundVoidRequest,
  type TRoundVoidResponse,
  translate,
  type VoidReason,
} from '@fair28/shared';
import type { Tx } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { writtenIn } from '../../kernel/written-text';
import * as bets from '../bets/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as rounds from '../rounds/service';
import * as queries from './queries';

/** How many of a round's biggest bettors the monitor lists. */
const TOP_PLAYERS = 10;

const stakeView = (slice: queries.StakeSlice) => ({
  betCount: slice.betCount,
  stake: formatMinor(slice.stakeMinor),
  potentialPayout: formatMinor(slice.payoutMinor),
});

/** The rounds taking bets or awaiting their draw, each with its stakes sliced three ways. */
export async function monitor(
  ctx: AppContext,
  form: TRoundMonitorRequest,
  language: Language,
): Promise<TRoundMonitorResponse> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const live = await queries.selectLiveRounds(db, form.gameTypeId, now);
  const ids = live.map((round) => round.id);
  const [byType, byRoom, byPlayer] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          queries.selectStakesByBetType(db, ids, form.roomId),
          queries.selectStakesByRoom(db, ids, form.roomId),
          queries.selectStakesByPlayer(db, ids, form.roomId, TOP_PLAYERS),
        ]);
  const list = live.map((round): TMonitorRound => {
    const types = byType.filter((row) => row.roundId === round.id);
    const total = types.reduce(
      (sum, row) => ({
        betCount: sum.betCount + row.betCount,
        stakeMinor: sum.stakeMinor + row.stakeMinor,
        payoutMinor: sum.payoutMinor + row.payoutMinor,
      }),
      { betCount: 0, stakeMinor: 0n, payoutMinor: 0n },
    );
    const players = byPlayer.filter((row) => row.roundId === round.id);
    return {
      roundId: round.id,
      gameTypeId: round.gameTypeId,
      gameName: writtenIn(language, round.gameNameZh, round.gameNameEn),
      issue: String(round.issue),
      status: rounds.phaseAt(round, now),
      opensAt: round.opensAt.getTime(),
      closesAt: round.closesAt.getTime(),
      drawsAt: round.drawsAt.getTime(),
      playerCount: players[0]?.players ?? 0,
      ...stakeView(total),
      byBetType: types.map((row) => ({
        betType: row.betType,
        label: isBetType(row.betType) ? betLabelOf(row.betType)[language] : row.betType,
        ...stakeView(row),
      })),
      byRoom: byRoom
        .filter((row) => row.roundId === round.id)
        .map((row) => ({
          roomId: row.roomId,
          roomName: writtenIn(language, row.nameZh, row.nameEn),
          ...stakeView(row),
          payoutCap: row.capMinor === null ? null : formatMinor(row.capMinor),
        })),
      topPlayers: players.map((row) => ({ userId: row.userId, account: row.account, ...stakeView(row) })),
    };
  });
  return { serverTime: now.getTime(), list };
}

/** Rounds opened so far, newest first, with results, stakes, payouts and the house's take. */
export async function listRounds(
  ctx: AppContext,
  form: TAdminRoundListRequest,
  language: Language,
): Promise<TAdminRoundListResponse> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const filter: queries.RoundFilter = { gameTypeId: form.gameTypeId, status: form.status, now };
  return loadPage(
    form,
    {
      rows: (limit, offset) => queries.selectRounds(db, filter, limit, offset),
      total: () => queries.countRounds(db, filter),
    },
    (round) => {
      const status = rounds.phaseAt(round, now);
      const isSettled = round.status === 'settled';
      return {
        roundId: round.id,
        gameTypeId: round.gameTypeId,
        gameName: writtenIn(language, round.gameNameZh, round.gameNameEn),
        issue: String(round.issue),
        status,
        statusName: translate(language, `round.status.${status}`),
        drawsAt: round.drawsAt.getTime(),
        result: round.digits,
        betCount: round.betCount,
        playerCount: round.playerCount,
        stake: formatMinor(round.stakeMinor),
        payout: formatMinor(round.payoutMinor),
        grossGamingRevenue: formatMinor(isSettled ? round.stakeMinor - round.payoutMinor : 0n),
        voidedTime: round.voidedAt?.toISOString() ?? null,
      };
    },
  );
}

type Voided = { round: rounds.RoundRow; reason: VoidReason; voided: bets.VoidedBets };

/**
 * The one way a round is voided, in the caller's transaction: marks it void under its lock
 * (rounds.voidRound, which refuses what may not be voided), refunds every bet standing in it through the
 * ledger, and sends each player a message saying why. `note`: the operator's reason, added to the message.
 * Null when a void for a missing beacon no longer applies.
 */
async function voidAndRefund(
  ctx: AppContext,
  tx: Tx,
  roundId: number,
  reason: VoidReason,
  note: string,
  now: Date,
): Promise<Voided | null> {
  const round = await rounds.voidRound(tx, ctx.beacons, roundId, reason, now);
  if (!round) return null;
  const voided = await bets.voidRoundBets(tx, round.id, round.issue, now);
  const kind = reason === 'operator' ? 'roundVoided' : 'roundVoidedNoBeacon';
  for (const [userId, amount] of voided.players) {
    await notifications.notifyPlayer(tx, userId, kind, [String(round.issue), formatMinor(amount)], note);
  }
  return { round, reason, voided };
}

/**
 * Once committed: each player's app shows the refund at once, wherever they are in it; the answer is the
 * event that tells every room of the game type.
 */
async function announce(
  ctx: AppContext,
  { round, reason, voided }: Voided,
  why: string,
): Promise<RoundVoidedEvent> {
  for (const userId of voided.players.keys()) {
    await ctx.sockets.publishToUser(userId, { type: RoomContentType.Wallet });
  }
  return {
    type: 'round.voided',
    gameTypeId: round.gameTypeId,
    roundId: round.id,
    issue: String(round.issue),
    voidReason: reason,
    reason: why,
    betCount: voided.betCount,
    refunded: formatMinor(voided.refundedMinor),
  };
}

/**
 * An operator voids an undrawn round before its beacon's time, with a reason: every bet refunded, each
 * player told, the action logged, every room told. A drawn round (RoundDrawn), one voided already
 * (RoundVoided) or one past its beacon's time (RoundBeaconPassed) is refused and nothing changes.
 */
export async function voidRound(
  ctx: AppContext,
  session: Session,
  form: TRoundVoidRequest,
): Promise<TRoundVoidResponse> {
  const now = ctx.now();
  const voided = await retryingTransaction(ctx.db, async (tx) => {
    const done = await voidAndRefund(ctx, tx, form.roundId, 'operator', form.reason, now);
    // Only a void for a missing beacon can find nothing to do; an operator's is done or refused.
    if (!done) throw new AppError('RoundVoided');
    await operatorLog.recordAction(tx, session, {
      action: 'round.void',
      targetType: 'round',
      targetId: done.round.id,
      reason: form.reason,
    });
    return done;
  });
  const event = await announce(ctx, voided, form.reason);
  ctx.events.publish(event);
  return {
    roundId: event.roundId,
    issue: event.issue,
    status: 'void',
    refundedBets: event.betCount,
    refunded: event.refunded,
    playerCount: voided.voided.players.size,
  };
}

/**
 * The scheduler voids a closed round whose beacon did not come within FAIR28_BEACON_WAIT_SECONDS, the same
 * way: every bet refunded, each player told why in their language. Answers the event for the rooms (the
 * scheduler publishes it), or null when its beacon was stored meanwhile or it was drawn or voided already.
 */
export async function voidForMissingBeacon(
  ctx: AppContext,
  roundId: number,
  now: Date,
): Promise<RoundVoidedEvent | null> {
  const voided = await retryingTransaction(ctx.db, (tx) =>
    voidAndRefund(ctx, tx, roundId, 'beacon_missing', '', now),
  );
  if (!voided) return null;
  // Rooms hear one text whoever listens: both languages (voidReason lets an app use its own).
  const reason = `${translate('zh', 'round.voidReason.beaconMissing')} · ${translate('en', 'round.voidReason.beaconMissing')}`;
  return announce(ctx, voided, reason);
}
