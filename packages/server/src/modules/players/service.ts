// Players as operators look after them: search, the profile (money, bets, payout details, invitees,
// sessions and risk flags), freezing and unfreezing (sessions and sockets end at once), a one-time
// password, and turning off two-step sign-in. Every change is audited with its reason; balance adjustments
// are modules/adjustments'.
import {
  formatMinor,
  type Language,
  PROFILE_LIST_SIZE,
  type TAdminPlayer,
  type TAdminPlayerListRequest,
  type TAdminPlayerListResponse,
  type TAdminPlayerProfile,
  type TIssuedPassword,
  type TPlayerStatusRequest,
  translate,
} from '@fair28/shared';
import { startOfDate } from '../../db/time';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as accounts from '../accounts/service';
import * as adjustments from '../adjustments/service';
import * as bets from '../bets/service';
import * as cards from '../cards/service';
import * as deposits from '../deposits/service';
import * as ledger from '../ledger/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as playSafe from '../play-safe/service';
import * as risk from '../risk/service';
import * as withdrawals from '../withdrawals/service';
import * as queries from './queries';

function playerView(
  row: queries.PlayerRow,
  flags: Map<number, TAdminPlayer['riskFlags']>,
  language: Language,
): TAdminPlayer {
  return {
    userId: row.id,
    account: row.account,
    nickName: row.nickName,
    mobile: row.mobile,
    role: row.role,
    status: row.status,
    statusName: translate(language, `status.${row.status}`),
    balance: formatMinor(row.balanceMinor),
    inviter: row.inviter,
    createTime: row.createdAt.toISOString(),
    lastLoginTime: row.lastLoginAt?.toISOString() ?? null,
    riskFlags: flags.get(row.id) ?? [],
  };
}

export async function searchPlayers(
  ctx: AppContext,
  form: TAdminPlayerListRequest,
  language: Language,
): Promise<TAdminPlayerListResponse> {
  const db = ctx.db.orm;
  const zone = ctx.config.timeZone;
  const filter: queries.PlayerFilter = {
    query: form.query,
    status: form.status,
    registeredFrom: form.registeredFrom ? startOfDate(form.registeredFrom, zone) : undefined,
    registeredUntil: form.registeredTo ? startOfDate(form.registeredTo, zone, 1) : undefined,
  };
  const sort: queries.PlayerSort = { by: form.sortBy ?? 'createTime', order: form.sortOrder ?? 'desc' };
  const page = await loadPage(
    form,
    {
      rows: (limit, offset) => queries.selectPlayers(db, filter, sort, limit, offset),
      total: () => queries.countPlayers(db, filter),
    },
    (row) => row,
  );
  const flags = await risk.flagKindsOf(
    ctx,
    page.list.map((row) => row.id),
  );
  return { ...page, list: page.list.map((row) => playerView(row, flags, language)) };
}

async function loadPlayer(ctx: AppContext, userId: number, language: Language): Promise<TAdminPlayer> {
  const sort: queries.PlayerSort = { by: 'createTime', order: 'desc' };
  const [row] = await queries.selectPlayers(ctx.db.orm, { userId }, sort, 1, 0);
  if (!row) throw new AppError('NotFound');
  return playerView(row, await risk.flagKindsOf(ctx, [userId]), language);
}

/** Everything an operator reads of one player, each list its newest PROFILE_LIST_SIZE entries. */
export async function playerProfile(
  ctx: AppContext,
  userId: number,
  language: Language,
): Promise<TAdminPlayerProfile> {
  const db = ctx.db.orm;
  const player = await loadPlayer(ctx, userId, language);
  const user = await accounts.findUser(db, userId);
  if (!user) throw new AppError('NotFound');
  const recent = { pageNo: 1, pageSize: PROFILE_LIST_SIZE };
  const byAccount = { ...recent, account: player.account };
  const [hold, flags, ledgerPage, betPage, depositPage, withdrawalPage, adjustmentPage, payout, invitees] =
    await Promise.all([
      ledger.withdrawalHoldBalance(db, userId),
      risk.flagsOfPlayer(ctx, userId, language),
      ledger.walletTransfers(ctx, userId, recent, language),
      bets.playerBets(ctx, userId, recent, language),
      deposits.listDeposits(ctx, byAccount, language),
      withdrawals.listForOperator(ctx, byAccount, language),
      adjustments.listAdjustments(ctx, byAccount, language),
      cards.payoutDetailsOf(ctx, userId),
      accounts.inviteesOf(db, userId, PROFILE_LIST_SIZE),
    ]);
  const sessions = await accounts.sessionsOf(db, userId, PROFILE_LIST_SIZE, ctx.now());
  const playBreak = await playSafe.playerBreak(ctx, userId);
  const frozenReason =
    user.status === 'disabled'
      ? await operatorLog.lastReason(db, 'player.freeze', { targetType: 'player', targetId: userId })
      : '';
  return {
    player: {
      ...player,
      realName: user.realName,
      invitationCode: user.invitationCode,
      withdrawalHold: formatMinor(hold),
      turnoverRequired: formatMinor(user.turnoverRequiredMinor),
      mustChangePassword: user.mustChangePassword,
      hasTwoFactor: user.totpEnabled,
      frozenReason,
    },
    flags,
    ledger: ledgerPage.list,
    bets: betPage.list,
    deposits: depositPage.list,
    withdrawals: withdrawalPage.list,
    adjustments: adjustmentPage.list,
    bankCard: payout.bankCard,
    usdtAddresses: payout.usdtAddresses,
    invitees: {
      total: invitees.total,
      list: invitees.list.map((row) => ({
        userId: row.userId,
        account: row.account,
        createTime: row.createdAt.toISOString(),
      })),
    },
    sessions: sessions.map((row) => ({
      id: row.id,
      ip: row.ip,
      userAgent: row.userAgent,
      createTime: row.createdAt.toISOString(),
      expireTime: row.expiresAt.toISOString(),
      revokeTime: row.revokedAt?.toISOString() ?? null,
      isLive: row.isLive,
    })),
    playBreak,
  };
}

/**
 * Freezes or unfreezes a player, audited with the reason. Freezing ends their sessions in the same
 * transaction and, once committed, closes their sockets on every node. Asking for the status a player
 * already has changes nothing and logs nothing.
 */
export async function setFrozen(
  ctx: AppContext,
  session: Session,
  form: TPlayerStatusRequest,
  isFrozen: boolean,
  language: Language,
): Promise<TAdminPlayer> {
  const changed = await ctx.db.orm.transaction(async (tx) => {
    const hasChanged = await accounts.setPlayerStatus(
      tx,
      form.userId,
      isFrozen ? 'disabled' : 'active',
      ctx.now(),
    );
    if (hasChanged) {
      await operatorLog.recordAction(tx, session, {
        action: isFrozen ? 'player.freeze' : 'player.unfreeze',
        targetType: 'player',
        targetId: form.userId,
        reason: form.reason,
      });
    }
    return hasChanged;
  });
  if (changed && isFrozen) await ctx.sockets.endUserSessions(form.userId);
  return loadPlayer(ctx, form.userId, language);
}

/**
 * A one-time password for a player who lost theirs: shown once in the answer, never stored in clear; the
 * player must change it at the next sign-in. Their sessions and sockets end now; audited.
 */
export async function resetPassword(
  ctx: AppContext,
  session: Session,
  form: TPlayerStatusRequest,
): Promise<TIssuedPassword> {
  const { user, oneTimePassword } = await ctx.db.orm.transaction(async (tx) => {
    const reset = await accounts.resetPlayerPassword(tx, form.userId, ctx.now());
    await operatorLog.recordAction(tx, session, {
      action: 'player.reset_password',
      targetType: 'player',
      targetId: form.userId,
      reason: form.reason,
    });
    return reset;
  });
  await ctx.sockets.endUserSessions(user.id);
  return { userId: user.id, account: user.account, oneTimePassword };
}

/**
 * Two-step sign-in off for a player who lost the phone with their authenticator: their password alone signs
 * them in again, they are told by a system message, and the reason is audited. A player without it changes
 * nothing and logs nothing.
 */
export async function resetTwoFactor(
  ctx: AppContext,
  session: Session,
  form: TPlayerStatusRequest,
  language: Language,
): Promise<TAdminPlayer> {
  await ctx.db.orm.transaction(async (tx) => {
    await accounts.requirePlayer(tx, form.userId);
    if (!(await accounts.resetTwoFactor(tx, form.userId))) return;
    await operatorLog.recordAction(tx, session, {
      action: 'player.reset_two_factor',
      targetType: 'player',
      targetId: form.userId,
      reason: form.reason,
      before: { hasTwoFactor: true },
      after: { hasTwoFactor: false },
    });
    await notifications.notifyPlayer(tx, form.userId, 'twoFactorReset', []);
  });
  return loadPlayer(ctx, form.userId, language);
}
