// Recovery codes: ten codes shown once when two-step sign-in is turned on (or renewed), each standing in for
// the authenticator's code once. Only an HMAC of each is kept, keyed by FAIR28_TOTP_KEY and the account, so
// a copy of the table alone cannot be searched for them.
import { createHmac, randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../kernel/context';
import * as queries from './queries';

type KeyContext = Pick<AppContext, 'config'>;

function newRecoveryCode(): string {
  return Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('');
}

function hashOf(ctx: KeyContext, userId: number, code: string): string {
  return createHmac('sha256', ctx.config.totpKey).update(`fair28 recovery ${userId} ${code}`).digest('hex');
}

/** New recovery codes for the user, replacing every earlier one: answered in clear this once. */
export async function issueRecoveryCodes(ctx: KeyContext, tx: Executor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await queries.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => hashOf(ctx, userId, code)),
  );
  return codes.map(formatRecoveryCode);
}

/** Spends the code (already normalised) if it is one of the user's unused codes; answers whether it was. */
export function useRecoveryCode(
  ctx: KeyContext & Pick<AppContext, 'now'>,
  tx: Executor,
  userId: number,
  code: string,
): Promise<boolean> {
  return queries.useRecoveryCode(tx, userId, hashOf(ctx, userId, code), ctx.now());
}

export function dropRecoveryCodes(tx: Executor, userId: number): Promise<void> {
  return queries.replaceRecoveryCodes(tx, userId, []);
}

export function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  return queries.countRecoveryCodesLeft(db, userId);
}
