// Players' store orders, newest first, by status: a pending order is fulfilled once the goods are
// delivered, or cancelled — which returns the money to the player's wallet and the goods to stock. Both
// ask a reason (the player reads it) and a confirmation that says what follows.
import { displayMoney, formatDateTime, storeOrderStatuses, type TAdminStoreOrder } from '@fair28/shared';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '@/api/staff/get-me';
import { ListPage } from '@/components/list-page/list-page';
import { ReasonModal } from '@/components/reason-modal';
import { useT } from '@/i18n/labels';
import { fetchStoreOrders, type OrderDecision, storeKeys, useDecideOrder } from '../api/store';

const statusColours = { pending: 'processing', fulfilled: 'success', cancelled: 'default' } as const;

type Deciding = { order: TAdminStoreOrder; outcome: OrderDecision['outcome'] };

export function StoreOrdersPage() {
  const t = useT();
  const { message } = App.useApp();
  const canDecide = useCan('store.manage');
  const decide = useDecideOrder();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const close = () => {
    decide.reset();
    setDeciding(null);
  };

  return (
    <>
      <ListPage<TAdminStoreOrder>
        title={t('nav.storeOrders')}
        queryKey={storeKeys.orders}
        load={fetchStoreOrders}
        rowKey={(order) => order.id}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('common.status'),
            options: storeOrderStatuses.map((status) => ({
              value: status,
              label: t(`store.status.${status}`),
            })),
          },
        ]}
        columns={[
          { key: 'time', title: t('common.time'), render: (_, order) => formatDateTime(order.createTime) },
          { key: 'orderNo', title: t('review.orderNo'), dataIndex: 'orderNo' },
          { key: 'account', title: t('review.player'), dataIndex: 'account' },
          {
            key: 'goods',
            title: t('store.goods'),
            render: (_, order) => `${order.goodsName} ×${order.quantity}`,
          },
          {
            key: 'amount',
            title: t('review.amount'),
            align: 'right',
            render: (_, order) => displayMoney(order.amount),
          },
          {
            key: 'note',
            title: t('store.playerNote'),
            render: (_, order) => order.note || '—',
          },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, order) => <Tag color={statusColours[order.status]}>{order.statusName}</Tag>,
          },
          {
            key: 'decided',
            title: t('review.decidedBy'),
            render: (_, order) =>
              order.decidedBy ? (
                <Typography.Text>
                  {order.decidedBy}: {order.reason}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, order) =>
              order.status === 'pending' && canDecide ? (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setDeciding({ order, outcome: 'fulfil' })}
                  >
                    {t('store.fulfil')}
                  </Button>
                  <Button size="small" danger onClick={() => setDeciding({ order, outcome: 'cancel' })}>
                    {t('store.cancelRefund')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
        csv={{
          name: 'store-orders',
          columns: [
            { header: 'id', value: (order) => order.id },
            { header: t('review.orderNo'), value: (order) => order.orderNo },
            { header: t('review.player'), value: (order) => order.account },
            { header: t('store.goods'), value: (order) => order.goodsName },
            { header: t('store.quantity'), value: (order) => order.quantity },
            { header: t('store.unitPrice'), value: (order) => order.unitPrice },
            { header: t('review.amount'), value: (order) => order.amount },
            { header: t('store.playerNote'), value: (order) => order.note },
            { header: t('common.status'), value: (order) => order.status },
            { header: t('common.time'), value: (order) => order.createTime },
            { header: t('review.decidedAt'), value: (order) => order.decideTime },
            { header: t('review.decidedBy'), value: (order) => order.decidedBy },
            { header: t('common.reason'), value: (order) => order.reason },
          ],
        }}
      />
      <ReasonModal
        open={deciding !== null}
        title={
          deciding
            ? `${t(deciding.outcome === 'fulfil' ? 'store.fulfil' : 'store.cancelRefund')} · ${deciding.order.orderNo}`
            : ''
        }
        description={
          deciding
            ? deciding.outcome === 'fulfil'
              ? t(
                  'store.fulfilConfirm',
                  deciding.order.goodsName,
                  deciding.order.quantity,
                  deciding.order.account,
                )
              : t(
                  'store.cancelConfirm',
                  displayMoney(deciding.order.amount),
                  deciding.order.account,
                  deciding.order.quantity,
                )
            : null
        }
        okText={deciding ? t(deciding.outcome === 'fulfil' ? 'store.fulfil' : 'store.cancelRefund') : ''}
        isDanger={deciding?.outcome === 'cancel'}
        error={decide.error}
        isPending={decide.isPending}
        onCancel={close}
        onSubmit={async ({ reason }) => {
          if (!deciding) return;
          // A refusal shows in the modal (decide.error).
          const order = await decide
            .mutateAsync({ id: deciding.order.id, reason, outcome: deciding.outcome })
            .catch(() => null);
          if (!order) return;
          void message.success(
            t(deciding.outcome === 'fulfil' ? 'store.fulfilled' : 'store.cancelled', order.orderNo),
          );
          close();
        }}
      />
    </>
  );
}
