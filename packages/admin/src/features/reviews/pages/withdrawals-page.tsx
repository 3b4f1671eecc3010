// Withdrawals to review: the pending queue oldest first with each one's waiting time, where the money
// goes (in full, to pay out to), approve once paid out or reject to refund the player, with a reason.
import {
  displayMoney,
  formatDateTime,
  type TAdminWithdrawal,
  type TStaffProfile,
  withdrawalStatuses,
} from '@fair28/shared';
import { Button, Descriptions, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMe } from '../../../api/staff/get-me';
import { ListPage } from '../../../components/list-page/list-page';
import { PlayerSnapshot } from '../../../components/player-snapshot/player-snapshot';
import { WaitingTime } from '../../../components/waiting-time/waiting-time';
import { type Translate, useT } from '../../../i18n/labels';
import { fetchWithdrawals, reviewKeys } from '../api/review-lists';
import { queueColumns, riskColumn } from '../components/queue-columns';
import { ReviewDrawer } from '../components/review-drawer';
import { StatusTag } from '../components/status-tag';
import { approvalConfirmation } from '../lib/approval-confirmation';
import { deciderOf, decisionView } from '../lib/decision';

const PENDING = { status: 'pending' } as const;

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

function decisionOf(withdrawal: TAdminWithdrawal, me: TStaffProfile | undefined) {
  return decisionView(withdrawal, deciderOf(me, 'money.review'));
}

export function WithdrawalsPage() {
  const t = useT();
  const me = useMe().data;
  const [open, setOpen] = useState<TAdminWithdrawal | null>(null);
  const statusOptions = withdrawalStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));

  return (
    <>
      <ListPage<TAdminWithdrawal>
        title={t('nav.withdrawals')}
        queryKey={reviewKeys.withdrawals}
        load={fetchWithdrawals}
        rowKey={(withdrawal) => withdrawal.id}
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
          ...queueColumns<TAdminWithdrawal>(t),
          { key: 'orderNo', title: t('review.orderNo'), dataIndex: 'orderNo' },
          { key: 'account', title: t('review.player'), dataIndex: 'account' },
          riskColumn<TAdminWithdrawal>(t),
          {
            key: 'amount',
            title: t('review.amount'),
            align: 'right',
            render: (_, withdrawal) => displayMoney(withdrawal.amount),
          },
          {
            key: 'destination',
            title: t('review.destination'),
            render: (_, withdrawal) => `${withdrawal.destinationName} ${withdrawal.destination}`,
          },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, withdrawal) => (
              <>
                <StatusTag status={withdrawal.status} name={withdrawal.statusName} />
                {withdrawal.isAwaitingSecondApproval && <Tag color="gold">{t('review.awaitingSecond')}</Tag>}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, withdrawal) => (
              <Button size="small" onClick={() => setOpen(withdrawal)}>
                {decisionOf(withdrawal, me).kind === 'open' ? t('review.review') : t('review.view')}
              </Button>
            ),
          },
        ]}
        csv={{
          name: 'withdrawals',
          columns: [
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
        }}
      />
      <ReviewDrawer
        kind="withdrawal"
        id={open?.id ?? null}
        title={open ? `${t('nav.withdrawals')} ${open.orderNo}` : ''}
        view={open ? decisionOf(open, me) : { kind: 'decided' }}
        details={open && <WithdrawalDetails withdrawal={open} t={t} />}
        aside={open && <PlayerSnapshot userId={open.userId} />}
        approveLabel={open?.isAwaitingSecondApproval ? t('review.approveSecond') : t('review.approvePaid')}
        rejectLabel={t('review.rejectRefund')}
        confirmApproval={
          open
            ? approvalConfirmation(t, open, me?.fourEyesAbove, {
                title: t('review.paidConfirmTitle', displayMoney(open.actualAmount), open.account),
                body: t('review.paidConfirmBody', displayMoney(open.amount)),
                okText: t('review.approvePaid'),
              })
            : undefined
        }
        onClose={() => setOpen(null)}
      />
    </>
  );
}
