// Withdrawals to review: where the money goes (in full, to pay out to) beside the player's snapshot;
// approve once paid out, or reject to refund the player, with a reason.
import { displayMoney, type TAdminWithdrawal, withdrawalStatuses } from '@fair28/shared';
import { Tag, Typography } from 'antd';
import { PlayerSnapshot } from '@/components/player-snapshot/player-snapshot';
import { moneyColumns } from '../components/queue-columns';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';

const withdrawalQueue: ReviewQueue<'withdrawal'> = {
  kind: 'withdrawal',
  title: 'nav.withdrawals',
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
      { header: t('review.orderNo'), value: (withdrawal) => withdrawal.orderNo },
      { header: t('review.player'), value: (withdrawal) => withdrawal.account },
      { header: t('review.amount'), value: (withdrawal) => withdrawal.amount },
      { header: t('review.fee'), value: (withdrawal) => withdrawal.fee },
      { header: t('review.toPay'), value: (withdrawal) => withdrawal.actualAmount },
      { header: t('review.destinationType'), value: (withdrawal) => withdrawal.type },
      { header: t('review.destination'), value: (withdrawal) => withdrawal.destinationAccount },
      { header: t('review.holder'), value: (withdrawal) => withdrawal.destinationHolder },
      { header: t('common.status'), value: (withdrawal) => withdrawal.status },
    ],
    decidedAt: (withdrawal) => withdrawal.reviewTime,
    after: (t) => [
      { header: t('review.firstApproval'), value: (withdrawal) => withdrawal.firstApprovedBy },
      { header: t('review.decidedBy'), value: (withdrawal) => withdrawal.reviewedBy },
      { header: t('common.reason'), value: (withdrawal) => withdrawal.reason },
    ],
  },
  drawer: {
    title: (withdrawal, t) => `${t('nav.withdrawals')} ${withdrawal.orderNo}`,
    details: (withdrawal, t) => [
      { key: 'orderNo', label: t('review.orderNo'), children: withdrawal.orderNo },
      { key: 'player', label: t('review.player'), children: withdrawal.account },
      { key: 'amount', label: t('review.amount'), children: displayMoney(withdrawal.amount) },
      { key: 'fee', label: t('review.fee'), children: displayMoney(withdrawal.fee) },
      {
        key: 'toPay',
        label: t('review.toPay'),
        children: <Typography.Text strong>{displayMoney(withdrawal.actualAmount)}</Typography.Text>,
      },
      {
        key: 'destinationType',
        label: t('review.destinationType'),
        children: `${t(withdrawal.type === 'bank' ? 'review.toBank' : 'review.toUsdt')} · ${withdrawal.destinationName}`,
      },
      {
        key: 'destination',
        label: t('review.destination'),
        children: (
          <Typography.Text copyable code>
            {withdrawal.destinationAccount}
          </Typography.Text>
        ),
      },
      withdrawal.destinationHolder !== '' && {
        key: 'holder',
        label: t('review.holder'),
        children: withdrawal.destinationHolder,
      },
    ],
    after: (withdrawal, t) => [
      withdrawal.firstApprovedBy !== '' && {
        key: 'firstApproval',
        label: t('review.firstApproval'),
        children: withdrawal.firstApprovedBy,
      },
      withdrawal.reviewedBy !== '' && {
        key: 'decidedBy',
        label: t('review.decidedBy'),
        children: `${withdrawal.reviewedBy}: ${withdrawal.reason}`,
      },
    ],
    aside: (withdrawal) => <PlayerSnapshot userId={withdrawal.userId} />,
    approveLabel: (withdrawal, t) =>
      withdrawal.isAwaitingSecondApproval ? t('review.approveSecond') : t('review.approvePaid'),
    rejectLabel: 'review.rejectRefund',
    moneyApproval: (withdrawal, t) => ({
      amount: withdrawal.amount,
      title: t('review.paidConfirmTitle', displayMoney(withdrawal.actualAmount), withdrawal.account),
      body: t('review.paidConfirmBody', displayMoney(withdrawal.amount)),
      okText: t('review.approvePaid'),
    }),
  },
};

export function WithdrawalsPage() {
  return <ReviewQueuePage queue={withdrawalQueue} />;
}
