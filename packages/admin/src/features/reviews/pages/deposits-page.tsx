// Top-ups to review: the pending queue oldest first with each one's waiting time; the certificate beside
// the request (zoom by clicking it); approve (credit) or reject with a reason. Other statuses by filter.
import {
  depositStatuses,
  displayMoney,
  formatDateTime,
  type TAdminDeposit,
  type TStaffProfile,
} from '@fair28/shared';
import { Button, Descriptions, Empty, Image, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMe } from '../../../api/staff/get-me';
import { ListPage } from '../../../components/list-page/list-page';
import { WaitingTime } from '../../../components/waiting-time/waiting-time';
import { type Translate, useT } from '../../../i18n/labels';
import { fetchDeposits, reviewKeys } from '../api/review-lists';
import { queueColumns, riskColumn } from '../components/queue-columns';
import { ReviewDrawer } from '../components/review-drawer';
import { StatusTag } from '../components/status-tag';
import { approvalConfirmation } from '../lib/approval-confirmation';
import { deciderOf, decisionView } from '../lib/decision';

const PENDING = { status: 'pending' } as const;

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

function decisionOf(deposit: TAdminDeposit, me: TStaffProfile | undefined) {
  return decisionView(deposit, deciderOf(me, 'money.review'));
}

export function DepositsPage() {
  const t = useT();
  const me = useMe().data;
  const [open, setOpen] = useState<TAdminDeposit | null>(null);
  const statusOptions = depositStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));

  return (
    <>
      <ListPage<TAdminDeposit>
        title={t('nav.deposits')}
        queryKey={reviewKeys.deposits}
        load={fetchDeposits}
        rowKey={(deposit) => deposit.id}
        defaultFilters={PENDING}
        defaultOrder="oldest"
        orderColumnKey="time"
        refetchInterval={30_000}
        filters={[
          { kind: 'select', name: 'status', label: t('common.status'), options: statusOptions },
          { kind: 'text', name: 'account', label: t('review.player'), width: 140 },
          {
            kind: 'select',
            name: 'awaitingSecondApproval',
            label: t('review.fourEyes'),
            options: [
              { value: '1', label: t('review.awaitingSecond') },
              { value: '0', label: t('review.noApprovalYet') },
            ],
          },
        ]}
        columns={[
          ...queueColumns<TAdminDeposit>(t),
          { key: 'orderNo', title: t('review.orderNo'), dataIndex: 'orderNo' },
          { key: 'account', title: t('review.player'), dataIndex: 'account' },
          riskColumn<TAdminDeposit>(t),
          {
            key: 'amount',
            title: t('review.amount'),
            align: 'right',
            render: (_, deposit) => displayMoney(deposit.amount),
          },
          { key: 'channel', title: t('review.channel'), dataIndex: 'channelName' },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, deposit) => (
              <>
                <StatusTag status={deposit.status} name={deposit.statusName} />
                {deposit.isAwaitingSecondApproval && <Tag color="gold">{t('review.awaitingSecond')}</Tag>}
                {deposit.attention && <Tag color="red">{t(`review.attention.${deposit.attention}`)}</Tag>}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, deposit) => (
              <Button size="small" onClick={() => setOpen(deposit)}>
                {decisionOf(deposit, me).kind === 'open' ? t('review.review') : t('review.view')}
              </Button>
            ),
          },
        ]}
        csv={{
          name: 'top-ups',
          columns: [
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
        }}
      />
      <ReviewDrawer
        kind="deposit"
        id={open?.id ?? null}
        title={open ? `${t('nav.deposits')} ${open.orderNo}` : ''}
        view={open ? decisionOf(open, me) : { kind: 'decided' }}
        details={open && <DepositDetails deposit={open} t={t} />}
        aside={
          open &&
          (open.imageUrl ? (
            <Image src={open.imageUrl} alt={t('review.certificate')} width={380} />
          ) : (
            <Empty description={t('review.noCertificate')} />
          ))
        }
        approveLabel={open?.isAwaitingSecondApproval ? t('review.approveSecond') : t('review.approveDeposit')}
        rejectLabel={t('review.reject')}
        confirmApproval={
          open
            ? approvalConfirmation(t, open, me?.fourEyesAbove, {
                title: t('review.creditConfirmTitle', displayMoney(open.amount), open.account),
                body: t('review.creditConfirmBody', displayMoney(open.amount), open.account),
                okText: t('review.approveDeposit'),
              })
            : undefined
        }
        onClose={() => setOpen(null)}
      />
    </>
  );
}
