// The two columns every review queue starts with: when the request came, and while it is pending, how
// long it has waited (the queue's order column is the first).
import { formatDateTime } from '@fair28/shared';
import type { ColumnsType } from 'antd/es/table';
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
