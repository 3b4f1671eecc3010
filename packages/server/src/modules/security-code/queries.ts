// SQL of the security-code counter (one row per player, shared by every node) and the code's hash.
import { eq } from 'drizzle-orm';
import type { Executor, Orm } from '../../db/database';
import { securityCodeFailures, users } from '../../db/schema';

/** Null when the player has not set a security code (or does not exist). */
export async function findSecurityCodeHash(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.securityCodeHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function findSecurityCodeLock(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: securityCodeFailures.lockedUntil })
    .from(securityCodeFailures)
    .where(eq(securityCodeFailures.userId, userId));
  return row?.lockedUntil ?? null;
}

export type AttemptTaken = { attempt: number; lockedUntil: null } | { attempt: 0; lockedUntil: Date };

/**
 * Counts one attempt before the code is hashed (row-locked, so concurrent attempts on any node each count):
 * while a lock stands, no attempt is taken (attempt 0 and the lock's end); after one ended, the count starts
 * again; the attempt that reaches `maxAttempts` sets the lock, and only a right code lifts it.
 */
export async function takeSecurityCodeAttempt(
  db: Orm,
  userId: number,
  rule: { maxAttempts: number; lockMs: number },
  now: Date,
): Promise<AttemptTaken> {
  return db.transaction(async (tx) => {
    await tx.insert(securityCodeFailures).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(securityCodeFailures)
      .where(eq(securityCodeFailures.userId, userId))
      .for('update');
    if (!row) throw new Error('security-code counter missing after insert');
    if (row.lockedUntil && row.lockedUntil > now) return { attempt: 0, lockedUntil: row.lockedUntil };
    const attempt = (row.lockedUntil ? 0 : row.failedAttempts) + 1;
    const lockedUntil = attempt >= rule.maxAttempts ? new Date(now.getTime() + rule.lockMs) : null;
    await tx
      .update(securityCodeFailures)
      .set({ failedAttempts: attempt, lockedUntil })
      .where(eq(securityCodeFailures.userId, userId));
    return { attempt, lockedUntil: null };
  });
}

export async function clearSecurityCodeAttempts(db: Executor, userId: number): Promise<void> {
  await db
    .update(securityCodeFailures)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(securityCodeFailures.userId, userId));
}
