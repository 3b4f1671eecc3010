// Two-step sign-in with an authenticator app, one implementation for staff and players (RFC 6238 TOTP: 6
// digits, 30-second steps, SHA-1, which every authenticator app reads), with recovery codes. The secret is
// sealed under FAIR28_TOTP_KEY with the account's id as context; it counts once a first code confirms it. A
// code is accepted once: the step it belongs to is remembered, so a code seen over a shoulder cannot sign in
// again. Codes asked of a signed-in account (turning it on or off, recovery codes, payout accounts,
// withdrawals) are limited per account like passwords; sign-in counts its codes with the password's attempts.
import { isRecoveryCode } from '@fair28/shared';
import { Secret, TOTP } from 'otpauth';
import type { Executor } from '../../db/database';
import { decryptGcm, encryptGcm } from '../../infra/sealed-box';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import * as queries from './queries';
import { dropRecoveryCodes, issueRecoveryCodes, useRecoveryCode } from './recovery-codes';

const FORMAT = 'totp1';
const ISSUER = 'fair28';
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW = 1;
const FIFTEEN_MINUTES = 15 * 60_000;

type TwoFactorContext = Pick<AppContext, 'config' | 'now' | 'rateLimiter'>;

const contextOf = (userId: number) => Buffer.from(`fair28 totp ${userId}`);

function seal(ctx: TwoFactorContext, userId: number, secret: Secret): string {
  const sealed = encryptGcm(ctx.config.totpKey, Buffer.from(secret.bytes), contextOf(userId));
  return `${FORMAT}.${sealed.toString('base64url')}`;
}

function open(ctx: TwoFactorContext, userId: number, sealed: string): Secret {
  const [format, body] = sealed.split('.');
  if (format !== FORMAT || !body) throw new Error('not a sealed TOTP secret');
  const bytes = decryptGcm(ctx.config.totpKey, Buffer.from(body, 'base64url'), contextOf(userId));
  return new Secret({ buffer: new Uint8Array(bytes).buffer });
}

function totpOf(account: string, secret: Secret): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, secret });
}

/** The time step a code belongs to, or null when it is none of the steps around now. */
function stepOf(ctx: TwoFactorContext, totp: TOTP, code: string): number | null {
  const timestamp = ctx.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** Codes a signed-in account may try: as many per 15 minutes as sign-in attempts. */
async function limitCodeAttempts(ctx: TwoFactorContext, userId: number): Promise<void> {
  const limit = ctx.config.limits.loginPerAccountPer15Minutes;
  if (!(await ctx.rateLimiter.hit(`two-factor:user:${userId}`, limit, FIFTEEN_MINUTES))) {
    throw new AppError('RateLimited');
  }
}

/** Whether the account signs in in two steps. */
export async function isTwoFactorOn(db: Executor, userId: number): Promise<boolean> {
  return (await queries.findSecret(db, userId))?.totpEnabled === true;
}

export function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  return queries.countRecoveryCodesLeft(db, userId);
}

/** A new secret for the account, not yet in force: replaces any earlier unconfirmed one. */
export async function enrolTwoFactor(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
): Promise<{ uri: string; secret: string }> {
  const user = await queries.lockSecret(tx, userId);
  if (!user) throw new AppError('LoginExpired');
  if (user.totpEnabled) throw new AppError('InvalidInput');
  const secret = new Secret({ size: 20 });
  await queries.updateSecret(tx, user.id, {
    totpSecretSealed: seal(ctx, user.id, secret),
    totpLastStep: null,
  });
  return { uri: totpOf(user.account, secret).toString(), secret: secret.base32 };
}

/**
 * Checks a code against the account's secret (enrolled or in force) and remembers its step; a wrong code,
 * or one already used, is refused. Locks the user row, so two sign-ins with one code cannot both pass.
 */
export async function acceptCode(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<void> {
  const user = await queries.lockSecret(tx, userId);
  if (!user?.totpSecretSealed) throw new AppError('WrongTwoFactorCode');
  const step = stepOf(ctx, totpOf(user.account, open(ctx, user.id, user.totpSecretSealed)), code);
  if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) {
    throw new AppError('WrongTwoFactorCode');
  }
  await queries.updateSecret(tx, user.id, { totpLastStep: step });
}

/**
 * What sign-in accepts for the second step: the app's code, or one of the account's recovery codes (spent
 * by it). The code comes normalised (`ZSignInCode`).
 */
export async function acceptSignInCode(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<void> {
  if (!isRecoveryCode(code)) return acceptCode(ctx, tx, userId, code);
  if (!(await useRecoveryCode(ctx, tx, userId, code))) throw new AppError('WrongTwoFactorCode');
}

/**
 * The enrolled secret confirmed by a first code: from now on sign-in asks for a code. Answers the first
 * recovery codes, shown this once.
 */
export async function confirmTwoFactor(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<string[]> {
  await limitCodeAttempts(ctx, userId);
  const user = await queries.lockSecret(tx, userId);
  if (!user?.totpSecretSealed || user.totpEnabled) throw new AppError('InvalidInput');
  await acceptCode(ctx, tx, userId, code);
  await queries.updateSecret(tx, userId, { totpEnabled: true });
  return issueRecoveryCodes(ctx, tx, userId);
}

/** Two-step sign-in off: no secret, no recovery codes. */
async function removeTwoFactor(tx: Executor, userId: number): Promise<void> {
  await queries.updateSecret(tx, userId, { totpSecretSealed: null, totpEnabled: false, totpLastStep: null });
  await dropRecoveryCodes(tx, userId);
}

/**
 * Turning the second factor off takes a current code, or a recovery code when the phone is gone, so a
 * session left open cannot do it alone.
 */
export async function disableTwoFactor(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<void> {
  await limitCodeAttempts(ctx, userId);
  const user = await queries.lockSecret(tx, userId);
  if (!user?.totpEnabled) throw new AppError('InvalidInput');
  await acceptSignInCode(ctx, tx, userId, code);
  await removeTwoFactor(tx, user.id);
}

/** New recovery codes for the app's current code; every earlier one stops working. */
export async function renewRecoveryCodes(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<string[]> {
  await limitCodeAttempts(ctx, userId);
  const user = await queries.lockSecret(tx, userId);
  if (!user?.totpEnabled) throw new AppError('InvalidInput');
  await acceptCode(ctx, tx, userId, code);
  return issueRecoveryCodes(ctx, tx, userId);
}

/**
 * An operator's reset for an account whose authenticator is lost: two-step sign-in off without a code.
 * Answers whether there was anything to reset (on, or being set up).
 */
export async function resetTwoFactor(tx: Executor, userId: number): Promise<boolean> {
  const user = await queries.lockSecret(tx, userId);
  if (!user) throw new AppError('NotFound');
  if (!user.totpEnabled && !user.totpSecretSealed) return false;
  await removeTwoFactor(tx, userId);
  return true;
}

/**
 * The check of a money move (a new payout account, a withdrawal): while the account has two-step sign-in
 * on, the app's current code, on every device. Its own transaction: a code spent here stays spent.
 */
export async function checkTwoFactorCode(
  ctx: TwoFactorContext & Pick<AppContext, 'db'>,
  userId: number,
  code: string | undefined,
): Promise<void> {
  if (!(await isTwoFactorOn(ctx.db.orm, userId))) return;
  if (!code) throw new AppError('TwoFactorRequired');
  await limitCodeAttempts(ctx, userId);
  await ctx.db.orm.transaction((tx) => acceptCode(ctx, tx, userId, code));
}
