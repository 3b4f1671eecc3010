// The withdrawal security code's checking, for every call that needs it (a withdrawal, a new payout account,
// changing the code): an attempt counter taken before the slow hash, and a lock after 5 in a row that were
// not right. Setting the code is the accounts module's.

import { KeyedQueue } from '../../infra/keyed-queue';
import { verifySecret } from '../../infra/secrets';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { perApp } from '../../kernel/per-app';
import * as queries from './queries';

export const MAX_SECURITY_CODE_ATTEMPTS = 5;
export const SECURITY_CODE_LOCK_MS = 30 * 60_000;

function minutesLeft(lockedUntil: Date | null, now: Date): number {
  const ms = lockedUntil ? lockedUntil.getTime() - now.getTime() : 0;
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

function lockedError(minutes: number): AppError {
  return new AppError('WithdrawalLocked', 'error.WithdrawalLocked', [minutes]);
}

/** Minutes until wrong security codes stop locking the player out; 0 when not locked. */
export async function securityCodeLockedMinutes(ctx: AppContext, userId: number): Promise<number> {
  return minutesLeft(await queries.findSecurityCodeLock(ctx.db.orm, userId), ctx.now());
}

// One check at a time per player on this node: parallel requests wait their turn instead of all guessing
// at once. The counter is row-locked in the database, so requests spread over nodes each count too.
const securityCodeChecks = perApp(() => new KeyedQueue<number>());

/**
 * Checks the security code (withdrawals, a new payout destination, changing the code). The attempt is
 * counted before the slow hash: 5 in a row that are not right lock the code for 30 minutes on every node,
 * however many arrive at once; a right one clears the count.
 */
export function checkSecurityCode(ctx: AppContext, userId: number, code: string): Promise<void> {
  return securityCodeChecks(ctx).run(userId, async () => {
    const hash = await queries.findSecurityCodeHash(ctx.db.orm, userId);
    if (!hash) throw new AppError('SecurityCodeNotSet');
    const rule = { maxAttempts: MAX_SECURITY_CODE_ATTEMPTS, lockMs: SECURITY_CODE_LOCK_MS };
    const taken = await queries.takeSecurityCodeAttempt(ctx.db.orm, userId, rule, ctx.now());
    if (taken.lockedUntil) throw lockedError(minutesLeft(taken.lockedUntil, ctx.now()));
    if (await verifySecret(code, hash)) {
      await queries.clearSecurityCodeAttempts(ctx.db.orm, userId);
      return;
    }
    if (taken.attempt >= MAX_SECURITY_CODE_ATTEMPTS) throw lockedError(SECURITY_CODE_LOCK_MS / 60_000);
    const attemptsLeft = MAX_SECURITY_CODE_ATTEMPTS - taken.attempt;
    throw new AppError('WrongSecurityCode', 'error.wrongSecurityCodeAttemptsLeft', [attemptsLeft]);
  });
}
