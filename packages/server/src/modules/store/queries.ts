// SQL of the store: goods and their stock, orders.
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { storeGoods, storeOrders, users } from '../../db/schema';

export type GoodsRow = typeof storeGoods.$inferSelect;
export type GoodsFields = Omit<typeof storeGoods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OrderRow = typeof storeOrders.$inferSelect;
export type OrderStatus = OrderRow['status'];

export const goodsIsEnabled = eq(storeGoods.isEnabled, true);
export const goodsIdIs = (id: number) => eq(storeGoods.id, id);

export async function selectGoods(db: Executor, filter: SQL | undefined, limit = 1000, offset = 0) {
  return db
    .select()
    .from(storeGoods)
    .where(filter)
    .orderBy(asc(storeGoods.sortOrder), asc(storeGoods.id))
    .limit(limit)
    .offset(offset);
}

export async function countGoods(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(storeGoods).where(filter);
  return row?.count ?? 0;
}

export async function insertGoods(db: Executor, fields: GoodsFields): Promise<number> {
  const [row] = await db.insert(storeGoods).values(fields).returning({ id: storeGoods.id });
  if (!row) throw new Error('insert answered nothing');
  return row.id;
}

export async function updateGoods(db: Executor, id: number, fields: GoodsFields, at: Date) {
  const rows = await db
    .update(storeGoods)
    .set({ ...fields, updatedAt: at })
    .where(eq(storeGoods.id, id))
    .returning({ id: storeGoods.id });
  return rows.length > 0;
}

/**
 * Takes `quantity` from an enabled item's stock in one conditional UPDATE: concurrent buyers queue on the
 * row and each sees the stock the one before left, so it never goes below zero. Undefined: not enough.
 */
export async function takeStock(db: Executor, id: number, quantity: number): Promise<GoodsRow | undefined> {
  const [row] = await db
    .update(storeGoods)
    .set({ stock: sql`${storeGoods.stock} - ${quantity}` })
    .where(and(eq(storeGoods.id, id), goodsIsEnabled, gte(storeGoods.stock, quantity)))
    .returning();
  return row;
}

export async function returnStock(db: Executor, id: number, quantity: number): Promise<void> {
  await db
    .update(storeGoods)
    .set({ stock: sql`${storeGoods.stock} + ${quantity}` })
    .where(eq(storeGoods.id, id));
}

/** Inserts an order, or nothing when the player's key names one already (a concurrent retry). */
export async function insertOrder(
  db: Executor,
  order: typeof storeOrders.$inferInsert,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(storeOrders)
    .values(order)
    .onConflictDoNothing({ target: [storeOrders.userId, storeOrders.idempotencyKey] })
    .returning();
  return row;
}

export async function findOrderByKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.userId, userId), eq(storeOrders.idempotencyKey, key)));
  return row;
}

export async function lockPendingOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.id, id), eq(storeOrders.status, 'pending')))
    .for('update');
  return row;
}

export async function orderExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: storeOrders.id }).from(storeOrders).where(eq(storeOrders.id, id));
  return row !== undefined;
}

export async function decideOrder(
  db: Executor,
  id: number,
  decision: { status: OrderStatus; decidedBy: number; decisionReason: string; decidedAt: Date },
): Promise<void> {
  await db.update(storeOrders).set(decision).where(eq(storeOrders.id, id));
}

export type OrderFilter = { userId?: number; status?: OrderStatus; id?: number };

function orderWhere(filter: OrderFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(storeOrders.userId, filter.userId),
    filter.status === undefined ? undefined : eq(storeOrders.status, filter.status),
    filter.id === undefined ? undefined : eq(storeOrders.id, filter.id),
  );
}

const decider = sql<string | null>`(SELECT account FROM users d WHERE d.id = ${storeOrders.decidedBy})`;

/** Orders with their goods' names and the accounts of buyer and decider, newest first. */
export async function selectOrders(db: Executor, filter: OrderFilter, limit: number, offset: number) {
  return db
    .select({
      order: storeOrders,
      nameZh: storeGoods.nameZh,
      nameEn: storeGoods.nameEn,
      account: users.account,
      decidedByAccount: decider,
    })
    .from(storeOrders)
    .innerJoin(storeGoods, eq(storeGoods.id, storeOrders.goodsId))
    .innerJoin(users, eq(users.id, storeOrders.userId))
    .where(orderWhere(filter))
    .orderBy(desc(storeOrders.id))
    .limit(limit)
    .offset(offset);
}

export type OrderListRow = Awaited<ReturnType<typeof selectOrders>>[number];

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(storeOrders).where(orderWhere(filter));
  return row?.count ?? 0;
}
