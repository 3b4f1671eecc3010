// Top-ups to review: the certificate beside the request (zoom by clicking it); approve (credit) or reject
// with a reason.
import { depositStatuses, displayMoney, formatDateTime, type TAdminDeposit } from '@fair28/shared';
import { Descriptions, Empty, Image, Tag, Typography } from 'antd';
import { WaitingTime } from '@/components/waiting-time/waiting-time';
import type { Translate } from '@/i18n/labels';
import { fetchDeposits, reviewKeys } from '../api/review-lists';
import { moneyColumns } from '../components/queue-columns';
import { type ReviewQueue, ReviewQueuePage } from '../components/review-queue-page';
import { StatusTag } from '../components/status-tag';
import { approvalConfirmation } from '../lib/approval-confirmation';

function DepositDetails({ deposit, t }: { deposit: TAdminDeposit; t: Translate }) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('review.orderNo')}>{deposit.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('review.player')}>{deposit.account}</Descriptions.Item>
      <Descriptions.Item label={t('review.amount')}>
        <Typography.Text strong>{displayMoney(deposit.amount)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.channel')}>{deposit.channelName}</Descriptions.Item>
      <Descriptions.Item label={t('review.paidInto')}>{deposit.receivingAccount || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('review.payerReference')}>{deposit.reference || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('review.submitted')}>
        {formatDateTime(deposit.createTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={deposit.status} name={deposit.statusName} />
        {deposit.status === 'pending' && <WaitingTime since={deposit.createTime} />}
      </Descriptions.Item>
      {deposit.firstApprovedBy !== '' && (
        <Descriptions.Item label={t('review.firstApproval')}>{deposit.firstApprovedBy}</Descriptions.Item>
      )}
      {deposit.attention && (
        <Descriptions.Item label={t('review.attention')}>
          <Tag color="red">{t(`review.attention.${deposit.attention}`)}</Tag>
        </Descriptions.Item>
      )}
      {deposit.reviewedBy !== '' && (
        <Descriptions.Item label={t('review.decidedBy')}>
          {deposit.reviewedBy}: {deposit.reason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const depositQueue: ReviewQueue<TAdminDeposit> = {
  kind: 'deposit',
  title: 'nav.deposits',
  queryKey: reviewKeys.deposits,
  load: fetchDeposits,
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
      { header: 'id', value: (deposit) => deposit.id },
      { header: t('review.orderNo'), value: (deposit) => deposit.orderNo },
      { header: t('review.player'), value: (deposit) => deposit.account },
      { header: t('review.amount'), value: (deposit) => deposit.amount },
      { header: t('review.channel'), value: (deposit) => deposit.channelName },
      { header: t('review.paidInto'), value: (deposit) => deposit.receivingAccount },
      { header: t('review.payerReference'), value: (deposit) => deposit.reference },
      { header: t('common.status'), value: (deposit) => deposit.status },
      { header: t('review.submitted'), value: (deposit) => deposit.createTime },
      { header: t('review.decidedAt'), value: (deposit) => deposit.settleTime },
      { header: t('review.firstApproval'), value: (deposit) => deposit.firstApprovedBy },
      { header: t('review.decidedBy'), value: (deposit) => deposit.reviewedBy },
      { header: t('common.reason'), value: (deposit) => deposit.reason },
    ],
  },
  drawer: {
    title: (deposit, t) => `${t('nav.deposits')} ${deposit.orderNo}`,
    details: (deposit, t) => <DepositDetails deposit={deposit} t={t} />,
    aside: (deposit, t) =>
      deposit.imageUrl ? (
        <Image src={deposit.imageUrl} alt={t('review.certificate')} width={380} />
      ) : (
        <Empty description={t('review.noCertificate')} />
      ),
    approveLabel: (deposit, t) =>
      deposit.isAwaitingSecondApproval ? t('review.approveSecond') : t('review.approveDeposit'),
    rejectLabel: 'review.reject',
    confirmApproval: (deposit, t, fourEyesAbove) =>
      approvalConfirmation(t, deposit, fourEyesAbove, {
        title: t('review.creditConfirmTitle', displayMoney(deposit.amount), deposit.account),
        body: t('review.creditConfirmBody', displayMoney(deposit.amount), deposit.account),
        okText: t('review.approveDeposit'),
      }),
  },
};

export function DepositsPage() {
  return <ReviewQueuePage queue={depositQueue} />;
}
