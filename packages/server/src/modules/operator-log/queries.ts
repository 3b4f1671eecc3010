// SQL of the operator audit log: append-only rows of who did what to which record, and why.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { operatorActions, users } from '../../db/schema';

export async function insertAction(db: Executor, action: typeof operatorActions.$inferInsert): Promise<void> {
  await db.insert(operatorActions).values(action);
}

export async function selectActions(db: Executor, filter: SQL | undefined, limit: number, offset: number) {
  return (
    db
      .select({
        id: operatorActions.id,
        operatorId: operatorActions.operatorId,
        operator: users.account,
        action: operatorActions.action,
        targetType: operatorActions.targetType,
        targetId: operatorActions.targetId,
        reason: operatorActions.reason,
        createdAt: operatorActions.createdAt,
      })
      .from(operatorActions)
      // Command-line actions have no operator.
      .leftJoin(users, eq(users.id, operatorActions.operatorId))
      .where(filter)
      .orderBy(desc(operatorActions.id))
      .limit(limit)
      .offset(offset)
  );
}

export async function countActions(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(operatorActions).where(filter);
  return row?.count ?? 0;
}

export function actionIs(action: string): SQL {
  return eq(operatorActions.action, action);
}

/** The newest action of this kind on this record. */
export async function findLastAction(db: Executor, action: string, targetType: string, targetId: number) {
  const [row] = await db
    .select()
    .from(operatorActions)
    .where(
      and(
        eq(operatorActions.action, action),
        eq(operatorActions.targetType, targetType),
        eq(operatorActions.targetId, targetId),
      ),
    )
    .orderBy(desc(operatorActions.id))
    .limit(1);
  return row;
}
