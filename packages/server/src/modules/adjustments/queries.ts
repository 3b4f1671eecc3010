// SQL of balance adjustments: an operator's credit or debit of a player's wallet, and its decision.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import * as reviewQueues from '../../db/review-queue';
import { balanceAdjustments, users } from '../../db/schema';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

/** Undefined when this operator already made an adjustment under this key: the first one stands. */
export async function insertAdjustment(db: Executor, adjustment: typeof balanceAdjustments.$inferInsert) {
  const [row] = await db
    .insert(balanceAdjustments)
    .values(adjustment)
    .onConflictDoNothing({ target: [balanceAdjustments.requestedBy, balanceAdjustments.idempotencyKey] })
    .returning();
  return row;
}

export async function findByKey(db: Executor, requestedBy: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.requestedBy, requestedBy),
        eq(balanceAdjustments.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Adjustments with the accounts of the player, the operator who made each and the one who decided it. */
export const adjustmentQueue = reviewQueues.reviewQueue(balanceAdjustments, (db) =>
  db
    .select({
      adjustment: balanceAdjustments,
      account: reviewQueues.queuePlayer.account,
      requestedBy: requester.account,
      decidedBy: decider.account,
    })
    .from(balanceAdjustments)
    .innerJoin(reviewQueues.queuePlayer, eq(reviewQueues.queuePlayer.id, balanceAdjustments.userId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .$dynamic(),
);
export type AdjustmentListRow = NonNullable<Awaited<ReturnType<typeof adjustmentQueue.one>>>;
