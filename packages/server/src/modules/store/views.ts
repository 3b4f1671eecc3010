// How goods and orders read: names and descriptions in the request's language, money as decimal text.
import {
  formatMinor,
  type Language,
  type TAdminGoods,
  type TAdminStoreOrder,
  type TGoods,
  type TStoreOrder,
  translate,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import { chineseFor, namesIn, writtenIn } from '../../kernel/written-text';
import type * as uploads from '../uploads/service';
import * as queries from './queries';

export function goodsView(row: queries.GoodsRow, language: Language, link: uploads.ImageLink): TGoods {
  return {
    id: row.id,
    ...namesIn(language, row),
    // An English reader is shown no Chinese description.
    description:
      language === 'en' ? row.descriptionEn : chineseFor(language, row.descriptionZh || row.descriptionEn),
    imageUrl: link(row.imageId),
    price: formatMinor(row.priceMinor),
    stock: row.stock,
    isSoldOut: row.stock === 0,
  };
}

export function orderView(row: queries.OrderListRow, language: Language): TStoreOrder {
  const { order } = row;
  return {
    id: order.id,
    orderNo: order.orderNo,
    goodsId: order.goodsId,
    goodsName: writtenIn(language, row.nameZh, row.nameEn),
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

export async function loadOrder(db: Executor, id: number): Promise<queries.OrderListRow> {
  const [row] = await queries.selectOrders(db, { id }, 1, 0);
  if (!row) throw new AppError('NotFound');
  return row;
}

export function adminGoodsView(row: queries.GoodsRow, link: uploads.ImageLink): TAdminGoods {
  return {
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    imageId: row.imageId ?? '',
    imageUrl: link(row.imageId),
    price: formatMinor(row.priceMinor),
    stock: row.stock,
    isEnabled: row.isEnabled,
    sortOrder: row.sortOrder,
  };
}

export function adminOrderView(row: queries.OrderListRow, language: Language): TAdminStoreOrder {
  return {
    ...orderView(row, language),
    userId: row.order.userId,
    account: row.account,
    decidedBy: row.decidedByAccount ?? '',
  };
}
