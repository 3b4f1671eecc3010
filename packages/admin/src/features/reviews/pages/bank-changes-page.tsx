// Bank card change requests: the card now and the card asked for, side by side; approve or reject with a
// reason (deciding needs cards.review: a changed card redirects payouts).
import {
  bankChangeStatuses,
  formatDateTime,
  type TAdminBankChange,
  type TBankCardDetails,
  type TStaffProfile,
} from '@fair28/shared';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useMe } from '../../../api/staff/get-me';
import { useCardMarket } from '../../../api/system/get-card-market';
import { ListPage } from '../../../components/list-page/list-page';
import { WaitingTime } from '../../../components/waiting-time/waiting-time';
import { type Translate, useT } from '../../../i18n/labels';
import { type CardField, cardFieldsOf } from '../../../lib/card-fields';
import { fetchBankChanges, reviewKeys } from '../api/review-lists';
import { queueColumns } from '../components/queue-columns';
import { ReviewDrawer } from '../components/review-drawer';
import { StatusTag } from '../components/status-tag';
import { deciderOf, decisionView } from '../lib/decision';

const PENDING = { status: 'pending' } as const;

function CardComparison({ change, t }: { change: TAdminBankChange; t: Translate }) {
  const market = useCardMarket();
  const value = (card: TBankCardDetails | null, field: CardField) => card?.[field] || '—';
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('review.player')}>{change.account}</Descriptions.Item>
      <Descriptions.Item label={t('review.submitted')}>{formatDateTime(change.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={change.status} name={change.statusName} />
        {change.status === 'pending' && <WaitingTime since={change.createTime} />}
      </Descriptions.Item>
      {cardFieldsOf(market).map((field) => (
        <Descriptions.Item key={field} label={t(`card.${field}`)}>
          {value(change.current, field)} → <strong>{value(change.requested, field)}</strong>
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('review.playerNote')}>{change.note || '—'}</Descriptions.Item>
      {change.reason !== '' && (
        <Descriptions.Item label={t('common.reason')}>{change.reason}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

function decisionOf(change: TAdminBankChange, me: TStaffProfile | undefined) {
  return decisionView(
    { userId: change.userId, status: change.status, firstApprovedBy: '' },
    deciderOf(me, 'cards.review'),
  );
}

export function BankChangesPage() {
  const t = useT();
  const me = useMe().data;
  const market = useCardMarket();
  const [open, setOpen] = useState<TAdminBankChange | null>(null);
  const statusOptions = bankChangeStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));

  return (
    <>
      <ListPage<TAdminBankChange>
        title={t('nav.bankChanges')}
        queryKey={reviewKeys.bankChanges}
        load={fetchBankChanges}
        rowKey={(change) => change.id}
        defaultFilters={PENDING}
        defaultOrder="oldest"
        orderColumnKey="time"
        refetchInterval={30_000}
        filters={[{ kind: 'select', name: 'status', label: t('common.status'), options: statusOptions }]}
        columns={[
          ...queueColumns<TAdminBankChange>(t),
          { key: 'account', title: t('review.player'), dataIndex: 'account' },
          {
            key: 'card',
            title: t('review.requestedCard'),
            render: (_, change) => `${change.requested.bankName} ${change.requested.cardNo}`,
          },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, change) => <StatusTag status={change.status} name={change.statusName} />,
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, change) => (
              <Button size="small" onClick={() => setOpen(change)}>
                {decisionOf(change, me).kind === 'open' ? t('review.review') : t('review.view')}
              </Button>
            ),
          },
        ]}
        csv={{
          name: 'bank-card-changes',
          columns: [
            { header: 'id', value: (change) => change.id },
            { header: t('review.player'), value: (change) => change.account },
            { header: t('common.status'), value: (change) => change.status },
            ...cardFieldsOf(market).map((field) => ({
              header: t(`card.${field}`),
              value: (change: TAdminBankChange) => change.requested[field],
            })),
            { header: t('review.playerNote'), value: (change) => change.note },
            { header: t('review.submitted'), value: (change) => change.createTime },
            { header: t('review.decidedAt'), value: (change) => change.reviewTime },
            { header: t('common.reason'), value: (change) => change.reason },
          ],
        }}
      />
      <ReviewDrawer
        kind="bankChange"
        id={open?.id ?? null}
        title={open ? `${t('nav.bankChanges')} · ${open.account}` : ''}
        view={open ? decisionOf(open, me) : { kind: 'decided' }}
        details={open && <CardComparison change={open} t={t} />}
        approveLabel={t('review.approveCard')}
        rejectLabel={t('review.reject')}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
