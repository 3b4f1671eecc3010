// Past rounds: result, stakes, payouts and the house's take, by game type and status, newest first; a
// void round shows when it was voided (its bets were all refunded).
import { displayMoney, formatDateTime, ROUND_STATUSES, type TAdminRound } from '@fair28/shared';
import { Tag } from 'antd';
import { ListPage } from '@/components/list-page/list-page';
import { useT } from '@/i18n/labels';
import { fetchRounds, roundsQueryKey } from '../api/get-rounds';

export function RoundsPage() {
  const t = useT();
  return (
    <ListPage<TAdminRound>
      title={t('nav.rounds')}
      queryKey={roundsQueryKey}
      load={fetchRounds}
      rowKey={(row) => row.roundId}
      refetchInterval={10_000}
      filters={[
        { kind: 'text', name: 'gameTypeId', label: t('monitor.gameId'), width: 100 },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          options: ROUND_STATUSES.map((status) => ({
            value: status,
            label: t(`round.status.${status}`),
          })),
        },
      ]}
      columns={[
        { key: 'game', title: t('monitor.game'), dataIndex: 'gameName' },
        { key: 'issue', title: t('player.issue'), dataIndex: 'issue' },
        {
          key: 'status',
          title: t('common.status'),
          render: (_, row) => <Tag color={row.status === 'void' ? 'red' : undefined}>{row.statusName}</Tag>,
        },
        {
          key: 'draws',
          title: t('rounds.draws'),
          render: (_, row) => formatDateTime(row.drawsAt, { withSeconds: true }),
        },
        {
          key: 'result',
          title: t('rounds.result'),
          render: (_, row) =>
            row.result ? `${row.result.a}+${row.result.b}+${row.result.c}=${row.result.sum}` : '—',
        },
        { key: 'bets', title: t('monitor.bets'), dataIndex: 'betCount', align: 'right' },
        { key: 'players', title: t('monitor.players'), dataIndex: 'playerCount', align: 'right' },
        {
          key: 'stake',
          title: t('monitor.stake'),
          align: 'right',
          render: (_, row) => displayMoney(row.stake),
        },
        {
          key: 'payout',
          title: t('dash.payouts'),
          align: 'right',
          render: (_, row) => displayMoney(row.payout),
        },
        {
          key: 'ggr',
          title: t('rounds.ggr'),
          align: 'right',
          render: (_, row) => displayMoney(row.grossGamingRevenue),
        },
      ]}
      csv={{
        name: 'rounds',
        columns: [
          { header: 'round_id', value: (row) => row.roundId },
          { header: 'game', value: (row) => row.gameName },
          { header: 'issue', value: (row) => row.issue },
          { header: 'status', value: (row) => row.status },
          { header: 'draws_at', value: (row) => new Date(row.drawsAt).toISOString() },
          { header: 'sum', value: (row) => row.result?.sum },
          { header: 'bets', value: (row) => row.betCount },
          { header: 'players', value: (row) => row.playerCount },
          { header: 'stake', value: (row) => row.stake },
          { header: 'payout', value: (row) => row.payout },
          { header: 'ggr', value: (row) => row.grossGamingRevenue },
          { header: 'voided_at', value: (row) => row.voidedTime },
        ],
      }}
    />
  );
}
