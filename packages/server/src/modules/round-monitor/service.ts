// The round monitor and voiding: operators watch the rounds under way (stakes, and what each bet type, room
// and player would be paid), read past rounds with their results and totals, and may void a round before
// its draw, refunding every bet. There is no way to set or change a result: the hash chain decides it.
import {
  betLabelOf,
  formatMinor,
  isBetType,
  type Language,
  RoomContentType,
  type TAdminRoundListRequest,
  type TAdminRoundListResponse,
  type TMonitorRound,
  type TRoundMonitorRequest,
  type TRoundMonitorResponse,
  type TRoundVoidRequest,
  type TRoundVoidResponse,
  translate,
} from '@fair28/shared';
import { retryingTransaction } from '../../db/retry';
import { loadPage } from '../../infra/paging';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as bets from '../bets/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as rounds from '../rounds/service';
import * as queries from './queries';

/** How many of a round's biggest bettors the monitor lists. */
const TOP_PLAYERS = 10;

const nameIn = (language: Language, row: { nameZh: string; nameEn: string }) =>
  language === 'zh' ? row.nameZh : row.nameEn;

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
      gameName: nameIn(language, { nameZh: round.gameNameZh, nameEn: round.gameNameEn }),
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
          roomName: nameIn(language, row),
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
        gameName: nameIn(language, { nameZh: round.gameNameZh, nameEn: round.gameNameEn }),
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

/**
 * Voids an undrawn round: marks it void under its lock, refunds every bet standing in it through the
 * ledger, tells each player why in a system message, logs the operator's reason, and, once committed,
 * tells every room of the game type. A drawn round is refused (RoundDrawn) and nothing changes.
 */
export async function voidRound(
  ctx: AppContext,
  session: Session,
  form: TRoundVoidRequest,
): Promise<TRoundVoidResponse> {
  const now = ctx.now();
  const { round, voided } = await retryingTransaction(ctx.db, async (tx) => {
    const round = await rounds.voidRound(tx, form.roundId, now);
    const voided = await bets.voidRoundBets(tx, round.id, round.issue, now);
    for (const [userId, amount] of voided.players) {
      await notifications.notifyPlayer(
        tx,
        userId,
        'roundVoided',
        [String(round.issue), formatMinor(amount)],
        form.reason,
      );
    }
    await operatorLog.recordAction(tx, session, {
      action: 'round.void',
      targetType: 'round',
      targetId: round.id,
      reason: form.reason,
    });
    return { round, voided };
  });
  const refunded = formatMinor(voided.refundedMinor);
  // Each player's app shows the refund at once, wherever they are in it.
  for (const userId of voided.players.keys()) {
    await ctx.sockets.publishToUser(userId, { type: RoomContentType.Wallet });
  }
  ctx.events.publish({
    type: 'round.voided',
    gameTypeId: round.gameTypeId,
    roundId: round.id,
    issue: String(round.issue),
    reason: form.reason,
    betCount: voided.betCount,
    refunded,
  });
  return {
    roundId: round.id,
    issue: String(round.issue),
    status: 'void',
    refundedBets: voided.betCount,
    refunded,
    playerCount: voided.players.size,
  };
}
