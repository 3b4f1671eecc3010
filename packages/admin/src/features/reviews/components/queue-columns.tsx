// The two columns every review queue starts with: when the request came, and while it is pending, how
// long it has waited (the queue's order column is the first); and those of the money queues' rows that
// follow: the order number, the player with their risk flags, the amount.
import { displayMoney, formatDateTime, type RiskFlagKind } from '@fair28/shared';
import type { ColumnsType } from 'antd/es/table';
import { RiskFlagTags } from '@/components/risk-flag-tags';
import { WaitingTime } from '@/components/waiting-time/waiting-time';
import type { Translate } from '@/i18n/labels';

type Queued = { createTime: string; status: string };

export function queueColumns<Row extends Queued>(t: Translate): ColumnsType<Row> {
  return [
    { key: 'time', title: t('review.submitted'), render: (_, row) => formatDateTime(row.createTime) },
    {
      key: 'waiting',
      title: t('review.waiting'),
      render: (_, row) => (row.status === 'pending' ? <WaitingTime since={row.createTime} /> : '—'),
    },
  ];
}

type MoneyRequest = { orderNo: string; account: string; amount: string; riskFlags: readonly RiskFlagKind[] };

export function moneyColumns<Row extends MoneyRequest>(t: Translate): ColumnsType<Row> {
  return [
    { key: 'orderNo', title: t('review.orderNo'), dataIndex: 'orderNo' },
    { key: 'account', title: t('review.player'), dataIndex: 'account' },
    {
      key: 'risk',
      title: t('snapshot.riskFlags'),
      render: (_, row) => (row.riskFlags.length > 0 ? <RiskFlagTags kinds={row.riskFlags} /> : '—'),
    },
    {
      key: 'amount',
      title: t('review.amount'),
      align: 'right',
      render: (_, row) => displayMoney(row.amount),
    },
  ];
}
