// The store: goods with picture, price and stock; a player redeems goods with their balance (one ledger
// transfer to the store sales account, key store:<order id>) and gets an order an operator fulfils, or
// cancels (the money and the stock come back). Stock is taken by a conditional UPDATE in the same
// transaction as the payment, so it never goes below zero and a refused payment takes nothing.
// The operators' side (goods, fulfilling and cancelling orders) is upkeep.ts.
import type {
  Language,
  TGoods,
  TGoodsListResponse,
  TPageRequest,
  TRedeemRequest,
  TStoreOrder,
  TStoreOrderListRequest,
  TStoreOrderListResponse,
} from '@fair28/shared';
import { and } from 'drizzle-orm';
import { retryingTransaction } from '../../db/retry';
import { newOrderNo } from '../../infra/order-numbers';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as ledger from '../ledger/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';
import { goodsView, loadOrder, orderView } from './views';

export type { GoodsFields } from './queries';
export { addGoods, decideOrder, listGoodsForOperator, listOrdersForOperator, saveGoods } from './upkeep';

/** Enabled goods in the operator's order, sold-out ones included (shown as such). */
export async function goodsList(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
): Promise<TGoodsListResponse> {
  const link = await uploads.imageLinks(ctx);
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectGoods(ctx.db.orm, queries.goodsIsEnabled, limit, offset),
      total: () => queries.countGoods(ctx.db.orm, queries.goodsIsEnabled),
    },
    (row) => goodsView(row, language, link),
  );
}

export async function goodsDetail(ctx: AppContext, id: number, language: Language): Promise<TGoods> {
  const [row] = await queries.selectGoods(ctx.db.orm, and(queries.goodsIsEnabled, queries.goodsIdIs(id)));
  if (!row) throw new AppError('NotFound');
  return goodsView(row, language, await uploads.imageLinks(ctx));
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
        idempotencyKey: ledger.ledgerKeys.storeOrder.of(order.id),
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
