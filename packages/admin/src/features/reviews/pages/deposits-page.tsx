// Top-ups to review: the certificate beside the request (zoom by clicking it); approve (credit) or reject
// with a reason.
import { depositStatuses, displayMoney, type TAdminDeposit } from '@fair28/shared';
import { Empty, Image, Tag, Typography } from 'antd';
import { moneyColumns } from '../components/queue-columns';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';

const depositQueue: ReviewQueue<'deposit'> = {
  kind: 'deposit',
  title: 'nav.deposits',
  statuses: depositStatuses,
  filters: ['account', 'fourEyes'],
  permission: 'money.review',
  decisionRequest: (deposit) => deposit,
  columns: (t) => [
    ...moneyColumns<TAdminDeposit>(t),
    { key: 'channel', title: t('review.channel'), dataIndex: 'channelName' },
  ],
  statusTags: (deposit, t) => (
    <>
      {deposit.isAwaitingSecondApproval && <Tag color="gold">{t('review.awaitingSecond')}</Tag>}
      {deposit.attention && <Tag color="red">{t(`review.attention.${deposit.attention}`)}</Tag>}
    </>
  ),
  csv: {
    name: 'top-ups',
    columns: (t) => [
      { header: t('review.orderNo'), value: (deposit) => deposit.orderNo },
      { header: t('review.player'), value: (deposit) => deposit.account },
      { header: t('review.amount'), value: (deposit) => deposit.amount },
      { header: t('review.channel'), value: (deposit) => deposit.channelName },
      { header: t('review.paidInto'), value: (deposit) => deposit.receivingAccount },
      { header: t('review.payerReference'), value: (deposit) => deposit.reference },
      { header: t('common.status'), value: (deposit) => deposit.status },
    ],
    decidedAt: (deposit) => deposit.settleTime,
    after: (t) => [
      { header: t('review.firstApproval'), value: (deposit) => deposit.firstApprovedBy },
      { header: t('review.decidedBy'), value: (deposit) => deposit.reviewedBy },
      { header: t('common.reason'), value: (deposit) => deposit.reason },
    ],
  },
  drawer: {
    title: (deposit, t) => `${t('nav.deposits')} ${deposit.orderNo}`,
    details: (deposit, t) => [
      { key: 'orderNo', label: t('review.orderNo'), children: deposit.orderNo },
      { key: 'player', label: t('review.player'), children: deposit.account },
      {
        key: 'amount',
        label: t('review.amount'),
        children: <Typography.Text strong>{displayMoney(deposit.amount)}</Typography.Text>,
      },
      { key: 'channel', label: t('review.channel'), children: deposit.channelName },
      { key: 'paidInto', label: t('review.paidInto'), children: deposit.receivingAccount || '—' },
      { key: 'reference', label: t('review.payerReference'), children: deposit.reference || '—' },
    ],
    after: (deposit, t) => [
      deposit.firstApprovedBy !== '' && {
        key: 'firstApproval',
        label: t('review.firstApproval'),
        children: deposit.firstApprovedBy,
      },
      deposit.attention !== null && {
        key: 'attention',
        label: t('review.attention'),
        children: <Tag color="red">{t(`review.attention.${deposit.attention}`)}</Tag>,
      },
      deposit.reviewedBy !== '' && {
        key: 'decidedBy',
        label: t('review.decidedBy'),
        children: `${deposit.reviewedBy}: ${deposit.reason}`,
      },
    ],
    aside: (deposit, t) =>
      deposit.imageUrl ? (
        <Image src={deposit.imageUrl} alt={t('review.certificate')} width={380} />
      ) : (
        <Empty description={t('review.noCertificate')} />
      ),
    approveLabel: (deposit, t) =>
      deposit.isAwaitingSecondApproval ? t('review.approveSecond') : t('review.approveDeposit'),
    rejectLabel: 'review.reject',
    moneyApproval: (deposit, t) => ({
      amount: deposit.amount,
      title: t('review.creditConfirmTitle', displayMoney(deposit.amount), deposit.account),
      body: t('review.creditConfirmBody', displayMoney(deposit.amount), deposit.account),
      okText: t('review.approveDeposit'),
    }),
  },
};

export function DepositsPage() {
  return <ReviewQueuePage queue={depositQueue} />;
}
