// One review queue of the console, whatever it reviews: the pending requests oldest first with how long
// each has waited (other statuses by filter), refreshed while open, a CSV of the filtered list, and the
// drawer to approve or reject one. Top-ups, withdrawals, bank card changes and balance adjustments are
// each a configuration of it (pages/).
import type {
  adjustmentStatuses,
  bankChangeStatuses,
  depositStatuses,
  Permission,
  withdrawalStatuses,
} from '@fair28/shared';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import type { Page } from '@/api/all-pages';
import { useMe } from '@/api/staff/get-me';
import { type ListFilter, ListPage, type ListRequest } from '@/components/list-page/list-page';
import type { ConfirmWords } from '@/hooks/use-guarded-action';
import { type Label, type Translate, useT } from '@/i18n/labels';
import type { CsvColumn } from '@/lib/csv';
import type { ReviewKind } from '../api/decide';
import { type DecisionRequest, type DecisionView, deciderOf, decisionView } from '../lib/decision';
import { queueColumns } from './queue-columns';
import { ReviewDrawer } from './review-drawer';
import { StatusTag } from './status-tag';

type ReviewStatus =
  | (typeof depositStatuses)[number]
  | (typeof withdrawalStatuses)[number]
  | (typeof adjustmentStatuses)[number]
  | (typeof bankChangeStatuses)[number];

/** What every request under review has. */
export type QueueRow = { id: number; status: ReviewStatus; statusName: string; createTime: string };

/** A filter a queue may add after the status: the player's account, or where a large request stands. */
export type QueueFilter = 'account' | 'fourEyes';

export type ReviewQueue<Row extends QueueRow> = {
  /** Which pair of calls decides it. */
  kind: ReviewKind;
  title: Label;
  queryKey: readonly unknown[];
  load: (request: ListRequest, signal?: AbortSignal) => Promise<Page<Row>>;
  statuses: readonly Row['status'][];
  filters: readonly QueueFilter[];
  /** The permission a decision needs. */
  permission: Permission;
  /** The request as the decision rules read it: whose it is, who approved it first. */
  decisionRequest: (row: Row) => DecisionRequest;
  /** The queue's own columns, between the waiting time and the status. */
  columns: (t: Translate) => ColumnsType<Row>;
  /** Said beside the status: a second approval awaited, something to look at. */
  statusTags?: (row: Row, t: Translate) => ReactNode;
  csv: { name: string; columns: (t: Translate) => CsvColumn<Row>[] };
  drawer: {
    title: (row: Row, t: Translate) => string;
    details: (row: Row, t: Translate) => ReactNode;
    /** Beside the details: the payment certificate, the player's snapshot. */
    aside?: (row: Row, t: Translate) => ReactNode;
    approveLabel: (row: Row, t: Translate) => string;
    rejectLabel: Label;
    /** Asked before an approval that moves money. */
    confirmApproval?: (row: Row, t: Translate, fourEyesAbove: string | undefined) => ConfirmWords;
  };
};

const PENDING = { status: 'pending' } as const;
const REFRESH_MS = 30_000;

function queueFilters(t: Translate, statuses: readonly ReviewStatus[], extra: readonly QueueFilter[]) {
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('common.status'),
      options: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
  ];
  if (extra.includes('account')) {
    filters.push({ kind: 'text', name: 'account', label: t('review.player'), width: 140 });
  }
  if (extra.includes('fourEyes')) {
    filters.push({
      kind: 'select',
      name: 'awaitingSecondApproval',
      label: t('review.fourEyes'),
      options: [
        { value: '1', label: t('review.awaitingSecond') },
        { value: '0', label: t('review.noApprovalYet') },
      ],
    });
  }
  return filters;
}

export function ReviewQueuePage<Row extends QueueRow>({ queue }: { queue: ReviewQueue<Row> }) {
  const t = useT();
  const me = useMe().data;
  const [open, setOpen] = useState<Row | null>(null);
  const decisionOf = (row: Row): DecisionView =>
    decisionView(queue.decisionRequest(row), deciderOf(me, queue.permission));
  const { drawer } = queue;

  return (
    <>
      <ListPage<Row>
        title={t(queue.title)}
        queryKey={queue.queryKey}
        load={queue.load}
        rowKey={(row) => row.id}
        defaultFilters={PENDING}
        defaultOrder="oldest"
        orderColumnKey="time"
        refetchInterval={REFRESH_MS}
        filters={queueFilters(t, queue.statuses, queue.filters)}
        columns={[
          ...queueColumns<Row>(t),
          ...queue.columns(t),
          {
            key: 'status',
            title: t('common.status'),
            render: (_, row) => (
              <>
                <StatusTag status={row.status} name={row.statusName} />
                {queue.statusTags?.(row, t)}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setOpen(row)}>
                {decisionOf(row).kind === 'open' ? t('review.review') : t('review.view')}
              </Button>
            ),
          },
        ]}
        csv={{ name: queue.csv.name, columns: queue.csv.columns(t) }}
      />
      <ReviewDrawer
        kind={queue.kind}
        id={open?.id ?? null}
        title={open ? drawer.title(open, t) : ''}
        view={open ? decisionOf(open) : { kind: 'decided' }}
        details={open && drawer.details(open, t)}
        aside={open && drawer.aside?.(open, t)}
        approveLabel={open ? drawer.approveLabel(open, t) : ''}
        rejectLabel={t(drawer.rejectLabel)}
        confirmApproval={open ? drawer.confirmApproval?.(open, t, me?.fourEyesAbove) : undefined}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
