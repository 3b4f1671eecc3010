// Bank card change requests: the card now and the card asked for, side by side; approve or reject with a
// reason (deciding needs cards.review: a changed card redirects payouts).
import {
  bankChangeStatuses,
  type CardMarket,
  formatDateTime,
  type TAdminBankChange,
  type TBankCardDetails,
} from '@fair28/shared';
import { Descriptions } from 'antd';
import { useCardMarket } from '@/api/system/get-card-market';
import { WaitingTime } from '@/components/waiting-time/waiting-time';
import type { Translate } from '@/i18n/labels';
import { type CardField, cardFieldsOf } from '@/lib/card-fields';
import { fetchBankChanges, reviewKeys } from '../api/review-lists';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';
import { StatusTag } from '../components/status-tag';

function CardComparison({ change, t }: { change: TAdminBankChange; t: Translate }) {
  const market = useCardMarket();
  const value = (card: TBankCardDetails | null, field: CardField) => card?.[field] || '—';
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('review.player')}>{change.account}</Descriptions.Item>
      <Descriptions.Item label={t('review.submitted')}>{formatDateTime(change.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={change.status} name={change.statusName} />
        {change.status === 'pending' && <WaitingTime since={change.createTime} />}
      </Descriptions.Item>
      {cardFieldsOf(market).map((field) => (
        <Descriptions.Item key={field} label={t(`card.${field}`)}>
          {value(change.current, field)} → <strong>{value(change.requested, field)}</strong>
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('review.playerNote')}>{change.note || '—'}</Descriptions.Item>
      {change.reason !== '' && (
        <Descriptions.Item label={t('common.reason')}>{change.reason}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The queue in the site's card market, whose fields the export names. */
function bankChangeQueue(market: CardMarket | undefined): ReviewQueue<TAdminBankChange> {
  return {
    kind: 'bankChange',
    title: 'nav.bankChanges',
    queryKey: reviewKeys.bankChanges,
    load: fetchBankChanges,
    statuses: bankChangeStatuses,
    filters: [],
    permission: 'cards.review',
    decisionRequest: (change) => ({ userId: change.userId, status: change.status, firstApprovedBy: '' }),
    columns: (t) => [
      { key: 'account', title: t('review.player'), dataIndex: 'account' },
      {
        key: 'card',
        title: t('review.requestedCard'),
        render: (_, change) => `${change.requested.bankName} ${change.requested.cardNo}`,
      },
    ],
    csv: {
      name: 'bank-card-changes',
      columns: (t) => [
        { header: 'id', value: (change) => change.id },
        { header: t('review.player'), value: (change) => change.account },
        { header: t('common.status'), value: (change) => change.status },
        ...cardFieldsOf(market).map((field) => ({
          header: t(`card.${field}`),
          value: (change: TAdminBankChange) => change.requested[field],
        })),
        { header: t('review.playerNote'), value: (change) => change.note },
        { header: t('review.submitted'), value: (change) => change.createTime },
        { header: t('review.decidedAt'), value: (change) => change.reviewTime },
        { header: t('common.reason'), value: (change) => change.reason },
      ],
    },
    drawer: {
      title: (change, t) => `${t('nav.bankChanges')} · ${change.account}`,
      details: (change, t) => <CardComparison change={change} t={t} />,
      approveLabel: (_, t) => t('review.approveCard'),
      rejectLabel: 'review.reject',
    },
  };
}

export function BankChangesPage() {
  return <ReviewQueuePage queue={bankChangeQueue(useCardMarket())} />;
}
