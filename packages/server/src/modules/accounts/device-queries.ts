// SQL of the devices players sign in on, and of the password steps waiting for their two-step code.
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { knownDevices, signInChallenges } from '../../db/schema';

export type DeviceRow = typeof knownDevices.$inferSelect;
export type ChallengeRow = typeof signInChallenges.$inferSelect;

export async function findDevice(db: Executor, userId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, tokenHash)));
  return row;
}

export async function hasDevices(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function findDeviceById(db: Executor, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(knownDevices).where(eq(knownDevices.id, id));
  return row;
}

export async function insertDevice(
  db: Executor,
  device: typeof knownDevices.$inferInsert,
): Promise<DeviceRow> {
  const [row] = await db.insert(knownDevices).values(device).returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

export async function updateDevice(
  db: Executor,
  id: number,
  changes: Partial<typeof knownDevices.$inferInsert>,
) {
  await db.update(knownDevices).set(changes).where(eq(knownDevices.id, id));
}

/** No device of the user is trusted any more (two-step sign-in turned off, or on anew). */
export async function distrustDevices(db: Executor, userId: number) {
  await db.update(knownDevices).set({ trustedUntil: null }).where(eq(knownDevices.userId, userId));
}

export async function insertChallenge(db: Executor, challenge: typeof signInChallenges.$inferInsert) {
  await db.insert(signInChallenges).values(challenge);
}

/** The user's challenges that can no longer be answered: nothing reads them again. */
export async function deleteSpentChallenges(db: Executor, userId: number, now: Date) {
  await db
    .delete(signInChallenges)
    .where(
      and(
        eq(signInChallenges.userId, userId),
        or(lte(signInChallenges.expiresAt, now), sql`${signInChallenges.usedAt} IS NOT NULL`),
      ),
    );
}

/**
 * Counts one attempt at a challenge that may still be answered (unused, unexpired, fewer than `maxAttempts`
 * tries), committed at once so a wrong code's attempt stays counted; undefined when it may not.
 */
export async function takeChallengeAttempt(
  db: Executor,
  tokenHash: string,
  maxAttempts: number,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Marks the challenge answered; false when another request answered it first. */
export async function useChallenge(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}
