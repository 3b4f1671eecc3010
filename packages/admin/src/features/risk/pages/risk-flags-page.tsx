// Risk flags: what the data shows now (players sharing addresses or devices, hedged betting, bursts of
// deposits and withdrawals), filtered by kind and player, each leading to the player's profile.
import { formatDateTime, riskFlagKinds, type TRiskFlag } from '@fair28/shared';
import { Link } from 'react-router-dom';
import { ListPage } from '@/components/list-page/list-page';
import { useT } from '@/i18n/labels';
import { fetchRiskFlags, riskFlagsQueryKey } from '../api/get-risk-flags';

export function RiskFlagsPage() {
  const t = useT();
  return (
    <ListPage<TRiskFlag>
      title={t('nav.risk')}
      queryKey={riskFlagsQueryKey}
      load={fetchRiskFlags}
      rowKey={(row) => `${row.kind}:${row.userId}`}
      filters={[
        {
          kind: 'select',
          name: 'kind',
          label: t('risk.kind'),
          options: riskFlagKinds.map((kind) => ({
            value: kind,
            label: t(`risk.${kind}.title`),
          })),
        },
        { kind: 'text', name: 'account', label: t('player.account') },
      ]}
      columns={[
        {
          key: 'account',
          title: t('player.account'),
          render: (_, row) => <Link to={`/players/profile?userId=${row.userId}`}>{row.account}</Link>,
        },
        { key: 'kind', title: t('risk.kind'), dataIndex: 'title' },
        { key: 'detail', title: t('risk.detail'), dataIndex: 'detail' },
        {
          key: 'related',
          title: t('player.related'),
          render: (_, row) => row.relatedAccounts.join(', ') || '—',
        },
        { key: 'seen', title: t('player.lastSeen'), render: (_, row) => formatDateTime(row.lastSeenTime) },
      ]}
      csv={{
        name: 'risk-flags',
        columns: [
          { header: 'user_id', value: (row) => row.userId },
          { header: 'account', value: (row) => row.account },
          { header: 'kind', value: (row) => row.kind },
          { header: 'detail', value: (row) => row.detail },
          { header: 'count', value: (row) => row.count },
          { header: 'related', value: (row) => row.relatedAccounts.join(' ') },
          { header: 'last_seen', value: (row) => row.lastSeenTime },
        ],
      }}
    />
  );
}
