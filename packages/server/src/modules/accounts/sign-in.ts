// Signing in: the password step and, for an account with two-step sign-in on, the code step. A player's
// password step on a device not trusted answers a short-lived challenge instead of a session; the code step
// answers it (the app's code or a recovery code) and only then starts the session, trusting the device. The
// console's sign-in takes both in one form. Every attempt of either step counts against the account's and
// the address's sign-in limits, which only a started session resets.
import {
  isPlayerRole,
  isSignInChallenge,
  isStaffRole,
  type TLoginCodeRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TLoginResult,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { DECOY_HASH, hashToken, newSessionToken, verifySecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { acceptSignInCode } from '../two-factor/service';
import * as deviceQueries from './device-queries';
import { announceNewDeviceSignIn, type Client, isTrusted, knownDevice, signInDevice } from './devices';
import * as queries from './queries';

export type { Client } from './devices';

const MINUTE = 60_000;
/** How long the code step may come after the password step. */
const CHALLENGE_TTL_MS = 5 * MINUTE;
/** Codes one challenge may be answered with before the password is asked again. */
const CHALLENGE_ATTEMPTS = 5;

export async function checkRate(ctx: AppContext, key: string, limit: number, windowMs: number) {
  if (!(await ctx.rateLimiter.hit(key, limit, windowMs))) throw new AppError('RateLimited');
}

const accountKeyOf = (account: string) => `login:account:${account.toLowerCase()}`;

/** Each attempt at either step: per address per minute, per account per 15 minutes. */
async function countSignInAttempt(ctx: AppContext, account: string, client: Client): Promise<void> {
  const { limits } = ctx.config;
  await checkRate(ctx, `login:ip:${client.ip}`, limits.loginPerIpPerMinute, MINUTE);
  await checkRate(ctx, accountKeyOf(account), limits.loginPerAccountPer15Minutes, 15 * MINUTE);
}

type SessionStart = {
  user: queries.UserRow;
  client: Client;
  /** A player's device: the known one that presented its token, or none (a new one is made). */
  known?: deviceQueries.DeviceRow | undefined;
  /** The device just passed the two-step code: trusted from now on. */
  hasPassedCode?: boolean;
};

/**
 * A new session in the caller's transaction. A player's is tied to a device, the player told when that
 * device is new to an account that knew others (its first device, at registration or at the first sign-in
 * since devices were kept, is no news); staff sessions have none.
 */
export async function startSession(
  ctx: AppContext,
  tx: Executor,
  start: SessionStart,
): Promise<TLoginResponse> {
  const { user, client } = start;
  const device = isPlayerRole(user.role)
    ? await signInDevice(ctx, tx, user.id, start.known, start.hasPassedCode === true)
    : undefined;
  if (device?.isNew && device.hadOthers) await announceNewDeviceSignIn(tx, user.id, client, ctx.now());
  const token = newSessionToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.sessionTtlMs);
  await queries.insertSession(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    lastSeenAt: ctx.now(),
    deviceId: device?.id ?? null,
    ...client,
  });
  await queries.updateUser(tx, user.id, { lastLoginAt: ctx.now() });
  return {
    token,
    uLoginId: user.id,
    account: user.account,
    expiresAt: expiresAt.toISOString(),
    ...(device?.newToken ? { deviceToken: device.newToken } : {}),
  };
}

/** A player's password step passed on a device not trusted: what the code step will answer. */
async function issueChallenge(
  ctx: AppContext,
  user: queries.UserRow,
  device: deviceQueries.DeviceRow | undefined,
): Promise<TLoginResult> {
  const challenge = newSessionToken();
  const expiresAt = new Date(ctx.now().getTime() + CHALLENGE_TTL_MS);
  await ctx.db.orm.transaction(async (tx) => {
    await deviceQueries.deleteSpentChallenges(tx, user.id, ctx.now());
    await deviceQueries.insertChallenge(tx, {
      userId: user.id,
      tokenHash: hashToken(challenge),
      deviceId: device?.id ?? null,
      expiresAt,
    });
  });
  return { challenge, expiresAt: expiresAt.toISOString() };
}

/**
 * The password step. With two-step sign-in on: the console's form carries its code; a player on a trusted
 * device signs in without one; a player elsewhere gets a challenge; a staff account through the player's
 * sign-in is asked for the code (the console asks it in the same form). `isConsole`: the console's
 * sign-in, which refuses player accounts before any session is made.
 */
export async function login(
  ctx: AppContext,
  form: TLoginRequest & { code?: string | undefined },
  client: Client,
  options: { isConsole?: boolean } = {},
): Promise<TLoginResult> {
  await countSignInAttempt(ctx, form.account, client);
  const user = await queries.findUserByAccount(ctx.db.orm, form.account);
  const isMatch = await verifySecret(form.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !isMatch) throw new AppError('WrongCredentials');
  if (options.isConsole && !isStaffRole(user.role)) throw new AppError('NotStaffAccount');
  if (user.status !== 'active') throw new AppError('AccountDisabled');
  const isPlayer = isPlayerRole(user.role);
  const device = isPlayer ? await knownDevice(ctx.db.orm, user.id, form.deviceToken) : undefined;
  if (user.totpEnabled && isPlayer && !options.isConsole && !isTrusted(device, ctx.now())) {
    // The account's attempts are not reset: only the code step's session does that.
    return issueChallenge(ctx, user, device);
  }
  // A wrong code counts against the account's attempts like a wrong password (the limit is not reset).
  const answer = await ctx.db.orm.transaction(async (tx) => {
    if (user.totpEnabled && !isPlayer) {
      if (!form.code) throw new AppError('TwoFactorRequired');
      await acceptSignInCode(ctx, tx, user.id, form.code);
    }
    return startSession(ctx, tx, { user, client, known: device });
  });
  await ctx.rateLimiter.reset(accountKeyOf(user.account));
  return answer;
}

/** The console's sign-in: staff only, the code (if any) in the same form; never a challenge. */
export async function consoleLogin(
  ctx: AppContext,
  form: TLoginRequest & { code?: string | undefined },
  client: Client,
): Promise<TLoginResponse> {
  const answer = await login(ctx, form, client, { isConsole: true });
  if (isSignInChallenge(answer)) throw new Error('the console sign-in answered a challenge');
  return answer;
}

/**
 * The code step: the challenge of a password step not older than 5 minutes, and the app's code or a
 * recovery code. A challenge answers one session, and is spent after 5 wrong codes.
 */
export async function loginWithCode(
  ctx: AppContext,
  form: TLoginCodeRequest,
  client: Client,
): Promise<TLoginResponse> {
  const { limits } = ctx.config;
  await checkRate(ctx, `login:ip:${client.ip}`, limits.loginPerIpPerMinute, MINUTE);
  const challenge = await deviceQueries.takeChallengeAttempt(
    ctx.db.orm,
    hashToken(form.challenge),
    CHALLENGE_ATTEMPTS,
    ctx.now(),
  );
  if (!challenge) throw new AppError('SignInChallengeExpired');
  const user = await queries.findUserById(ctx.db.orm, challenge.userId);
  if (user?.status !== 'active') throw new AppError('SignInChallengeExpired');
  await checkRate(ctx, accountKeyOf(user.account), limits.loginPerAccountPer15Minutes, 15 * MINUTE);
  const answer = await ctx.db.orm.transaction(async (tx) => {
    await acceptSignInCode(ctx, tx, user.id, form.code);
    if (!(await deviceQueries.useChallenge(tx, challenge.id, ctx.now()))) {
      throw new AppError('SignInChallengeExpired');
    }
    const known = challenge.deviceId ? await deviceQueries.findDeviceById(tx, challenge.deviceId) : undefined;
    return startSession(ctx, tx, { user, client, known, hasPassedCode: true });
  });
  await ctx.rateLimiter.reset(accountKeyOf(user.account));
  return answer;
}
