// Accounts: registration by invitation, login and logout, the user record, the share page and both
// passwords (the login password and the withdrawal security code). New users, signing in (two steps, the
// devices), sessions, public names and staff accounts live beside it; this file is how other modules reach
// all of them.
import {
  formatMinor,
  isPlayerRole,
  type TChangePasswordRequest,
  type TChangeSecurityCodeRequest,
  type TLoginResponse,
  type TPageRequest,
  type TRegisterRequest,
  type TShareListResponse,
  type TUserInfo,
} from '@fair28/shared';

import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { startOfDay } from '../../db/time';
import { loadPage } from '../../infra/paging';
import { hashSecret, verifySecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as cards from '../cards/service';
import * as ledger from '../ledger/service';
import * as securityCode from '../security-code/service';
import { createUser } from './new-user';
import { maskedName } from './public-names';
import * as queries from './queries';
import { type Client, checkRate, startSession } from './sign-in';

export { createUser, hasAnyUser, type NewUser } from './new-user';
export {
  inviteesOf,
  resetPlayerPassword,
  type SessionRecord,
  sessionsOf,
  setPlayerStatus,
} from './player-access';
export { maskedName, publicName, publicNames } from './public-names';
export type { UserRow as UserRecord } from './queries';
export { endOtherSessions, endSession, listSessions } from './session-list';
export { type LiveSession, liveSession, liveSessionIds, sessionOfToken } from './sessions';
export { consoleLogin, login, loginWithCode } from './sign-in';
export {
  changeStaffRole,
  createStaff,
  disableStaff,
  enableStaff,
  listStaff,
  newOneTimePassword,
  resetStaffPassword,
  type StaffChange,
  type StaffCredentials,
  type StaffRef,
  type StaffReset,
} from './staff-accounts';
export {
  confirmOwnTwoFactor,
  confirmTwoFactor,
  disableOwnTwoFactor,
  disableTwoFactor,
  enrolOwnTwoFactor,
  enrolTwoFactor,
  renewOwnRecoveryCodes,
  resetTwoFactor,
  signInSecurity,
} from './two-step';

const MINUTE = 60_000;

export async function register(
  ctx: AppContext,
  form: TRegisterRequest,
  client: Client,
): Promise<TLoginResponse> {
  const { limits } = ctx.config;
  await checkRate(ctx, `register:ip:${client.ip}`, limits.registerPerIpPerHour, 60 * MINUTE);
  // The new password is hashed (scrypt) below: one account name cannot be tried without end either.
  const accountKey = `register:account:${form.account.toLowerCase()}`;
  await checkRate(ctx, accountKey, limits.loginPerAccountPer15Minutes, 15 * MINUTE);
  const inviter = await queries.findUserByInvitationCode(ctx.db.orm, form.code.toUpperCase());
  if (inviter?.status !== 'active') throw new AppError('InvitationCodeInvalid');
  if (await queries.findUserByAccount(ctx.db.orm, form.account)) throw new AppError('AccountTaken');
  try {
    return await ctx.db.orm.transaction(async (tx) => {
      const user = await createUser(tx, {
        account: form.account,
        password: form.password,
        inviterId: inviter.id,
      });
      return startSession(ctx, tx, { user, client });
    });
  } catch (error) {
    // Two registrations of one account racing: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('AccountTaken');
    throw error;
  }
}

/** Ends the session and closes its sockets, on every node. */
export async function logout(ctx: AppContext, session: Session): Promise<void> {
  await queries.revokeSession(ctx.db.orm, session.sessionId, ctx.now());
  await ctx.sockets.endSession(session);
}

/**
 * The share page: the caller's invitation code, the registration link carrying it (on the first
 * configured line, else the address the caller reached), and the players they invited, masked.
 */
export async function shareList(
  ctx: AppContext,
  session: Session,
  page: TPageRequest,
  origin: string,
): Promise<TShareListResponse> {
  const user = await requireUser(ctx, session.userId);
  const db = ctx.db.orm;
  const base = ctx.config.lines[0] ?? origin;
  const [invitees, invitedToday] = await Promise.all([
    loadPage(
      page,
      {
        rows: (limit, offset) => queries.selectInvitees(db, user.id, limit, offset),
        total: () => queries.countInvitees(db, user.id),
      },
      (row) => ({ name: maskedName(row.nickName || row.account), createTime: row.createdAt.toISOString() }),
    ),
    queries.countInvitees(db, user.id, startOfDay(ctx.now(), ctx.config.timeZone)),
  ]);
  return {
    ...invitees,
    code: user.invitationCode,
    link: `${base}/#/pages/reg/reg?code=${encodeURIComponent(user.invitationCode)}`,
    invitedToday,
  };
}

async function requireUser(ctx: AppContext, userId: number): Promise<queries.UserRow> {
  const user = await queries.findUserById(ctx.db.orm, userId);
  if (!user) throw new AppError('LoginExpired');
  return user;
}

export async function userDetails(ctx: AppContext, session: Session): Promise<TUserInfo> {
  const user = await requireUser(ctx, session.userId);
  const balance = await ledger.walletBalance(ctx.db.orm, user.id);
  const card = await cards.cardSummary(ctx.db.orm, user.id);
  const turnoverLeft = user.turnoverRequiredMinor > 0n ? user.turnoverRequiredMinor : 0n;
  return {
    id: user.id,
    account: user.account,
    nickName: user.nickName,
    realName: user.realName || card.realName,
    mobile: user.mobile,
    sex: user.sex,
    userPhoto: user.userPhoto,
    personalSign: user.personalSign,
    code: user.invitationCode,
    qrCode: '',
    level: user.level,
    levelName: `VIP${user.level}`,
    levelIcon: '',
    isNewUser: user.lastLoginAt === null || user.createdAt.getTime() > ctx.now().getTime() - 24 * 60 * MINUTE,
    is_proxy: user.isProxy ? 1 : 0,
    isAuthProxy: user.isAuthProxy ? 1 : 0,
    point: formatMinor(balance),
    needPlayPoint: formatMinor(turnoverLeft),
    bankName: card.bankName,
    bankNo: card.bankNo,
    openCardAddress: card.openCardAddress,
    password: '',
    withdrawalsPassword: user.securityCodeHash ? '******' : '',
    hasSecurityCode: user.securityCodeHash !== null,
    hasTwoFactor: user.totpEnabled,
  };
}

/** Password and security-code changes each cost a slow hash: limited per account and per address. */
async function checkChangeRate(ctx: AppContext, userId: number, client: Pick<Client, 'ip'>) {
  const { limits } = ctx.config;
  await checkRate(ctx, `password:ip:${client.ip}`, limits.passwordChangePerIpPerMinute, MINUTE);
  await checkRate(ctx, `password:user:${userId}`, limits.passwordChangePerAccountPer15Minutes, 15 * MINUTE);
}

/**
 * A new login password ends every session of the user, this one included: they log in again. It also
 * ends a one-time password's restrictions.
 */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  form: TChangePasswordRequest,
  client: Pick<Client, 'ip'>,
): Promise<void> {
  await checkChangeRate(ctx, session.userId, client);
  const user = await requireUser(ctx, session.userId);
  if (!(await verifySecret(form.oldPassword, user.passwordHash))) throw new AppError('WrongOldPassword');
  const passwordHash = await hashSecret(form.newPassword);
  await ctx.db.orm.transaction(async (tx) => {
    await queries.updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    await queries.revokeUserSessions(tx, user.id, ctx.now());
  });
  await ctx.sockets.endUserSessions(user.id);
}

/**
 * The first security code is confirmed with the login password; later ones with the current code, under
 * the same attempt counter and lock as withdrawals.
 */
export async function changeSecurityCode(
  ctx: AppContext,
  session: Session,
  form: TChangeSecurityCodeRequest,
  client: Pick<Client, 'ip'>,
): Promise<void> {
  await checkChangeRate(ctx, session.userId, client);
  const user = await requireUser(ctx, session.userId);
  if (user.securityCodeHash) {
    await securityCode.checkSecurityCode(ctx, user.id, form.oldPassword);
  } else if (!(await verifySecret(form.oldPassword, user.passwordHash))) {
    throw new AppError('WrongOldPassword');
  }
  await queries.updateUser(ctx.db.orm, user.id, { securityCodeHash: await hashSecret(form.newPassword) });
}

// What the money modules need of a player: the security code and the betting turnover owed.

export type MoneyProfile = { hasSecurityCode: boolean; turnoverRequiredMinor: bigint };

export async function moneyProfile(db: Executor, userId: number): Promise<MoneyProfile> {
  const user = await queries.findUserById(db, userId);
  if (!user) throw new AppError('LoginExpired');
  return {
    hasSecurityCode: user.securityCodeHash !== null,
    turnoverRequiredMinor: user.turnoverRequiredMinor,
  };
}

/** A credited deposit must be bet once before it can be withdrawn: its amount joins the turnover owed. */
export async function addTurnoverRequirement(
  tx: Executor,
  userId: number,
  amountMinor: bigint,
): Promise<void> {
  await queries.addTurnoverRequired(tx, userId, amountMinor);
}

/** A player or an agent by id: the target of a balance adjustment. Staff and unknown ids are not found. */
export async function requirePlayer(db: Executor, userId: number): Promise<queries.UserRow> {
  const user = await queries.findUserById(db, userId);
  if (!user || !isPlayerRole(user.role)) throw new AppError('NotFound');
  return user;
}

export async function findUser(db: Executor, userId: number): Promise<queries.UserRow | undefined> {
  return queries.findUserById(db, userId);
}
