// SQL of the operator audit log: append-only rows (a trigger refuses edits and deletes, migration 0015) of
// who did what to which record, from where, what it was before and after, and why.
import type { ListOrder } from '@fair28/shared';
import { and, count, desc, eq, gte, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { operatorActions, users } from '../../db/schema';
import { startOfDate } from '../../db/time';
import { byAge } from '../../infra/paging';

export async function insertAction(db: Executor, action: typeof operatorActions.$inferInsert): Promise<void> {
  await db.insert(operatorActions).values(action);
}

export type ActionFilter = {
  action?: string | undefined;
  /** The operator's account; `-` for the command line. */
  operator?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  /** Days (yyyy-mm-dd) in `timeZone`, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

/** The conditions of a search; actions and accounts compare without regard to case. */
export function whereActions(filter: ActionFilter, timeZone: string): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.action) {
    const action = filter.action.toLowerCase();
    conditions.push(
      action.endsWith('.')
        ? like(sql`lower(${operatorActions.action})`, `${action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(sql`lower(${operatorActions.action})`, action),
    );
  }
  if (filter.operator === '-') conditions.push(isNull(operatorActions.operatorId));
  else if (filter.operator) conditions.push(eq(sql`lower(${users.account})`, filter.operator.toLowerCase()));
  if (filter.targetType) conditions.push(eq(operatorActions.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(operatorActions.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(operatorActions.createdAt, startOfDate(filter.from, timeZone)));
  if (filter.to) conditions.push(lt(operatorActions.createdAt, startOfDate(filter.to, timeZone, 1)));
  return and(...conditions);
}

export async function selectActions(
  db: Executor,
  filter: SQL | undefined,
  limit: number,
  offset: number,
  order?: ListOrder,
) {
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
        before: operatorActions.before,
        after: operatorActions.after,
        ip: operatorActions.ip,
        createdAt: operatorActions.createdAt,
      })
      .from(operatorActions)
      // Command-line actions have no operator.
      .leftJoin(users, eq(users.id, operatorActions.operatorId))
      .where(filter)
      .orderBy(byAge(operatorActions.id, order))
      .limit(limit)
      .offset(offset)
  );
}

export async function countActions(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(operatorActions)
    .leftJoin(users, eq(users.id, operatorActions.operatorId))
    .where(filter);
  return row?.count ?? 0;
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
