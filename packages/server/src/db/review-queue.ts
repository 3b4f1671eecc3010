// The SQL of a review queue, written once for top-ups, withdrawals, balance adjustments and bank card
// changes: a page of requests as operators (and their players) read them, the filters every queue takes,
// one pending request locked for a decision, the first of two approvals, and the move out of pending.
import type { ListOrder } from '@fair28/shared';
import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  alias,
  type PgColumn,
  type PgSelect,
  type PgTable,
  type PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import { byAge, loadPage, type Page, type PageRequest } from '../infra/paging';
import type { Executor } from './database';
import { users } from './schema';

/** The player a request belongs to, as every queue's select joins them: the account filter reads it. */
export const queuePlayer = alias(users, 'player');

/** A table of requests under review: each one a player's, pending until an operator decides it. */
export type ReviewTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn };
/** A queue whose large requests wait for a second operator after the first approval is recorded. */
export type FourEyesTable = ReviewTable & { firstApprovedBy: PgColumn; firstApprovedAt: PgColumn };

const PENDING = 'pending';

/** What a decision writes: the request's new status, never pending, and the fields that go with it. */
export type Decision<Table extends ReviewTable> = Omit<PgUpdateSetSource<Table>, 'status'> & {
  status: Exclude<Table['$inferSelect']['status'], typeof PENDING>;
};

/** The filters of every queue's list; those a queue's request lacks are simply never set. */
export type QueueFilter<Status> = { status?: Status | undefined; account?: string | undefined };

export type QueueListRequest = PageRequest & { order?: ListOrder | undefined };

/**
 * A queue over `table`. `select` is the request joined with what its views show, `queuePlayer` among the
 * joins, without a where, order or limit: the queue adds them.
 */
export function reviewQueue<Table extends ReviewTable, Select extends PgSelect>(
  table: Table,
  select: (db: Executor) => Select,
) {
  type Row = Table['$inferSelect'];
  type Status = Row['status'];
  type ListRow = Awaited<Select>[number];

  const idIs = (id: number): SQL => eq(table.id, id);
  const pendingIs = (id: number) => and(idIs(id), eq(table.status, PENDING));

  return {
    userIs: (userId: number): SQL => eq(table.userId, userId),

    /** The list's conditions from its filters, with any of the queue's own: undefined when none. */
    where(filter: QueueFilter<Status>, ...more: Array<SQL | undefined>): SQL | undefined {
      const conditions = [
        filter.status ? eq(table.status, filter.status) : undefined,
        filter.account ? sql`lower(${queuePlayer.account}) = lower(${filter.account})` : undefined,
        ...more,
      ].filter((condition) => condition !== undefined);
      return conditions.length > 0 ? and(...conditions) : undefined;
    },

    /** One page of the requests matching `where`, in the order asked (newest first unless told). */
    page<Item>(
      db: Executor,
      where: SQL | undefined,
      request: QueueListRequest,
      view: (row: ListRow) => Item,
    ): Promise<Page<Item>> {
      return loadPage(
        request,
        {
          rows: async (limit, offset) =>
            (await select(db)
              .where(where)
              .orderBy(byAge(table.id, request.order))
              .limit(limit)
              .offset(offset)) as ListRow[],
          total: async () => {
            const [row] = await db
              .select({ count: count() })
              .from(table as PgTable)
              .innerJoin(queuePlayer, eq(queuePlayer.id, table.userId))
              .where(where);
            return row?.count ?? 0;
          },
        },
        view,
      );
    },

    /** One request as its views show it; undefined when there is none. */
    async one(db: Executor, id: number): Promise<ListRow | undefined> {
      const [row] = (await select(db).where(idIs(id)).limit(1)) as ListRow[];
      return row;
    },

    async exists(db: Executor, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(idIs(id));
      return row !== undefined;
    },

    /** A pending request, locked until the transaction ends, so one decision at a time reads and moves it. */
    async lockPending(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(pendingIs(id))
        .for('update')) as Row[];
      return row;
    },

    /**
     * Moves a request out of one of `from` (pending unless told) to its outcome and returns it; undefined
     * when it was in none. The condition on status is what makes concurrent decisions settle it once.
     */
    async settle(
      db: Executor,
      id: number,
      outcome: Decision<Table>,
      from: readonly Status[] = [PENDING as Status],
    ): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set(outcome)
        .where(and(idIs(id), inArray(table.status, [...from])))
        .returning()) as Row[];
      return row;
    },
  };
}

/**
 * A queue whose large requests wait for a second operator (top-ups, withdrawals): a review queue that also
 * records the first of two approvals and filters by where that stands.
 */
export function fourEyesQueue<Table extends FourEyesTable, Select extends PgSelect>(
  table: Table,
  select: (db: Executor) => Select,
) {
  return {
    ...reviewQueue(table, select),

    /** The first of two approvals: the request stays pending, its money unmoved, until a second operator's. */
    async recordFirstApproval(db: Executor, id: number, operatorId: number, at: Date): Promise<void> {
      await db
        .update(table)
        .set({ firstApprovedBy: operatorId, firstApprovedAt: at } as PgUpdateSetSource<Table>)
        .where(and(eq(table.id, id), eq(table.status, PENDING), isNull(table.firstApprovedBy)));
    },

    /** Pending requests a first operator approved (true), or that nobody approved yet (false). */
    awaitsSecondApproval(isAwaiting: boolean | undefined): SQL | undefined {
      if (isAwaiting === undefined) return undefined;
      return and(
        eq(table.status, PENDING),
        isAwaiting ? isNotNull(table.firstApprovedBy) : isNull(table.firstApprovedBy),
      );
    },
  };
}
