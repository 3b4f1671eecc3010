// The two columns every review queue starts with: when the request came, and while it is pending, how
// long it has waited (the queue's order column is the first); and the player's risk flags beside the money
// queues' rows.
import { formatDateTime, type RiskFlagKind } from '@fair28/shared';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { RiskFlagTags } from '../../../components/risk-flag-tags';
import { WaitingTime } from '../../../components/waiting-time/waiting-time';
import type { Translate } from '../../../i18n/labels';

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

export function riskColumn<Row extends { riskFlags: readonly RiskFlagKind[] }>(
  t: Translate,
): ColumnType<Row> {
  return {
    key: 'risk',
    title: t('snapshot.riskFlags'),
    render: (_, row) => (row.riskFlags.length > 0 ? <RiskFlagTags kinds={row.riskFlags} /> : '—'),
  };
}
