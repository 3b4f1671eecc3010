// Fairness: every hash chain as players see it (/api/v1/chain/list): its terminating hash, published
// before its first round, the issues it draws, whether it is upcoming, active or spent, and a spent
// chain's seed. Chains rotate by themselves: the next is listed a round before it is needed.
import { CHAIN_STATES, formatDateTime, type TChainEntry } from '@fair28/shared';
import { Alert, Space, Tag, Typography } from 'antd';
import { ListPage } from '@/components/list-page/list-page';
import { type Label, useT } from '@/i18n/labels';
import { chainsQueryKey, fetchChains } from '../api/get-chains';

const STATE_LABEL: Record<TChainEntry['state'], Label> = {
  upcoming: 'fair.upcoming',
  active: 'fair.active',
  spent: 'fair.spent',
};
const STATE_COLOR: Record<TChainEntry['state'], string> = {
  upcoming: 'blue',
  active: 'green',
  spent: 'default',
};

export function FairnessPage() {
  const t = useT();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" title={t('fair.intro')} />
      <ListPage<TChainEntry>
        title={t('nav.fairness')}
        queryKey={chainsQueryKey}
        load={fetchChains}
        rowKey={(row) => row.chainId}
        filters={[{ kind: 'text', name: 'gameTypeId', label: t('monitor.gameId'), width: 100 }]}
        columns={[
          {
            key: 'chain',
            title: t('fair.chain'),
            render: (_, row) => `#${row.chainId} · ${row.gameTypeCode}`,
          },
          {
            key: 'state',
            title: t('fair.state'),
            render: (_, row) => <Tag color={STATE_COLOR[row.state]}>{t(STATE_LABEL[row.state])}</Tag>,
          },
          {
            key: 'issues',
            title: t('fair.issues'),
            render: (_, row) => `${row.firstIssue} – ${row.lastIssue}`,
          },
          { key: 'length', title: t('fair.length'), dataIndex: 'length', align: 'right' },
          {
            key: 'hash',
            title: t('fair.terminating'),
            render: (_, row) => (
              <Typography.Text code copyable style={{ fontSize: 12 }}>
                {row.terminatingHash}
              </Typography.Text>
            ),
          },
          {
            key: 'created',
            title: t('fair.created'),
            render: (_, row) => formatDateTime(row.createdAt, { withSeconds: true }),
          },
          {
            key: 'seed',
            title: t('fair.seed'),
            render: (_, row) =>
              row.seed ? (
                <Typography.Text code copyable style={{ fontSize: 12 }}>
                  {row.seed}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
        ]}
        csv={{
          name: 'hash-chains',
          columns: [
            { header: 'chain_id', value: (row) => row.chainId },
            { header: 'game', value: (row) => row.gameTypeCode },
            { header: 'state', value: (row) => row.state },
            { header: 'first_issue', value: (row) => row.firstIssue },
            { header: 'last_issue', value: (row) => row.lastIssue },
            { header: 'terminating_hash', value: (row) => row.terminatingHash },
            { header: 'published', value: (row) => new Date(row.createdAt).toISOString() },
            { header: 'seed', value: (row) => row.seed },
          ],
        }}
      />
      <Typography.Text type="secondary">
        {CHAIN_STATES.map((state) => t(STATE_LABEL[state])).join(' → ')}
      </Typography.Text>
    </Space>
  );
}
