// SQL of withdrawals.
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database';
import * as reviewQueues from '../../db/review-queue';
import { users, withdrawals } from '../../db/schema';

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

const reviewer = alias(users, 'reviewer');
const firstApprover = alias(users, 'first_approver');

/** Withdrawals under review, with the accounts of the player, the reviewer and the first approver. */
export const withdrawalQueue = reviewQueues.fourEyesQueue(withdrawals, (db) =>
  db
    .select({
      withdrawal: withdrawals,
      account: reviewQueues.queuePlayer.account,
      reviewedBy: reviewer.account,
      firstApprovedBy: firstApprover.account,
    })
    .from(withdrawals)
    .innerJoin(reviewQueues.queuePlayer, eq(reviewQueues.queuePlayer.id, withdrawals.userId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
    .$dynamic(),
);
export type WithdrawalListRow = NonNullable<Awaited<ReturnType<typeof withdrawalQueue.one>>>;

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
