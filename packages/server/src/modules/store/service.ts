// The store: goods with picture, price and stock; a player redeems goods with their balance (one ledger
// transfer to the store sales account, key store:<order id>) and gets an order an operator fulfils, or
// cancels (the money and the stock come back). Stock is taken by a conditional UPDATE in the same
// transaction as the payment, so it never goes below zero and a refused payment takes nothing.
import {
  formatMinor,
  formatMoney,
  type Language,
  namesIn,
  type TAdminGoods,
  type TAdminStoreOrder,
  type TAdminStoreOrderListResponse,
  type TGoods,
  type TGoodsListResponse,
  type TGoodsSaveRequest,
  type TPageRequest,
  type TRedeemRequest,
  type TReviewRequest,
  type TStoreOrder,
  type TStoreOrderListRequest,
  type TStoreOrderListResponse,
  translate,
} from '@fair28/shared';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
import { newOrderNo } from '../../infra/order-numbers';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { attachImage, sanitizeRichText } from '../content/service';
import * as ledger from '../ledger/service';
import * as notifications from '../notifications/service';
import * as operatorLog from '../operator-log/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';

function goodsView(row: queries.GoodsRow, language: Language): TGoods {
  return {
    id: row.id,
    ...namesIn(language, row),
    description: language === 'zh' ? row.descriptionZh || row.descriptionEn : row.descriptionEn,
    imageUrl: uploads.optionalImageUrl(row.imageId),
    price: formatMinor(row.priceMinor),
    stock: row.stock,
    isSoldOut: row.stock === 0,
  };
}

/** Enabled goods in the operator's order, sold-out ones included (shown as such). */
export async function goodsList(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
): Promise<TGoodsListResponse> {
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectGoods(ctx.db.orm, queries.goodsIsEnabled, limit, offset),
      total: () => queries.countGoods(ctx.db.orm, queries.goodsIsEnabled),
    },
    (row) => goodsView(row, language),
  );
}

export async function goodsDetail(ctx: AppContext, id: number, language: Language): Promise<TGoods> {
  const [row] = await queries.selectGoods(ctx.db.orm, and(queries.goodsIsEnabled, queries.goodsIdIs(id)));
  if (!row) throw new AppError('NotFound');
  return goodsView(row, language);
}

function orderView(row: queries.OrderListRow, language: Language): TStoreOrder {
  const { order } = row;
  return {
    id: order.id,
    orderNo: order.orderNo,
    goodsId: order.goodsId,
    goodsName: language === 'zh' ? row.nameZh : row.nameEn,
    quantity: order.quantity,
    unitPrice: formatMinor(order.unitPriceMinor),
    amount: formatMinor(order.amountMinor),
    note: order.note,
    status: order.status,
    statusName: translate(language, `store.status.${order.status}`),
    reason: order.decisionReason,
    createTime: order.createdAt.toISOString(),
    decideTime: order.decidedAt ? order.decidedAt.toISOString() : '',
  };
}

async function loadOrder(db: Executor, id: number): Promise<queries.OrderListRow> {
  const [row] = await queries.selectOrders(db, { id }, 1, 0);
  if (!row) throw new AppError('NotFound');
  return row;
}

/** Another call with the same key got there first: this one's stock is rolled back and its order answered. */
class SameKeyFirst extends Error {}

/**
 * Redeems goods: takes the stock, records the order and pays it from the wallet, in one transaction (run
 * again after a deadlock). The same idempotency key again answers the first order and moves nothing.
 */
export async function redeem(
  ctx: AppContext,
  session: Session,
  form: TRedeemRequest,
  language: Language,
): Promise<TStoreOrder> {
  const db = ctx.db.orm;
  const earlier = await queries.findOrderByKey(db, session.userId, form.idempotencyKey);
  if (earlier) return orderView(await loadOrder(db, earlier.id), language);
  try {
    const orderId = await retryingTransaction(ctx.db, async (tx) => {
      const goods = await queries.takeStock(tx, form.goodsId, form.quantity);
      if (!goods) {
        const [exists] = await queries.selectGoods(
          tx,
          and(queries.goodsIsEnabled, queries.goodsIdIs(form.goodsId)),
        );
        throw new AppError(exists ? 'OutOfStock' : 'NotFound');
      }
      const order = await queries.insertOrder(tx, {
        orderNo: newOrderNo('S', ctx.now()),
        userId: session.userId,
        goodsId: goods.id,
        quantity: form.quantity,
        unitPriceMinor: goods.priceMinor,
        amountMinor: goods.priceMinor * BigInt(form.quantity),
        note: form.note,
        idempotencyKey: form.idempotencyKey,
      });
      if (!order) throw new SameKeyFirst();
      await ledger.transfer(tx, {
        from: { kind: 'wallet', userId: session.userId },
        to: { kind: 'store_sales' },
        amountMinor: order.amountMinor,
        kind: 'store_purchase',
        idempotencyKey: `store:${order.id}`,
        reference: order.orderNo,
      });
      return order.id;
    });
    return orderView(await loadOrder(db, orderId), language);
  } catch (error) {
    if (!(error instanceof SameKeyFirst)) throw error;
    const first = await queries.findOrderByKey(db, session.userId, form.idempotencyKey);
    if (!first) throw new Error('the order of a taken key was not found');
    return orderView(await loadOrder(db, first.id), language);
  }
}

export async function orderList(
  ctx: AppContext,
  session: Session,
  query: TStoreOrderListRequest,
  language: Language,
): Promise<TStoreOrderListResponse> {
  const filter = { userId: session.userId, status: query.status };
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectOrders(ctx.db.orm, filter, limit, offset),
      total: () => queries.countOrders(ctx.db.orm, filter),
    },
    (row) => orderView(row, language),
  );
}

// Operators: goods upkeep and orders.

function adminGoodsView(row: queries.GoodsRow): TAdminGoods {
  return {
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    imageId: row.imageId ?? '',
    imageUrl: uploads.optionalImageUrl(row.imageId),
    price: formatMinor(row.priceMinor),
    stock: row.stock,
    isEnabled: row.isEnabled,
    sortOrder: row.sortOrder,
  };
}

export async function listGoodsForOperator(ctx: AppContext) {
  return { list: (await queries.selectGoods(ctx.db.orm, undefined)).map(adminGoodsView) };
}

/** Creates goods (no id) or replaces their details, price and stock; disabling hides them. Logged. */
export async function saveGoods(
  ctx: AppContext,
  session: Session,
  form: TGoodsSaveRequest,
): Promise<TAdminGoods> {
  const id = await ctx.db.orm.transaction(async (tx) => {
    const [current] = form.id ? await queries.selectGoods(tx, queries.goodsIdIs(form.id)) : [];
    if (form.id !== undefined && !current) throw new AppError('NotFound');
    const fields: queries.GoodsFields = {
      nameZh: form.nameZh,
      nameEn: form.nameEn,
      descriptionZh: sanitizeRichText(form.descriptionZh),
      descriptionEn: sanitizeRichText(form.descriptionEn),
      imageId: await attachImage(tx, session, form.imageId, current?.imageId ?? null),
      priceMinor: form.price,
      stock: form.stock,
      isEnabled: form.isEnabled,
      sortOrder: form.sortOrder ?? 0,
    };
    const savedId = form.id ?? (await queries.insertGoods(tx, fields));
    if (form.id !== undefined) await queries.updateGoods(tx, form.id, fields, ctx.now());
    await operatorLog.recordAction(tx, session, {
      action: 'goods.save',
      targetType: 'goods',
      targetId: savedId,
    });
    return savedId;
  });
  const [row] = await queries.selectGoods(ctx.db.orm, queries.goodsIdIs(id));
  if (!row) throw new AppError('NotFound');
  return adminGoodsView(row);
}

function adminOrderView(row: queries.OrderListRow, language: Language): TAdminStoreOrder {
  return {
    ...orderView(row, language),
    userId: row.order.userId,
    account: row.account,
    decidedBy: row.decidedByAccount ?? '',
  };
}

export async function listOrdersForOperator(
  ctx: AppContext,
  query: TStoreOrderListRequest,
  language: Language,
): Promise<TAdminStoreOrderListResponse> {
  const filter = { status: query.status };
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectOrders(ctx.db.orm, filter, limit, offset),
      total: () => queries.countOrders(ctx.db.orm, filter),
    },
    (row) => adminOrderView(row, language),
  );
}

/**
 * Fulfils (the goods were delivered) or cancels (the money and the stock return) a pending order, once
 * however many operators decide at once; logged, and the player is told.
 */
export async function decideOrder(
  ctx: AppContext,
  session: Session,
  form: TReviewRequest,
  outcome: 'fulfilled' | 'cancelled',
  language: Language,
): Promise<TAdminStoreOrder> {
  await retryingTransaction(ctx.db, async (tx) => {
    const order = await queries.lockPendingOrder(tx, form.id);
    if (!order) throw new AppError((await queries.orderExists(tx, form.id)) ? 'AlreadyReviewed' : 'NotFound');
    const now = ctx.now();
    await queries.decideOrder(tx, order.id, {
      status: outcome,
      decidedBy: session.userId,
      decisionReason: form.reason,
      decidedAt: now,
    });
    if (outcome === 'cancelled') {
      await queries.returnStock(tx, order.goodsId, order.quantity);
      await ledger.transfer(tx, {
        from: { kind: 'store_sales' },
        to: { kind: 'wallet', userId: order.userId },
        amountMinor: order.amountMinor,
        kind: 'store_refund',
        idempotencyKey: `store-refund:${order.id}`,
        reference: order.orderNo,
      });
    }
    await operatorLog.recordAction(tx, session, {
      action: outcome === 'fulfilled' ? 'store_order.fulfil' : 'store_order.cancel',
      targetType: 'store_order',
      targetId: order.id,
      reason: form.reason,
    });
    await notifications.notifyPlayer(
      tx,
      order.userId,
      outcome === 'fulfilled' ? 'storeOrderFulfilled' : 'storeOrderCancelled',
      [order.orderNo, outcome === 'fulfilled' ? `×${order.quantity}` : formatMoney(order.amountMinor)],
      form.reason,
    );
  });
  return adminOrderView(await loadOrder(ctx.db.orm, form.id), language);
}

/** The demo seed's goods, in the caller's transaction. */
export function addGoods(tx: Executor, fields: queries.GoodsFields): Promise<number> {
  return queries.insertGoods(tx, {
    ...fields,
    descriptionZh: sanitizeRichText(fields.descriptionZh ?? ''),
    descriptionEn: sanitizeRichText(fields.descriptionEn ?? ''),
  });
}

export type { GoodsFields } from './queries';
