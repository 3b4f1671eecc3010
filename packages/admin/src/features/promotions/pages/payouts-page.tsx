// What the daily job paid: each agent's commission and each player's rebate by day, with the turnover
// (and, for rebates, the hedged part that earned none) it came from; filtered by kind, status, player and
// days. Payouts the budget could not cover wait, and the page says how much the budget is short.
import { displayMoney, formatDateTime, type TAdminPromotionPayoutListResponse } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Tag } from 'antd';
import { ListPage } from '@/components/list-page/list-page';
import { useT } from '@/i18n/labels';
import { fetchPayouts, payoutShortfallQuery, promotionKeys } from '../api/promotions';

type Payout = TAdminPromotionPayoutListResponse['list'][number];

export function PayoutsPage() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Shortfall />
      <PayoutList />
    </Space>
  );
}

function Shortfall() {
  const t = useT();
  const { data } = useQuery(payoutShortfallQuery);
  if (!data) return null;
  if (data.waiting === '0.00')
    return <Alert type="success" showIcon message={t('payout.noneWaiting', displayMoney(data.budget))} />;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('payout.shortTitle', displayMoney(data.waiting))}
      description={t('payout.shortText', displayMoney(data.budget), displayMoney(data.shortfall))}
    />
  );
}

function PayoutList() {
  const t = useT();
  return (
    <ListPage<Payout>
      title={t('nav.promotionPayouts')}
      queryKey={promotionKeys.payouts}
      load={fetchPayouts}
      filters={[
        {
          kind: 'select',
          name: 'kind',
          label: t('promo.kind'),
          options: [
            { value: 'commission', label: t('promo.kind.commission') },
            { value: 'rebate', label: t('promo.kind.rebate') },
          ],
        },
        {
          kind: 'select',
          name: 'status',
          label: t('payout.status'),
          options: [
            { value: 'paid', label: t('payout.status.paid') },
            { value: 'waiting', label: t('payout.status.waiting') },
          ],
        },
        { kind: 'text', name: 'account', label: t('payout.account') },
        { kind: 'days', from: 'startTime', to: 'endTime', label: t('payout.day') },
      ]}
      rowKey={(row) => row.id}
      columns={[
        { key: 'day', title: t('payout.day'), dataIndex: 'day' },
        { key: 'kind', title: t('promo.kind'), render: (_, row) => t(`promo.kind.${row.kind}`) },
        { key: 'account', title: t('payout.account'), dataIndex: 'account' },
        {
          key: 'turnover',
          title: t('payout.turnover'),
          align: 'right',
          render: (_, row) => displayMoney(row.turnover),
        },
        {
          key: 'hedged',
          title: t('payout.hedged'),
          align: 'right',
          render: (_, row) => (row.kind === 'rebate' ? displayMoney(row.hedged) : '—'),
        },
        {
          key: 'rate',
          title: t('promo.rate'),
          align: 'right',
          render: (_, row) => (row.rate ? `${row.rate}%` : '—'),
        },
        {
          key: 'amount',
          title: t('payout.amount'),
          align: 'right',
          render: (_, row) => displayMoney(row.amount),
        },
        {
          key: 'status',
          title: t('payout.status'),
          render: (_, row) =>
            row.status === 'waiting' ? (
              <Tag color="warning">{t('payout.status.waiting')}</Tag>
            ) : (
              <Tag color="success">{t('payout.status.paid')}</Tag>
            ),
        },
        {
          key: 'paid',
          title: t('payout.paidAt'),
          render: (_, row) => (row.paidTime ? formatDateTime(row.paidTime) : '—'),
        },
      ]}
      csv={{
        name: 'promotion-payouts',
        columns: [
          { header: 'day', value: (row) => row.day },
          { header: 'kind', value: (row) => row.kind },
          { header: 'account', value: (row) => row.account },
          { header: 'turnover', value: (row) => row.turnover },
          { header: 'hedged', value: (row) => row.hedged },
          { header: 'rate', value: (row) => row.rate ?? '' },
          { header: 'amount', value: (row) => row.amount },
          { header: 'status', value: (row) => row.status },
          { header: 'paid_at', value: (row) => row.paidTime ?? '' },
        ],
      }}
    />
  );
}
