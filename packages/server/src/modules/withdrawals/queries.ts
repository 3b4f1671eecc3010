// SQL of withdrawals.
import type { ListOrder } from '@fair28/shared';
import { and, count, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database';
import { users, withdrawals } from '../../db/schema';
import { byAge } from '../../infra/paging';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Withdrawals a player made since `from` that still count against the daily limit (not rejected). */
export async function countSince(db: Executor, userId: number, from: SQL): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        ne(withdrawals.status, 'rejected'),
        sql`${withdrawals.createdAt} >= ${from}`,
      ),
    );
  return row?.count ?? 0;
}

/** Undefined when the player already made a withdrawal with this request key: the first one stands. */
export async function insertWithdrawal(db: Executor, withdrawal: typeof withdrawals.$inferInsert) {
  const [row] = await db
    .insert(withdrawals)
    .values(withdrawal)
    .onConflictDoNothing({ target: [withdrawals.userId, withdrawals.requestKey] })
    .returning();
  return row;
}

export async function findByKey(db: Executor, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey)));
  return row;
}

export async function withdrawalExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id));
  return row !== undefined;
}

/** A pending withdrawal, locked until the transaction ends, so one decision at a time reads and moves it. */
export async function lockPendingWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .for('update');
  return row;
}

/** The first of two approvals: the withdrawal stays pending, its money in the hold, until a second one. */
export async function recordFirstApproval(db: Executor, id: number, operatorId: number, at: Date) {
  await db
    .update(withdrawals)
    .set({ firstApprovedBy: operatorId, firstApprovedAt: at })
    .where(
      and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), isNull(withdrawals.firstApprovedBy)),
    );
}

/** Moves a pending withdrawal to its outcome; undefined when it was not pending (decided already). */
export async function settleWithdrawal(
  db: Executor,
  id: number,
  outcome: { status: 'paid' | 'rejected'; reviewedBy: number; reviewReason: string; reviewedAt: Date },
) {
  const [row] = await db
    .update(withdrawals)
    .set(outcome)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  return row;
}

const player = alias(users, 'player');
const reviewer = alias(users, 'reviewer');
const firstApprover = alias(users, 'first_approver');

export async function selectWithdrawals(
  db: Executor,
  filter: SQL | undefined,
  limit: number,
  offset: number,
  order?: ListOrder,
) {
  return db
    .select({
      withdrawal: withdrawals,
      account: player.account,
      reviewedBy: reviewer.account,
      firstApprovedBy: firstApprover.account,
    })
    .from(withdrawals)
    .innerJoin(player, eq(player.id, withdrawals.userId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
    .where(filter)
    .orderBy(byAge(withdrawals.id, order))
    .limit(limit)
    .offset(offset);
}
export type WithdrawalListRow = Awaited<ReturnType<typeof selectWithdrawals>>[number];

export async function countWithdrawals(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(withdrawals)
    .innerJoin(player, eq(player.id, withdrawals.userId))
    .where(filter);
  return row?.count ?? 0;
}

export const withdrawalIdIs = (id: number) => eq(withdrawals.id, id);
export const withdrawalUserIs = (userId: number) => eq(withdrawals.userId, userId);
export const withdrawalStatusIs = (status: WithdrawalRow['status']) => eq(withdrawals.status, status);
export const withdrawalAccountIs = (account: string) => sql`lower(${player.account}) = lower(${account})`;
/** Pending withdrawals a first operator approved (true), or that nobody approved yet (false). */
export const withdrawalAwaitsSecondApproval = (isAwaiting: boolean) =>
  and(
    eq(withdrawals.status, 'pending'),
    isAwaiting ? isNotNull(withdrawals.firstApprovedBy) : isNull(withdrawals.firstApprovedBy),
  );

/** Per player, the sum of their pending withdrawals: what their withdrawal hold must contain. */
export async function pendingTotals(db: Executor): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ userId: withdrawals.userId, total: sql<string>`sum(${withdrawals.amountMinor})::text` })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending'))
    .groupBy(withdrawals.userId);
  return new Map(rows.map((row) => [row.userId, BigInt(row.total)]));
}

export type PayoutTimes = { pending: number; paid: number; medianSeconds: number | null };

/** Withdrawals waiting now, and those paid since `since` with the median time from request to payment. */
export async function selectPayoutTimes(db: Executor, since: Date): Promise<PayoutTimes> {
  const [row] = await queryRows<{ pending: number; paid: number; median: number | string | null }>(
    db,
    sql`SELECT (SELECT count(*)::integer FROM withdrawals WHERE status = 'pending') AS pending,
               count(*)::integer AS paid,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM reviewed_at - created_at)) AS median
        FROM withdrawals
        WHERE status = 'paid' AND reviewed_at >= ${since.toISOString()}::timestamptz`,
  );
  const median = row?.median;
  return {
    pending: row?.pending ?? 0,
    paid: row?.paid ?? 0,
    medianSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
  };
}
