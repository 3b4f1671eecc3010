// One review queue of the console, whatever it reviews: the pending requests oldest first with how long
// each has waited (other statuses by filter), refreshed while open, a CSV of the filtered list, and the
// drawer to approve or reject one, read from the list so it follows each refresh. Top-ups, withdrawals,
// bank card changes and balance adjustments are each a configuration of it (pages/).
import { formatDateTime, type Permission, type TStaffProfile } from '@fair28/shared';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useMe } from '@/api/staff/get-me';
import { type ListFilter, ListPage } from '@/components/list-page/list-page';
import { WaitingTime } from '@/components/waiting-time/waiting-time';
import { type Label, type Translate, useT } from '@/i18n/labels';
import type { CsvColumn } from '@/lib/csv';
import { type ReviewKind, type ReviewRow, reviewLists } from '../api/review-lists';
import { approvalConfirmation, type MoneyApproval } from '../lib/approval-confirmation';
import { type DecisionRequest, type DecisionView, deciderOf, decisionView } from '../lib/decision';
import { queueColumns } from './queue-columns';
import { ReviewDrawer } from './review-drawer';
import { StatusTag } from './status-tag';

/** Where a request stands, in any queue. */
type ReviewStatus = ReviewRow<ReviewKind>['status'];

/** A filter a queue may add after the status: the player's account, or where a large request stands. */
export type QueueFilter = 'account' | 'fourEyes';

/** One line of a request's details in the drawer; `false`: not shown for this request. */
export type DetailLine = NonNullable<DescriptionsProps['items']>[number] | false;

export type ReviewQueue<K extends ReviewKind> = {
  /** Which list and which pair of decision calls (api/). */
  kind: K;
  title: Label;
  statuses: readonly ReviewRow<K>['status'][];
  filters: readonly QueueFilter[];
  /** The permission a decision needs. */
  permission: Permission;
  /** The request as the decision rules read it: whose it is, who approved it first. */
  decisionRequest: (row: ReviewRow<K>) => DecisionRequest;
  /** The queue's own columns, between the waiting time and the status. */
  columns: (t: Translate) => ColumnsType<ReviewRow<K>>;
  /** Said beside the status: a second approval awaited, something to look at. */
  statusTags?: (row: ReviewRow<K>, t: Translate) => ReactNode;
  csv: {
    name: string;
    /** The queue's own columns, after the id and before when the request was submitted and decided. */
    columns: (t: Translate) => CsvColumn<ReviewRow<K>>[];
    decidedAt: (row: ReviewRow<K>) => string | null;
    /** After when it was decided. */
    after?: (t: Translate) => CsvColumn<ReviewRow<K>>[];
  };
  drawer: {
    title: (row: ReviewRow<K>, t: Translate) => string;
    /** The request's own details, before when it was submitted and its status. */
    details: (row: ReviewRow<K>, t: Translate) => DetailLine[];
    /** After the status: approvals and decisions so far, notes. */
    after?: (row: ReviewRow<K>, t: Translate) => DetailLine[];
    /** Beside the details: the payment certificate, the player's snapshot. */
    aside?: (row: ReviewRow<K>, t: Translate) => ReactNode;
    approveLabel: (row: ReviewRow<K>, t: Translate) => string;
    rejectLabel: Label;
    /** What an approval moves, asked before it; absent where it moves no money (a card change). */
    moneyApproval?: (row: ReviewRow<K>, t: Translate) => MoneyApproval;
  };
};

const PENDING = { status: 'pending' } as const;
const REFRESH_MS = 30_000;

const extraFilters: Record<QueueFilter, (t: Translate) => ListFilter> = {
  account: (t) => ({ kind: 'text', name: 'account', label: t('review.player'), width: 140 }),
  fourEyes: (t) => ({
    kind: 'select',
    name: 'awaitingSecondApproval',
    label: t('review.fourEyes'),
    options: [
      { value: '1', label: t('review.awaitingSecond') },
      { value: '0', label: t('review.noApprovalYet') },
    ],
  }),
};

function queueFilters(
  t: Translate,
  statuses: readonly ReviewStatus[],
  extra: readonly QueueFilter[],
): ListFilter[] {
  return [
    {
      kind: 'select',
      name: 'status',
      label: t('common.status'),
      options: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
    ...extra.map((filter) => extraFilters[filter](t)),
  ];
}

function csvColumns<K extends ReviewKind>(queue: ReviewQueue<K>, t: Translate): CsvColumn<ReviewRow<K>>[] {
  return [
    { header: 'id', value: (row) => row.id },
    ...queue.csv.columns(t),
    { header: t('review.submitted'), value: (row) => row.createTime },
    { header: t('review.decidedAt'), value: queue.csv.decidedAt },
    ...(queue.csv.after?.(t) ?? []),
  ];
}

type QueueDrawerProps<K extends ReviewKind> = {
  queue: ReviewQueue<K>;
  /** The list's rows now; the open request is read from them. */
  rows: readonly ReviewRow<K>[];
  openId: number | null;
  me: TStaffProfile | undefined;
  decisionOf: (row: ReviewRow<K>) => DecisionView;
  onClose: () => void;
};

/** The open request, as the list holds it now: its details, and its decision with what it moves. */
function QueueDrawer<K extends ReviewKind>({
  queue,
  rows,
  openId,
  me,
  decisionOf,
  onClose,
}: QueueDrawerProps<K>) {
  const t = useT();
  const { drawer } = queue;
  const row = rows.find((candidate) => candidate.id === openId) ?? null;
  // A request that left the list (decided elsewhere, then refetched) closes its drawer.
  const isGone = openId !== null && row === null;
  useEffect(() => {
    if (isGone) onClose();
  }, [isGone, onClose]);
  const money = row && drawer.moneyApproval?.(row, t);

  const lines: DetailLine[] = row
    ? [
        ...drawer.details(row, t),
        { key: 'submitted', label: t('review.submitted'), children: formatDateTime(row.createTime) },
        {
          key: 'status',
          label: t('common.status'),
          children: (
            <>
              <StatusTag status={row.status} name={row.statusName} />
              {row.status === 'pending' && <WaitingTime since={row.createTime} />}
            </>
          ),
        },
        ...(drawer.after?.(row, t) ?? []),
      ]
    : [];

  return (
    <ReviewDrawer
      kind={queue.kind}
      id={row?.id ?? null}
      title={row ? drawer.title(row, t) : ''}
      view={row ? decisionOf(row) : { kind: 'decided' }}
      details={
        <Descriptions column={1} bordered size="small" items={lines.filter((line) => line !== false)} />
      }
      aside={row && drawer.aside?.(row, t)}
      approveLabel={row ? drawer.approveLabel(row, t) : ''}
      rejectLabel={t(drawer.rejectLabel)}
      confirmApproval={
        row && money
          ? approvalConfirmation(t, money, queue.decisionRequest(row).firstApprovedBy, me?.fourEyesAbove)
          : undefined
      }
      onClose={onClose}
    />
  );
}

export function ReviewQueuePage<K extends ReviewKind>({ queue }: { queue: ReviewQueue<K> }) {
  const t = useT();
  const me = useMe().data;
  const [openId, setOpenId] = useState<number | null>(null);
  const list = reviewLists[queue.kind];
  const decisionOf = (row: ReviewRow<K>): DecisionView =>
    decisionView(queue.decisionRequest(row), deciderOf(me, queue.permission));
  const filters = useMemo(() => queueFilters(t, queue.statuses, queue.filters), [t, queue]);
  const close = useCallback(() => setOpenId(null), []);

  return (
    <ListPage<ReviewRow<K>>
      title={t(queue.title)}
      queryKey={list.queryKey}
      load={list.load}
      rowKey={(row) => row.id}
      defaultFilters={PENDING}
      defaultOrder="oldest"
      orderColumnKey="time"
      refetchInterval={REFRESH_MS}
      filters={filters}
      columns={[
        ...queueColumns<ReviewRow<K>>(t),
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
            <Button size="small" onClick={() => setOpenId(row.id)}>
              {decisionOf(row).kind === 'open' ? t('review.review') : t('review.view')}
            </Button>
          ),
        },
      ]}
      csv={{ name: queue.csv.name, columns: csvColumns(queue, t) }}
      withRows={(rows) => (
        <QueueDrawer
          queue={queue}
          rows={rows}
          openId={openId}
          me={me}
          decisionOf={decisionOf}
          onClose={close}
        />
      )}
    />
  );
}
