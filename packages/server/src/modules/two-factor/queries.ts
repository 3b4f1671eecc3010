// SQL of two-step sign-in: an account's authenticator secret and last accepted step (columns of users),
// and its recovery codes.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { twoFactorRecoveryCodes, users } from '../../db/schema';

const secretColumns = {
  id: users.id,
  account: users.account,
  totpSecretSealed: users.totpSecretSealed,
  totpEnabled: users.totpEnabled,
  totpLastStep: users.totpLastStep,
};

export type SecretRow = { [K in keyof typeof secretColumns]: (typeof users.$inferSelect)[K] };

export type SecretChanges = Partial<
  Pick<typeof users.$inferInsert, 'totpSecretSealed' | 'totpEnabled' | 'totpLastStep'>
>;

export async function findSecret(db: Executor, userId: number): Promise<SecretRow | undefined> {
  const [row] = await db.select(secretColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The account's row locked until the transaction ends: two requests with one code cannot both pass. */
export async function lockSecret(db: Executor, userId: number): Promise<SecretRow | undefined> {
  const [row] = await db.select(secretColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function updateSecret(db: Executor, userId: number, changes: SecretChanges) {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Replaces every recovery code of the user with these hashes. */
export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  if (codeHashes.length > 0) {
    await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

/** Spends an unused recovery code; false when the user has no such code left. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}
