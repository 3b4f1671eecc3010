// What the daily job paid: each agent's commission and each player's rebate by day, with the turnover
// (and, for rebates, the hedged part that earned none) it came from; filtered by kind, player and days.
import { displayMoney, formatDateTime, type TAdminPromotionPayoutListResponse } from '@fair28/shared';
import { ListPage } from '../../../components/list-page/list-page';
import { useT } from '../../../i18n/labels';
import { fetchPayouts, promotionKeys } from '../api/promotions';

type Payout = TAdminPromotionPayoutListResponse['list'][number];

export function PayoutsPage() {
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
        { key: 'paid', title: t('payout.paidAt'), render: (_, row) => formatDateTime(row.createTime) },
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
        ],
      }}
    />
  );
}
