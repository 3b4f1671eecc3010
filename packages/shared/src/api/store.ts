// The store's calls (`storeCalls`) and their schemas: goods with picture, price and stock; a player's
// redemption paid from the wallet through the ledger; orders an operator fulfils (or cancels, returning the
// money and the stock).
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZPrice } from '../money';
import { requiredText, ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField, intField, intFieldOr, ZFlag, ZIdempotencyKey, ZPage, ZPageRequest } from './fields';
import { ZReviewRequest } from './operator';

export const storeOrderStatuses = ['pending', 'fulfilled', 'cancelled'] as const;
export type StoreOrderStatus = (typeof storeOrderStatuses)[number];

const goodsId = () => idField('error.InvalidInput', 2_147_483_647);

export const ZGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Sanitised HTML in the request's language. */
  description: z.string(),
  /** '' when it has no picture. */
  imageUrl: z.string(),
  price: z.string(),
  stock: z.number().int(),
  isSoldOut: z.boolean(),
});
export type TGoods = z.infer<typeof ZGoods>;

export const ZGoodsListRequest = ZPageRequest;
export const ZGoodsListResponse = ZPage(ZGoods);
export type TGoodsListResponse = z.infer<typeof ZGoodsListResponse>;

export const ZGoodsDetailRequest = z.object({ id: goodsId() });

export const MAX_REDEEM_QUANTITY = 100;

export const ZRedeemRequest = z.object({
  goodsId: goodsId(),
  quantity: intFieldOr(1, 1, MAX_REDEEM_QUANTITY, 'form.invalidQuantity'),
  /** For the operator: where to deliver, a size … */
  note: z
    .string()
    .trim()
    .max(200, 'form.tooLong' satisfies MessageKey)
    .default(''),
  idempotencyKey: ZIdempotencyKey,
});
export type TRedeemRequest = z.output<typeof ZRedeemRequest>;

export const ZStoreOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
  note: z.string(),
  status: z.enum(storeOrderStatuses),
  statusName: z.string(),
  /** The operator's reason when cancelled, their note when fulfilled. */
  reason: z.string(),
  createTime: z.string(),
  decideTime: z.string(),
});
export type TStoreOrder = z.infer<typeof ZStoreOrder>;

export const ZStoreOrderListRequest = ZPageRequest.extend({
  status: z.enum(storeOrderStatuses, { error: 'error.InvalidInput' satisfies MessageKey }).optional(),
});
export type TStoreOrderListRequest = z.output<typeof ZStoreOrderListRequest>;
export const ZStoreOrderListResponse = ZPage(ZStoreOrder);
export type TStoreOrderListResponse = z.infer<typeof ZStoreOrderListResponse>;

// Operators' upkeep.

export const ZGoodsSaveRequest = z.object({
  id: goodsId().optional(),
  nameZh: requiredText('error.InvalidInput', 64),
  nameEn: requiredText('error.InvalidInput', 64),
  descriptionZh: z
    .string()
    .max(8 * 1024, 'form.tooLong' satisfies MessageKey)
    .default(''),
  descriptionEn: z
    .string()
    .max(8 * 1024, 'form.tooLong' satisfies MessageKey)
    .default(''),
  /** An image the operator uploaded; it becomes visible to players. */
  imageId: z.string().trim().max(64).optional(),
  price: ZPrice,
  stock: intField(0, 1_000_000, 'form.invalidQuantity'),
  isEnabled: ZFlag,
  sortOrder: intField(0, 1_000_000).optional(),
});
export type TGoodsSaveRequest = z.output<typeof ZGoodsSaveRequest>;

export const ZAdminGoods = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  imageId: z.string(),
  imageUrl: z.string(),
  price: z.string(),
  stock: z.number().int(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type TAdminGoods = z.infer<typeof ZAdminGoods>;
export const ZAdminGoodsListResponse = z.object({ list: z.array(ZAdminGoods) });
export type TAdminGoodsListResponse = z.infer<typeof ZAdminGoodsListResponse>;

export const ZAdminStoreOrder = ZStoreOrder.extend({
  userId: z.number().int(),
  account: z.string(),
  decidedBy: z.string(),
});
export type TAdminStoreOrder = z.infer<typeof ZAdminStoreOrder>;
export const ZAdminStoreOrderListRequest = ZStoreOrderListRequest;
export const ZAdminStoreOrderListResponse = ZPage(ZAdminStoreOrder);
export type TAdminStoreOrderListResponse = z.infer<typeof ZAdminStoreOrderListResponse>;

/** Goods, redeeming through the ledger, the player's orders; the operators' upkeep and fulfilment. */
export const storeCalls = defineCalls({
  storeGoodsList: {
    path: '/api/v2/store/goodsList',
    auth: false,
    request: ZGoodsListRequest,
    response: ZGoodsListResponse,
  },
  storeGoodsDetail: {
    path: '/api/v2/store/goodsDetail',
    auth: false,
    request: ZGoodsDetailRequest,
    response: ZGoods,
  },
  storeRedeem: {
    path: '/api/v2/store/redeem',
    auth: true,
    playersOnly: true,
    request: ZRedeemRequest,
    response: ZStoreOrder,
  },
  storeOrderList: {
    path: '/api/v2/store/orderList',
    auth: true,
    request: ZStoreOrderListRequest,
    response: ZStoreOrderListResponse,
  },
  adminGoodsList: {
    path: '/api/v1/admin/goods/list',
    auth: true,
    permission: 'store.manage',
    request: ZEmptyRequest,
    response: ZAdminGoodsListResponse,
  },
  adminGoodsSave: {
    path: '/api/v1/admin/goods/save',
    auth: true,
    permission: 'store.manage',
    request: ZGoodsSaveRequest,
    response: ZAdminGoods,
  },
  adminStoreOrderList: {
    path: '/api/v1/admin/storeOrder/list',
    auth: true,
    permission: 'store.manage',
    request: ZAdminStoreOrderListRequest,
    response: ZAdminStoreOrderListResponse,
  },
  adminStoreOrderFulfil: {
    path: '/api/v1/admin/storeOrder/fulfil',
    auth: true,
    permission: 'store.manage',
    request: ZReviewRequest,
    response: ZAdminStoreOrder,
  },
  adminStoreOrderCancel: {
    path: '/api/v1/admin/storeOrder/cancel',
    auth: true,
    permission: 'store.manage',
    request: ZReviewRequest,
    response: ZAdminStoreOrder,
  },
});
