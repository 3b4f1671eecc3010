// Balance adjustments: those above the four-eyes amount wait for a second operator, who applies or rejects
// them; their maker cannot. Applied and rejected ones by filter.
import { adjustmentStatuses, displayMoney, formatDateTime, type TBalanceAdjustment } from '@fair28/shared';
import { Descriptions, Tag } from 'antd';
import type { Translate } from '@/i18n/labels';
import { fetchAdjustments, reviewKeys } from '../api/review-lists';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';
import { StatusTag } from '../components/status-tag';
import { approvalConfirmation } from '../lib/approval-confirmation';

function AdjustmentDetails({ adjustment, t }: { adjustment: TBalanceAdjustment; t: Translate }) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('review.player')}>{adjustment.account}</Descriptions.Item>
      <Descriptions.Item label={t('review.amount')}>
        <Tag color={adjustment.direction === 'credit' ? 'green' : 'volcano'}>
          {t(adjustment.direction === 'credit' ? 'review.credit' : 'review.debit')}
        </Tag>
        {displayMoney(adjustment.amount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('review.madeBy')}>{adjustment.requestedBy}</Descriptions.Item>
      <Descriptions.Item label={t('common.reason')}>{adjustment.reason}</Descriptions.Item>
      <Descriptions.Item label={t('review.submitted')}>
        {formatDateTime(adjustment.createTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={adjustment.status} name={adjustment.statusName} />
      </Descriptions.Item>
      {adjustment.decidedBy !== '' && (
        <Descriptions.Item label={t('review.decidedBy')}>
          {adjustment.decidedBy}: {adjustment.decisionReason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const adjustmentQueue: ReviewQueue<TBalanceAdjustment> = {
  kind: 'adjustment',
  title: 'nav.adjustments',
  queryKey: reviewKeys.adjustments,
  load: fetchAdjustments,
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
      { header: 'id', value: (adjustment) => adjustment.id },
      { header: t('review.player'), value: (adjustment) => adjustment.account },
      { header: t('review.direction'), value: (adjustment) => adjustment.direction },
      { header: t('review.amount'), value: (adjustment) => adjustment.amount },
      { header: t('common.status'), value: (adjustment) => adjustment.status },
      { header: t('review.madeBy'), value: (adjustment) => adjustment.requestedBy },
      { header: t('common.reason'), value: (adjustment) => adjustment.reason },
      { header: t('review.decidedBy'), value: (adjustment) => adjustment.decidedBy },
      { header: t('review.decisionReason'), value: (adjustment) => adjustment.decisionReason },
      { header: t('review.submitted'), value: (adjustment) => adjustment.createTime },
      { header: t('review.decidedAt'), value: (adjustment) => adjustment.decideTime },
    ],
  },
  drawer: {
    title: (adjustment, t) => `${t('nav.adjustments')} · ${adjustment.account}`,
    details: (adjustment, t) => <AdjustmentDetails adjustment={adjustment} t={t} />,
    approveLabel: (_, t) => t('review.approveSecond'),
    rejectLabel: 'review.reject',
    // The approval here is always the second (its maker gave the first): it moves the money now.
    confirmApproval: (adjustment, t, fourEyesAbove) =>
      approvalConfirmation(
        t,
        { amount: adjustment.amount, firstApprovedBy: adjustment.requestedBy },
        fourEyesAbove,
        {
          title:
            adjustment.direction === 'credit'
              ? t('review.creditConfirmTitle', displayMoney(adjustment.amount), adjustment.account)
              : t('review.debitConfirmTitle', displayMoney(adjustment.amount), adjustment.account),
          body: t('review.adjustmentConfirmBody', adjustment.requestedBy),
          okText: t('review.approveSecond'),
        },
      ),
  },
};

export function AdjustmentsPage() {
  return <ReviewQueuePage queue={adjustmentQueue} />;
}
