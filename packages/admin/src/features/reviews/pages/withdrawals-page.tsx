// Withdrawals to review: where the money goes (in full, to pay out to) beside the player's snapshot;
// approve once paid out, or reject to refund the player, with a reason.
import { displayMoney, formatDateTime, type TAdminWithdrawal, withdrawalStatuses } from '@fair28/shared';
import { Descriptions, Tag, Typography } from 'antd';
import { PlayerSnapshot } from '@/components/player-snapshot/player-snapshot';
import { WaitingTime } from '@/components/waiting-time/waiting-time';
import type { Translate } from '@/i18n/labels';
import { fetchWithdrawals, reviewKeys } from '../api/review-lists';
import { moneyColumns } from '../components/queue-columns';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';
import { StatusTag } from '../components/status-tag';
import { approvalConfirmation } from '../lib/approval-confirmation';

function WithdrawalDetails({ withdrawal, t }: { withdrawal: TAdminWithdrawal; t: Translate }) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('review.orderNo')}>{withdrawal.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('review.player')}>{withdrawal.account}</Descriptions.Item>
      <Descriptions.Item label={t('review.amount')}>{displayMoney(withdrawal.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('review.fee')}>{displayMoney(withdrawal.fee)}</Descriptions.Item>
      <Descriptions.Item label={t('review.toPay')}>
        <Typography.Text strong>{displayMoney(withdrawal.actualAmount)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.destinationType')}>
        {t(withdrawal.type === 'bank' ? 'review.toBank' : 'review.toUsdt')} · {withdrawal.destinationName}
      </Descriptions.Item>
      <Descriptions.Item label={t('review.destination')}>
        <Typography.Text copyable code>
          {withdrawal.destinationAccount}
        </Typography.Text>
      </Descriptions.Item>
      {withdrawal.destinationHolder !== '' && (
        <Descriptions.Item label={t('review.holder')}>{withdrawal.destinationHolder}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('review.submitted')}>
        {formatDateTime(withdrawal.createTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={withdrawal.status} name={withdrawal.statusName} />
        {withdrawal.status === 'pending' && <WaitingTime since={withdrawal.createTime} />}
      </Descriptions.Item>
      {withdrawal.firstApprovedBy !== '' && (
        <Descriptions.Item label={t('review.firstApproval')}>{withdrawal.firstApprovedBy}</Descriptions.Item>
      )}
      {withdrawal.reviewedBy !== '' && (
        <Descriptions.Item label={t('review.decidedBy')}>
          {withdrawal.reviewedBy}: {withdrawal.reason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const withdrawalQueue: ReviewQueue<TAdminWithdrawal> = {
  kind: 'withdrawal',
  title: 'nav.withdrawals',
  queryKey: reviewKeys.withdrawals,
  load: fetchWithdrawals,
  statuses: withdrawalStatuses,
  filters: ['account', 'fourEyes'],
  permission: 'money.review',
  decisionRequest: (withdrawal) => withdrawal,
  columns: (t) => [
    ...moneyColumns<TAdminWithdrawal>(t),
    {
      key: 'destination',
      title: t('review.destination'),
      render: (_, withdrawal) => `${withdrawal.destinationName} ${withdrawal.destination}`,
    },
  ],
  statusTags: (withdrawal, t) =>
    withdrawal.isAwaitingSecondApproval && <Tag color="gold">{t('review.awaitingSecond')}</Tag>,
  csv: {
    name: 'withdrawals',
    columns: (t) => [
      { header: 'id', value: (withdrawal) => withdrawal.id },
      { header: t('review.orderNo'), value: (withdrawal) => withdrawal.orderNo },
      { header: t('review.player'), value: (withdrawal) => withdrawal.account },
      { header: t('review.amount'), value: (withdrawal) => withdrawal.amount },
      { header: t('review.fee'), value: (withdrawal) => withdrawal.fee },
      { header: t('review.toPay'), value: (withdrawal) => withdrawal.actualAmount },
      { header: t('review.destinationType'), value: (withdrawal) => withdrawal.type },
      { header: t('review.destination'), value: (withdrawal) => withdrawal.destinationAccount },
      { header: t('review.holder'), value: (withdrawal) => withdrawal.destinationHolder },
      { header: t('common.status'), value: (withdrawal) => withdrawal.status },
      { header: t('review.submitted'), value: (withdrawal) => withdrawal.createTime },
      { header: t('review.decidedAt'), value: (withdrawal) => withdrawal.reviewTime },
      { header: t('review.firstApproval'), value: (withdrawal) => withdrawal.firstApprovedBy },
      { header: t('review.decidedBy'), value: (withdrawal) => withdrawal.reviewedBy },
      { header: t('common.reason'), value: (withdrawal) => withdrawal.reason },
    ],
  },
  drawer: {
    title: (withdrawal, t) => `${t('nav.withdrawals')} ${withdrawal.orderNo}`,
    details: (withdrawal, t) => <WithdrawalDetails withdrawal={withdrawal} t={t} />,
    aside: (withdrawal) => <PlayerSnapshot userId={withdrawal.userId} />,
    approveLabel: (withdrawal, t) =>
      withdrawal.isAwaitingSecondApproval ? t('review.approveSecond') : t('review.approvePaid'),
    rejectLabel: 'review.rejectRefund',
    confirmApproval: (withdrawal, t, fourEyesAbove) =>
      approvalConfirmation(t, withdrawal, fourEyesAbove, {
        title: t('review.paidConfirmTitle', displayMoney(withdrawal.actualAmount), withdrawal.account),
        body: t('review.paidConfirmBody', displayMoney(withdrawal.amount)),
        okText: t('review.approvePaid'),
      }),
  },
};

export function WithdrawalsPage() {
  return <ReviewQueuePage queue={withdrawalQueue} />;
}
