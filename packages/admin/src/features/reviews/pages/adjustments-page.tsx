// Balance adjustments: those above the four-eyes amount wait for a second operator, who applies or rejects
// them; their maker cannot. Applied and rejected ones by filter.
import { adjustmentStatuses, displayMoney } from '@fair28/shared';
import { Tag } from 'antd';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';

const adjustmentQueue: ReviewQueue<'adjustment'> = {
  kind: 'adjustment',
  title: 'nav.adjustments',
  statuses: adjustmentStatuses,
  filters: ['account'],
  permission: 'money.review',
  // Its maker gave the first approval; the server refuses them a second one.
  decisionRequest: (adjustment) => ({
    userId: adjustment.userId,
    status: adjustment.status,
    firstApprovedBy: adjustment.requestedBy,
  }),
  columns: (t) => [
    { key: 'account', title: t('review.player'), dataIndex: 'account' },
    {
      key: 'amount',
      title: t('review.amount'),
      align: 'right',
      render: (_, adjustment) =>
        `${adjustment.direction === 'credit' ? '+' : '-'}${displayMoney(adjustment.amount)}`,
    },
    { key: 'madeBy', title: t('review.madeBy'), dataIndex: 'requestedBy' },
  ],
  csv: {
    name: 'balance-adjustments',
    columns: (t) => [
      { header: t('review.player'), value: (adjustment) => adjustment.account },
      { header: t('review.direction'), value: (adjustment) => adjustment.direction },
      { header: t('review.amount'), value: (adjustment) => adjustment.amount },
      { header: t('common.status'), value: (adjustment) => adjustment.status },
      { header: t('review.madeBy'), value: (adjustment) => adjustment.requestedBy },
      { header: t('common.reason'), value: (adjustment) => adjustment.reason },
      { header: t('review.decidedBy'), value: (adjustment) => adjustment.decidedBy },
      { header: t('review.decisionReason'), value: (adjustment) => adjustment.decisionReason },
    ],
    decidedAt: (adjustment) => adjustment.decideTime,
  },
  drawer: {
    title: (adjustment, t) => `${t('nav.adjustments')} · ${adjustment.account}`,
    details: (adjustment, t) => [
      { key: 'player', label: t('review.player'), children: adjustment.account },
      {
        key: 'amount',
        label: t('review.amount'),
        children: (
          <>
            <Tag color={adjustment.direction === 'credit' ? 'green' : 'volcano'}>
              {t(adjustment.direction === 'credit' ? 'review.credit' : 'review.debit')}
            </Tag>
            {displayMoney(adjustment.amount)}
          </>
        ),
      },
      { key: 'madeBy', label: t('review.madeBy'), children: adjustment.requestedBy },
      { key: 'reason', label: t('common.reason'), children: adjustment.reason },
    ],
    after: (adjustment, t) => [
      adjustment.decidedBy !== '' && {
        key: 'decidedBy',
        label: t('review.decidedBy'),
        children: `${adjustment.decidedBy}: ${adjustment.decisionReason}`,
      },
    ],
    approveLabel: (_, t) => t('review.approveSecond'),
    rejectLabel: 'review.reject',
    // The approval here is always the second (its maker gave the first): it moves the money now.
    moneyApproval: (adjustment, t) => ({
      amount: adjustment.amount,
      title:
        adjustment.direction === 'credit'
          ? t('review.creditConfirmTitle', displayMoney(adjustment.amount), adjustment.account)
          : t('review.debitConfirmTitle', displayMoney(adjustment.amount), adjustment.account),
      body: t('review.adjustmentConfirmBody', adjustment.requestedBy),
      okText: t('review.approveSecond'),
    }),
  },
};

export function AdjustmentsPage() {
  return <ReviewQueuePage queue={adjustmentQueue} />;
}
