// One of the player's store orders: the goods, quantity and amount, its status, and the operator's note.

import { displayMoney, formatDateTime, type StoreOrderStatus, type TStoreOrder } from '@fair28/shared';
import Tag from 'antd-mobile/es/components/tag';
import { RecordCard } from '@/components/records/record-card';
import { useTranslation } from '@/i18n/use-translation';

const colours: Record<StoreOrderStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  fulfilled: 'success',
  cancelled: 'danger',
};

export function OrderCard({ order }: { order: TStoreOrder }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={`${order.goodsName} × ${order.quantity}`}
      amount={displayMoney(order.amount)}
      status={
        <Tag color={colours[order.status]} fill="outline" round>
          {order.statusName}
        </Tag>
      }
      meta={[
        t('store.orderNo', { orderNo: order.orderNo }),
        `${t('store.unitPrice')} ${displayMoney(order.unitPrice)}`,
        formatDateTime(order.createTime),
        ...(order.note ? [order.note] : []),
      ]}
      reason={order.reason ? { text: order.reason, isRefusal: order.status === 'cancelled' } : undefined}
    />
  );
}
