// The optional TOTP second factor of staff accounts (RFC 6238: 6 digits, 30-second steps, SHA-1, which
// every authenticator app reads). The secret is sealed under FAIR28_TOTP_KEY with the account's id as
// context; it counts once a first code confirms it. A code is accepted once: the step it belongs to is
// remembered, so a code seen over a shoulder cannot sign in again.
import { Secret, TOTP } from 'otpauth';
import type { Executor } from '../../db/database';
import { decryptGcm, encryptGcm } from '../../infra/sealed-box';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import * as queries from './queries';

const FORMAT = 'totp1';
const ISSUER = 'fair28';
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW = 1;

type TwoFactorContext = Pick<AppContext, 'config' | 'now'>;

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

/** A new secret for the account, not yet in force: replaces any earlier unconfirmed one. */
export async function enrolTwoFactor(
  ctx: TwoFactorContext,
  db: Executor,
  user: queries.UserRow,
): Promise<{ uri: string; secret: string }> {
  if (user.totpEnabled) throw new AppError('InvalidInput');
  const secret = new Secret({ size: 20 });
  await queries.updateUser(db, user.id, { totpSecretSealed: seal(ctx, user.id, secret), totpLastStep: null });
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
  const user = await queries.lockUser(tx, userId);
  if (!user?.totpSecretSealed) throw new AppError('WrongTwoFactorCode');
  const step = stepOf(ctx, totpOf(user.account, open(ctx, user.id, user.totpSecretSealed)), code);
  if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) {
    throw new AppError('WrongTwoFactorCode');
  }
  await queries.updateUser(tx, user.id, { totpLastStep: step });
}

/** The enrolled secret confirmed by a first code: from now on sign-in asks for a code. */
export async function confirmTwoFactor(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<void> {
  const user = await queries.lockUser(tx, userId);
  if (!user?.totpSecretSealed || user.totpEnabled) throw new AppError('InvalidInput');
  await acceptCode(ctx, tx, userId, code);
  await queries.updateUser(tx, userId, { totpEnabled: true });
}

/** Turning the second factor off takes a current code, so a session left open cannot do it alone. */
export async function disableTwoFactor(
  ctx: TwoFactorContext,
  tx: Executor,
  userId: number,
  code: string,
): Promise<void> {
  const user = await queries.lockUser(tx, userId);
  if (!user?.totpEnabled) throw new AppError('InvalidInput');
  await acceptCode(ctx, tx, userId, code);
  await queries.updateUser(tx, userId, { totpSecretSealed: null, totpEnabled: false, totpLastStep: null });
}
