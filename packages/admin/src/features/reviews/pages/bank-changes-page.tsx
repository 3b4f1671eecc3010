// Bank card change requests: the card now and the card asked for, side by side; approve or reject with a
// reason (deciding needs cards.review: a changed card redirects payouts).
import { bankChangeStatuses, type CardMarket, type TBankCardDetails } from '@fair28/shared';
import { useMemo } from 'react';
import { useCardMarket } from '@/api/system/get-card-market';
import { type CardField, cardFieldsOf } from '@/lib/card-fields';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';

const cardValue = (card: TBankCardDetails | null, field: CardField) => card?.[field] || '—';

/** The queue in the site's card market, whose fields the drawer compares and the export names. */
function bankChangeQueue(market: CardMarket | undefined): ReviewQueue<'bankChange'> {
  return {
    kind: 'bankChange',
    title: 'nav.bankChanges',
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
        { header: t('review.player'), value: (change) => change.account },
        { header: t('common.status'), value: (change) => change.status },
        ...cardFieldsOf(market).map((field) => ({
          header: t(`card.${field}`),
          value: (change: { requested: TBankCardDetails }) => change.requested[field],
        })),
        { header: t('review.playerNote'), value: (change) => change.note },
      ],
      decidedAt: (change) => change.reviewTime,
      after: (t) => [{ header: t('common.reason'), value: (change) => change.reason }],
    },
    drawer: {
      title: (change, t) => `${t('nav.bankChanges')} · ${change.account}`,
      details: (change, t) => [{ key: 'player', label: t('review.player'), children: change.account }],
      after: (change, t) => [
        ...cardFieldsOf(market).map((field) => ({
          key: field,
          label: t(`card.${field}`),
          children: (
            <>
              {cardValue(change.current, field)} → <strong>{cardValue(change.requested, field)}</strong>
            </>
          ),
        })),
        { key: 'note', label: t('review.playerNote'), children: change.note || '—' },
        change.reason !== '' && { key: 'reason', label: t('common.reason'), children: change.reason },
      ],
      approveLabel: (_, t) => t('review.approveCard'),
      rejectLabel: 'review.reject',
    },
  };
}

export function BankChangesPage() {
  const market = useCardMarket();
  const queue = useMemo(() => bankChangeQueue(market), [market]);
  return <ReviewQueuePage queue={queue} />;
}
