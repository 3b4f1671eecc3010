// Accounts: registration by invitation, login sessions, the user record, and both passwords
// (the login password and the withdrawal security code).
import { randomInt } from 'node:crypto';
import {
  formatMinor,
  isPlayerRole,
  isStaffRole,
  type StaffRole,
  type TChangePasswordRequest,
  type TChangeSecurityCodeRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TPageRequest,
  type TRegisterRequest,
  type TShareListResponse,
  type TUserInfo,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { startOfDay } from '../../db/time';
import { MicroBatch } from '../../infra/micro-batch';
import { loadPage } from '../../infra/paging';
import { DECOY_HASH, hashSecret, hashToken, newSessionToken, verifySecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { perApp } from '../../kernel/per-app';
import type { Session } from '../../kernel/session';
import * as cards from '../cards/service';
import * as ledger from '../ledger/service';
import * as securityCode from '../security-code/service';
import * as queries from './queries';

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MINUTE = 60_000;

function newInvitationCode(): string {
  return Array.from({ length: 6 }, () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)]).join('');
}

type Client = { ip: string; userAgent: string };

async function startSession(
  ctx: AppContext,
  db: Executor,
  user: queries.UserRow,
  client: Client,
): Promise<TLoginResponse> {
  const token = newSessionToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.sessionTtlMs);
  await queries.insertSession(db, { userId: user.id, tokenHash: hashToken(token), expiresAt, ...client });
  await queries.updateUser(db, user.id, { lastLoginAt: ctx.now() });
  return { token, uLoginId: user.id, account: user.account, expiresAt: expiresAt.toISOString() };
}

export type NewUser = {
  account: string;
  password: string;
  role?: queries.UserRow['role'];
  inviterId?: number | null;
  invitationCode?: string;
  isProxy?: boolean;
  /** A one-time password: the first session may only change it (staff made on the command line). */
  mustChangePassword?: boolean;
};

export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await queries.countUsers(db)) > 0;
}

/** Creates a user in the caller's transaction; players and agents with their ledger accounts. */
export async function createUser(tx: Executor, user: NewUser): Promise<queries.UserRow> {
  const passwordHash = await hashSecret(user.password);
  const row = await queries.insertUser(tx, {
    account: user.account,
    passwordHash,
    role: user.role ?? 'player',
    inviterId: user.inviterId ?? null,
    invitationCode: user.invitationCode ?? newInvitationCode(),
    isProxy: user.isProxy ?? false,
    nickName: user.account,
    mustChangePassword: user.mustChangePassword ?? false,
  });
  // Staff never hold money: no wallet, so no path of the ledger can ever credit one.
  if (isPlayerRole(row.role)) await ledger.openPlayerAccounts(tx, row.id);
  return row;
}

async function checkRate(ctx: AppContext, key: string, limit: number, windowMs: number) {
  if (!(await ctx.rateLimiter.hit(key, limit, windowMs))) throw new AppError('RateLimited');
}

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
      return startSession(ctx, tx, user, client);
    });
  } catch (error) {
    // Two registrations of one account racing: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('AccountTaken');
    throw error;
  }
}

export async function login(ctx: AppContext, form: TLoginRequest, client: Client): Promise<TLoginResponse> {
  const { limits } = ctx.config;
  await checkRate(ctx, `login:ip:${client.ip}`, limits.loginPerIpPerMinute, MINUTE);
  const accountKey = `login:account:${form.account.toLowerCase()}`;
  await checkRate(ctx, accountKey, limits.loginPerAccountPer15Minutes, 15 * MINUTE);
  const user = await queries.findUserByAccount(ctx.db.orm, form.account);
  const isMatch = await verifySecret(form.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !isMatch) throw new AppError('WrongCredentials');
  if (user.status !== 'active') throw new AppError('AccountDisabled');
  await ctx.rateLimiter.reset(accountKey);
  return startSession(ctx, ctx.db.orm, user, client);
}

/** Ends the session and closes its sockets, on every node. */
export async function logout(ctx: AppContext, session: Session): Promise<void> {
  await queries.revokeSession(ctx.db.orm, session.sessionId, ctx.now());
  await ctx.sockets.endSession(session);
}

export type LiveSession = Session & { nickName: string };

/** A session that may still act: not revoked, not expired, its user active. */
export async function liveSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  sessionId: number,
): Promise<LiveSession | undefined> {
  return queries.findLiveSessionById(ctx.db.orm, sessionId, ctx.now());
}

/** The live ones among `sessionIds`. */
export async function liveSessionIds(
  ctx: Pick<AppContext, 'db' | 'now'>,
  sessionIds: number[],
): Promise<Set<number>> {
  return new Set(await queries.findLiveSessionIds(ctx.db.orm, sessionIds, ctx.now()));
}

// Every token call looks its session up; concurrent calls share one query (read after each call arrived,
// so a revoked session is refused as promptly as with one query per call).
const sessionLookup = perApp(
  (ctx) => new MicroBatch((hashes: string[]) => queries.findLiveSessions(ctx.db.orm, hashes, ctx.now())),
);

/** The session a login token belongs to, while it may act (live, its user active); else undefined. */
export async function sessionOfToken(ctx: AppContext, token: string): Promise<Session | undefined> {
  const session = await sessionLookup(ctx).get(hashToken(token));
  if (session?.status !== 'active') return undefined;
  const { sessionId, userId, role, mustChangePassword } = session;
  return { sessionId, userId, role, mustChangePassword };
}

/**
 * How other players see someone in a room's feed: the nickname with its middle hidden, so a room
 * never learns the account names players log in with.
 */
export function maskedName(nickName: string): string {
  const letters = [...nickName];
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  return `${letters.slice(0, 2).join('')}***${letters.at(-1)}`;
}

export async function publicName(db: Executor, userId: number): Promise<string> {
  const user = await queries.findUserById(db, userId);
  return maskedName(user?.nickName || user?.account || '');
}

/** How other players see each of these users (masked), by id. */
export async function publicNames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const rows = await queries.selectNames(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, maskedName(row.nickName || row.account)]));
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

// Staff accounts, made and looked after on the server's command line (cli/operator.ts).

const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const ONE_TIME_LENGTH = 16;

/**
 * 16 letters and digits from an alphabet without look-alikes (about 92 bits), with a letter and a digit
 * so it passes the password rules it must be changed under.
 */
export function newOneTimePassword(): string {
  for (;;) {
    const password = Array.from(
      { length: ONE_TIME_LENGTH },
      () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)],
    ).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export type StaffCredentials = { user: queries.UserRow; oneTimePassword: string };

/** A new staff account with a one-time password, in the caller's transaction. */
export async function createStaff(tx: Executor, account: string, role: StaffRole): Promise<StaffCredentials> {
  if (await queries.findUserByAccount(tx, account)) throw new AppError('AccountTaken');
  const oneTimePassword = newOneTimePassword();
  try {
    const user = await createUser(tx, { account, password: oneTimePassword, role, mustChangePassword: true });
    return { user, oneTimePassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('AccountTaken');
    throw error;
  }
}

async function requireStaff(db: Executor, account: string): Promise<queries.UserRow> {
  const user = await queries.findUserByAccount(db, account);
  if (!user || !isStaffRole(user.role)) throw new AppError('NotFound');
  return user;
}

/** A forgotten or leaked staff password: a new one-time one, every session ended. Enables the account. */
export async function resetStaffPassword(
  tx: Executor,
  account: string,
  now: Date,
): Promise<StaffCredentials> {
  const user = await requireStaff(tx, account);
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashSecret(oneTimePassword);
  await queries.updateUser(tx, user.id, { passwordHash, mustChangePassword: true, status: 'active' });
  await queries.revokeUserSessions(tx, user.id, now);
  return { user, oneTimePassword };
}

/** Someone who left: the account can no longer sign in, and its sessions end now. */
export async function disableStaff(tx: Executor, account: string, now: Date): Promise<queries.UserRow> {
  const user = await requireStaff(tx, account);
  await queries.updateUser(tx, user.id, { status: 'disabled' });
  await queries.revokeUserSessions(tx, user.id, now);
  return user;
}

export function listStaff(db: Executor): Promise<queries.UserRow[]> {
  return queries.selectStaff(db);
}

export async function findUser(db: Executor, userId: number): Promise<queries.UserRow | undefined> {
  return queries.findUserById(db, userId);
}
