// The operators' side of the store: goods (price, stock, picture, sanitised description) and the orders
// they fulfil or cancel, each logged in its transaction; and the demo seed's goods.
import {
  formatMoney,
  type Language,
  type TAdminGoods,
  type TAdminStoreOrder,
  type TAdminStoreOrderListResponse,
  type TGoodsSaveRequest,
  type TReviewRequest,
  type TStoreOrderListRequest,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { retryingTransaction } from '../../db/retry';
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
import { adminGoodsView, adminOrderView, loadOrder } from './views';

export async function listGoodsForOperator(ctx: AppContext) {
  const link = await uploads.imageLinks(ctx);
  return { list: (await queries.selectGoods(ctx.db.orm, undefined)).map((row) => adminGoodsView(row, link)) };
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
  return adminGoodsView(row, await uploads.imageLinks(ctx));
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
        idempotencyKey: ledger.ledgerKeys.storeRefund.of(order.id),
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
