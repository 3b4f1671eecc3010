// The Chinese half of store-labels.ts.

import type { StoreLabel } from './store-labels';

export const storeLabelsZh: Record<StoreLabel, string> = {
  'store.goods': '商品',
  'store.addGoods': '新建商品',
  'store.editGoods': '编辑商品',
  'store.picture': '图片',
  'store.price': '价格',
  'store.stock': '库存',
  'store.soldOut': '已售罄',
  'store.descriptionZh': '描述（中文）',
  'store.descriptionEn': '描述（英文）',
  'store.descriptionHelp':
    '显示在商品页。保留简单的 HTML（段落、加粗、列表、链接），其余内容保存时会被移除。',
  'store.previewStock': '库存：{0}',
  'store.previewSoldOut': '已售罄',
  'store.hiddenWhenDisabled': '已隐藏：设为显示之前玩家看不到此商品。',
  'store.quantity': '数量',
  'store.unitPrice': '单价',
  'store.playerNote': '玩家备注',
  'store.fulfil': '发货',
  'store.cancelRefund': '取消并退款',
  'store.fulfilConfirm': '将 {1} 件 {0} 标记为已发给 {2}。玩家会收到通知和您填写的原因；发货后不能再取消。',
  'store.cancelConfirm':
    '取消此订单：{0} 立即退回 {1} 的钱包，{2} 件商品退回库存。玩家会收到通知和您填写的原因。',
  'store.fulfilled': '订单 {0} 已发货',
  'store.cancelled': '订单 {0} 已取消：款项已退回玩家钱包',
};
