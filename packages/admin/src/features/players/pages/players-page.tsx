// Players: search by account, nickname, mobile or id, by status and registration days, sorted by
// registration, last sign-in, balance or account; each row with its risk flags and a way to the profile.
import { displayMoney, formatDateTime, type TAdminPlayer } from '@fair28/shared';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ListPage } from '@/components/list-page/list-page';
import { RiskFlagTags } from '@/components/risk-flag-tags';
import { useT } from '@/i18n/labels';
import { fetchPlayers, playersQueryKey } from '../api/get-players';

const time = (text: string | null) => (text ? formatDateTime(text) : '—');

export function PlayersPage() {
  const t = useT();
  return (
    <ListPage<TAdminPlayer>
      title={t('nav.players')}
      queryKey={playersQueryKey}
      load={fetchPlayers}
      rowKey={(row) => row.userId}
      filters={[
        { kind: 'text', name: 'query', label: t('list.search'), width: 240 },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          options: [
            { value: 'active', label: t('status.active') },
            { value: 'disabled', label: t('status.disabled') },
          ],
        },
        { kind: 'days', from: 'registeredFrom', to: 'registeredTo', label: t('player.registeredRange') },
        {
          kind: 'select',
          name: 'sortBy',
          label: t('player.sortBy'),
          options: [
            { value: 'createTime', label: t('player.registered') },
            { value: 'lastLoginTime', label: t('player.lastLogin') },
            { value: 'balance', label: t('player.balance') },
            { value: 'account', label: t('player.account') },
          ],
        },
        {
          kind: 'select',
          name: 'sortOrder',
          label: t('player.sortOrder'),
          options: [
            { value: 'desc', label: t('player.descending') },
            { value: 'asc', label: t('player.ascending') },
          ],
        },
      ]}
      columns={[
        { key: 'id', title: 'ID', dataIndex: 'userId' },
        {
          key: 'account',
          title: t('player.account'),
          render: (_, row) => <Link to={`/players/profile?userId=${row.userId}`}>{row.account}</Link>,
        },
        { key: 'nickName', title: t('player.nickName'), dataIndex: 'nickName' },
        { key: 'mobile', title: t('player.mobile'), dataIndex: 'mobile' },
        {
          key: 'balance',
          title: t('player.balance'),
          align: 'right',
          render: (_, row) => displayMoney(row.balance),
        },
        {
          key: 'status',
          title: t('common.status'),
          render: (_, row) => <Tag color={row.status === 'active' ? 'green' : 'red'}>{row.statusName}</Tag>,
        },
        {
          key: 'flags',
          title: t('player.flags'),
          render: (_, row) => <RiskFlagTags kinds={row.riskFlags} />,
        },
        { key: 'inviter', title: t('player.inviter'), dataIndex: 'inviter' },
        { key: 'created', title: t('player.registered'), render: (_, row) => time(row.createTime) },
        { key: 'login', title: t('player.lastLogin'), render: (_, row) => time(row.lastLoginTime) },
      ]}
      csv={{
        name: 'players',
        columns: [
          { header: 'id', value: (row) => row.userId },
          { header: 'account', value: (row) => row.account },
          { header: 'nickname', value: (row) => row.nickName },
          { header: 'mobile', value: (row) => row.mobile },
          { header: 'role', value: (row) => row.role },
          { header: 'status', value: (row) => row.status },
          { header: 'balance', value: (row) => row.balance },
          { header: 'inviter', value: (row) => row.inviter },
          { header: 'risk_flags', value: (row) => row.riskFlags.join(' ') },
          { header: 'registered', value: (row) => row.createTime },
          { header: 'last_login', value: (row) => row.lastLoginTime },
        ],
      }}
    />
  );
}
