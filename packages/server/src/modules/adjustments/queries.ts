// SQL of balance adjustments: an operator's credit or debit of a player's wallet, and its decision.
import type { ListOrder } from '@fair28/shared';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { balanceAdjustments, users } from '../../db/schema';
import { byAge } from '../../infra/paging';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type AdjustmentStatus = AdjustmentRow['status'];

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

export async function adjustmentExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: balanceAdjustments.id })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id));
  return row !== undefined;
}

/** A pending adjustment, locked until the transaction ends, so one decision at a time reads and moves it. */
export async function lockPending(db: Executor, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
    .for('update');
  return row;
}

/** Moves a pending adjustment to its outcome; undefined when it was not pending (decided already). */
export async function settleAdjustment(
  db: Executor,
  id: number,
  outcome: { status: 'applied' | 'rejected'; decidedBy: number; decisionReason: string; decidedAt: Date },
) {
  const [row] = await db
    .update(balanceAdjustments)
    .set(outcome)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
    .returning();
  return row;
}

const player = alias(users, 'player');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Adjustments with the accounts of the player, the operator who made each and the one who decided it. */
export async function selectAdjustments(
  db: Executor,
  filter: SQL | undefined,
  limit: number,
  offset: number,
  order?: ListOrder,
) {
  return db
    .select({
      adjustment: balanceAdjustments,
      account: player.account,
      requestedBy: requester.account,
      decidedBy: decider.account,
    })
    .from(balanceAdjustments)
    .innerJoin(player, eq(player.id, balanceAdjustments.userId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(filter)
    .orderBy(byAge(balanceAdjustments.id, order))
    .limit(limit)
    .offset(offset);
}
export type AdjustmentListRow = Awaited<ReturnType<typeof selectAdjustments>>[number];

export async function countAdjustments(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(balanceAdjustments)
    .innerJoin(player, eq(player.id, balanceAdjustments.userId))
    .where(filter);
  return row?.count ?? 0;
}

export const adjustmentIdIs = (id: number) => eq(balanceAdjustments.id, id);
export const adjustmentStatusIs = (status: AdjustmentStatus) => eq(balanceAdjustments.status, status);
export const adjustmentAccountIs = (account: string) => sql`lower(${player.account}) = lower(${account})`;
