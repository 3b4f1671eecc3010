// Balance adjustments: those above the four-eyes amount wait for a second operator, who applies or rejects
// them; their maker cannot. Applied and rejected ones by filter.
import {
  adjustmentStatuses,
  displayMoney,
  formatDateTime,
  type TBalanceAdjustment,
  type TStaffProfile,
} from '@fair28/shared';
import { Button, Descriptions, Tag } from 'antd';
import { useState } from 'react';
import { useMe } from '../../../api/staff/get-me';
import { ListPage } from '../../../components/list-page/list-page';
import { type Translate, useT } from '../../../i18n/labels';
import { fetchAdjustments, reviewKeys } from '../api/review-lists';
import { queueColumns } from '../components/queue-columns';
import { ReviewDrawer } from '../components/review-drawer';
import { StatusTag } from '../components/status-tag';
import { deciderOf, decisionView } from '../lib/decision';

const PENDING = { status: 'pending' } as const;

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

function decisionOf(adjustment: TBalanceAdjustment, me: TStaffProfile | undefined) {
  // Its maker gave the first approval; the server refuses them a second one.
  return decisionView(
    { userId: adjustment.userId, status: adjustment.status, firstApprovedBy: adjustment.requestedBy },
    deciderOf(me, 'money.review'),
  );
}

export function AdjustmentsPage() {
  const t = useT();
  const me = useMe().data;
  const [open, setOpen] = useState<TBalanceAdjustment | null>(null);
  const statusOptions = adjustmentStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));

  return (
    <>
      <ListPage<TBalanceAdjustment>
        title={t('nav.adjustments')}
        queryKey={reviewKeys.adjustments}
        load={fetchAdjustments}
        rowKey={(adjustment) => adjustment.id}
        defaultFilters={PENDING}
        defaultOrder="oldest"
        orderColumnKey="time"
        refetchInterval={30_000}
        filters={[
          { kind: 'select', name: 'status', label: t('common.status'), options: statusOptions },
          { kind: 'text', name: 'account', label: t('review.player'), width: 140 },
        ]}
        columns={[
          ...queueColumns<TBalanceAdjustment>(t),
          { key: 'account', title: t('review.player'), dataIndex: 'account' },
          {
            key: 'amount',
            title: t('review.amount'),
            align: 'right',
            render: (_, adjustment) =>
              `${adjustment.direction === 'credit' ? '+' : '-'}${displayMoney(adjustment.amount)}`,
          },
          { key: 'madeBy', title: t('review.madeBy'), dataIndex: 'requestedBy' },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, adjustment) => <StatusTag status={adjustment.status} name={adjustment.statusName} />,
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, adjustment) => (
              <Button size="small" onClick={() => setOpen(adjustment)}>
                {decisionOf(adjustment, me).kind === 'open' ? t('review.review') : t('review.view')}
              </Button>
            ),
          },
        ]}
        csv={{
          name: 'balance-adjustments',
          columns: [
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
        }}
      />
      <ReviewDrawer
        kind="adjustment"
        id={open?.id ?? null}
        title={open ? `${t('nav.adjustments')} · ${open.account}` : ''}
        view={open ? decisionOf(open, me) : { kind: 'decided' }}
        details={open && <AdjustmentDetails adjustment={open} t={t} />}
        approveLabel={t('review.approveSecond')}
        rejectLabel={t('review.reject')}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
