// One player: balance and account facts, risk flags, and tabs of their money, bets, payout details,
// invitees and sessions (addresses and devices); freeze or unfreeze, a one-time password, and a balance
// adjustment, each confirmed with a reason. The buttons follow the operator's permissions.
import {
  displayMoney,
  formatDateTime,
  type TAdminPlayer,
  type TAdminPlayerProfile,
  type TIssuedPassword,
} from '@fair28/shared';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { usePlayerProfile } from '@/api/players/get-player-profile';
import { useCan } from '@/api/staff/get-me';
import { useCardMarket } from '@/api/system/get-card-market';
import { OneTimePassword } from '@/components/one-time-password';
import { ReasonModal } from '@/components/reason-modal';
import { RiskFlagTags } from '@/components/risk-flag-tags';
import { useT } from '@/i18n/labels';
import { cardFieldsOf } from '@/lib/card-fields';
import { useResetPlayerPassword } from '../api/reset-player-password';
import { useResetPlayerTwoFactor } from '../api/reset-player-two-factor';
import { useSetPlayerFrozen } from '../api/set-player-frozen';
import { AdjustDialog } from '../components/adjust-dialog';

const time = (text: string | null) => (text ? formatDateTime(text) : '—');

type Action = 'freeze' | 'unfreeze' | 'reset' | 'resetTwoFactor' | 'adjust';

function ProfileTabs({ profile }: { profile: TAdminPlayerProfile }) {
  const t = useT();
  const market = useCardMarket();
  const small = { size: 'small' as const, pagination: false as const };
  const card = profile.bankCard;
  return (
    <Tabs
      items={[
        {
          key: 'ledger',
          label: t('player.tabLedger'),
          children: (
            <Table
              {...small}
              rowKey="id"
              dataSource={profile.ledger}
              columns={[
                { title: t('common.time'), render: (_, row) => time(row.createTime) },
                { title: t('player.type'), dataIndex: 'typeName' },
                { title: t('player.amountCol'), align: 'right', render: (_, row) => row.amount },
                {
                  title: t('player.balanceAfter'),
                  align: 'right',
                  render: (_, row) => displayMoney(row.balance),
                },
                { title: t('player.reference'), dataIndex: 'reference' },
              ]}
            />
          ),
        },
        {
          key: 'bets',
          label: t('player.tabBets'),
          children: (
            <Table
              {...small}
              rowKey="betId"
              dataSource={profile.bets}
              columns={[
                { title: t('common.time'), render: (_, row) => formatDateTime(row.createdAt) },
                { title: t('player.issue'), dataIndex: 'issue' },
                { title: t('games.room'), dataIndex: 'roomName' },
                { title: t('player.bet'), dataIndex: 'betLabel' },
                {
                  title: t('player.amountCol'),
                  align: 'right',
                  render: (_, row) => displayMoney(row.amount),
                },
                { title: t('editor.odds'), dataIndex: 'odds' },
                { title: t('player.outcome'), render: (_, row) => <Tag>{t(`outcome.${row.outcome}`)}</Tag> },
                { title: t('player.payout'), align: 'right', render: (_, row) => displayMoney(row.payout) },
              ]}
            />
          ),
        },
        {
          key: 'deposits',
          label: t('player.tabDeposits'),
          children: (
            <Table
              {...small}
              rowKey="id"
              dataSource={profile.deposits}
              columns={[
                { title: t('common.time'), render: (_, row) => time(row.createTime) },
                { title: t('player.order'), dataIndex: 'orderNo' },
                { title: t('player.type'), dataIndex: 'channelName' },
                {
                  title: t('player.amountCol'),
                  align: 'right',
                  render: (_, row) => displayMoney(row.amount),
                },
                { title: t('common.status'), dataIndex: 'statusName' },
              ]}
            />
          ),
        },
        {
          key: 'withdrawals',
          label: t('player.tabWithdrawals'),
          children: (
            <Table
              {...small}
              rowKey="id"
              dataSource={profile.withdrawals}
              columns={[
                { title: t('common.time'), render: (_, row) => time(row.createTime) },
                { title: t('player.order'), dataIndex: 'orderNo' },
                {
                  title: t('player.amountCol'),
                  align: 'right',
                  render: (_, row) => displayMoney(row.amount),
                },
                {
                  title: t('player.tabPayout'),
                  render: (_, row) => `${row.destinationName} ${row.destinationAccount}`,
                },
                { title: t('common.status'), dataIndex: 'statusName' },
              ]}
            />
          ),
        },
        {
          key: 'adjustments',
          label: t('player.tabAdjustments'),
          children: (
            <Table
              {...small}
              rowKey="id"
              dataSource={profile.adjustments}
              columns={[
                { title: t('common.time'), render: (_, row) => time(row.createTime) },
                {
                  title: t('player.direction'),
                  render: (_, row) => t(row.direction === 'credit' ? 'player.credit' : 'player.debit'),
                },
                {
                  title: t('player.amountCol'),
                  align: 'right',
                  render: (_, row) => displayMoney(row.amount),
                },
                { title: t('common.status'), dataIndex: 'statusName' },
                { title: t('common.reason'), dataIndex: 'reason' },
              ]}
            />
          ),
        },
        {
          key: 'payout',
          label: t('player.tabPayout'),
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {card ? (
                <Descriptions size="small" bordered column={2}>
                  {cardFieldsOf(market).map((field) => (
                    <Descriptions.Item key={field} label={t(`card.${field}`)}>
                      {card[field] || '—'}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ) : (
                <Typography.Text type="secondary">{t('player.noCard')}</Typography.Text>
              )}
              <Table
                {...small}
                rowKey="id"
                dataSource={profile.usdtAddresses}
                columns={[
                  { title: 'USDT', dataIndex: 'network' },
                  { title: t('player.ip'), dataIndex: 'address' },
                  { title: t('common.time'), render: (_, row) => time(row.createTime) },
                ]}
              />
            </Space>
          ),
        },
        {
          key: 'invitees',
          label: t('player.tabInvitees'),
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text>{t('player.inviteesTotal', profile.invitees.total)}</Typography.Text>
              <Table
                {...small}
                rowKey="userId"
                dataSource={profile.invitees.list}
                columns={[
                  {
                    title: t('player.account'),
                    render: (_, row) => (
                      <Link to={`/players/profile?userId=${row.userId}`}>{row.account}</Link>
                    ),
                  },
                  { title: t('player.registered'), render: (_, row) => time(row.createTime) },
                ]}
              />
            </Space>
          ),
        },
        {
          key: 'sessions',
          label: t('player.tabSessions'),
          children: (
            <Table
              {...small}
              rowKey="id"
              dataSource={profile.sessions}
              columns={[
                { title: t('common.time'), render: (_, row) => time(row.createTime) },
                { title: t('player.ip'), dataIndex: 'ip' },
                { title: t('player.device'), dataIndex: 'userAgent', ellipsis: true },
                {
                  title: t('common.status'),
                  render: (_, row) =>
                    row.isLive ? <Tag color="green">{t('player.live')}</Tag> : <Tag>{t('player.ended')}</Tag>,
                },
              ]}
            />
          ),
        },
        {
          key: 'flags',
          label: `${t('player.tabFlags')} (${profile.flags.length})`,
          children: (
            <Table
              {...small}
              rowKey={(row) => `${row.kind}`}
              dataSource={profile.flags}
              columns={[
                { title: t('risk.kind'), dataIndex: 'title' },
                { title: t('risk.detail'), dataIndex: 'detail' },
                { title: t('player.related'), render: (_, row) => row.relatedAccounts.join(', ') || '—' },
                { title: t('player.lastSeen'), render: (_, row) => time(row.lastSeenTime) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

/** What each action's confirmation says, and its button. */
const ACTION_WORDS = {
  freeze: { confirm: 'player.freezeConfirm', ok: 'player.freeze' },
  unfreeze: { confirm: 'player.unfreezeConfirm', ok: 'player.unfreeze' },
  reset: { confirm: 'player.resetConfirm', ok: 'player.resetPassword' },
  resetTwoFactor: { confirm: 'player.resetTwoFactorConfirm', ok: 'player.resetTwoFactor' },
} as const;

export function PlayerProfilePage() {
  const t = useT();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const userId = Number(params.get('userId')) || 0;
  const profile = usePlayerProfile(userId);
  const canManage = useCan('players.manage');
  const canAdjust = useCan('money.review');
  const canResetTwoFactor = useCan('players.resetTwoFactor');
  const setFrozen = useSetPlayerFrozen();
  const resetPassword = useResetPlayerPassword();
  const resetTwoFactor = useResetPlayerTwoFactor();
  const [action, setAction] = useState<Action | null>(null);
  const [oneTime, setOneTime] = useState<TIssuedPassword | null>(null);

  if (profile.isError) return <Alert type="error" title={errorText(profile.error, t)} />;
  if (!profile.data) return <Skeleton active />;
  const { player } = profile.data;
  const isFrozen = player.status === 'disabled';
  const busy = setFrozen.isPending || resetPassword.isPending || resetTwoFactor.isPending;
  const failure = setFrozen.error ?? resetPassword.error ?? resetTwoFactor.error;

  async function confirm(reason: string, target: TAdminPlayer) {
    if (action === 'reset') {
      const reset = await resetPassword.mutateAsync({ userId: target.userId, reason }).catch(() => null);
      if (!reset) return;
      setOneTime(reset);
    } else if (action === 'resetTwoFactor') {
      const done = await resetTwoFactor.mutateAsync({ userId: target.userId, reason }).catch(() => null);
      if (!done) return;
      message.success(t('player.done'));
    } else {
      const done = await setFrozen
        .mutateAsync({ userId: target.userId, reason, isFrozen: action === 'freeze' })
        .catch(() => null);
      if (!done) return;
      message.success(t('player.done'));
    }
    setAction(null);
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/players">← {t('player.back')}</Link>
      <Card
        title={
          <Space wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {player.account}
            </Typography.Title>
            <Tag color={isFrozen ? 'red' : 'green'}>{player.statusName}</Tag>
            <Tag>{t(`role.${player.role}`)}</Tag>
            {player.hasTwoFactor ? <Tag color="blue">{t('player.twoStepOn')}</Tag> : null}
            <RiskFlagTags kinds={player.riskFlags} />
          </Space>
        }
        extra={
          <Space wrap>
            {canManage ? (
              <>
                <Button danger={!isFrozen} onClick={() => setAction(isFrozen ? 'unfreeze' : 'freeze')}>
                  {isFrozen ? t('player.unfreeze') : t('player.freeze')}
                </Button>
                <Button onClick={() => setAction('reset')}>{t('player.resetPassword')}</Button>
              </>
            ) : null}
            {canResetTwoFactor && player.hasTwoFactor ? (
              <Button danger onClick={() => setAction('resetTwoFactor')}>
                {t('player.resetTwoFactor')}
              </Button>
            ) : null}
            {canAdjust ? <Button onClick={() => setAction('adjust')}>{t('player.adjust')}</Button> : null}
          </Space>
        }
      >
        {isFrozen && player.frozenReason ? (
          <Alert
            type="error"
            style={{ marginBottom: 16 }}
            title={t('player.frozenBecause', player.frozenReason)}
          />
        ) : null}
        {profile.data.playBreak ? (
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            title={t(
              profile.data.playBreak.kind === 'cool_off' ? 'player.coolingOff' : 'player.selfExcluded',
              formatDateTime(profile.data.playBreak.endsAt),
            )}
          />
        ) : null}
        {player.mustChangePassword ? (
          <Alert type="warning" style={{ marginBottom: 16 }} title={t('player.mustChange')} />
        ) : null}
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={t('player.balance')}>{displayMoney(player.balance)}</Descriptions.Item>
          <Descriptions.Item label={t('player.hold')}>
            {displayMoney(player.withdrawalHold)}
          </Descriptions.Item>
          <Descriptions.Item label={t('player.turnover')}>
            {displayMoney(player.turnoverRequired)}
          </Descriptions.Item>
          <Descriptions.Item label="ID">{player.userId}</Descriptions.Item>
          <Descriptions.Item label={t('player.nickName')}>{player.nickName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('player.mobile')}>{player.mobile || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('player.realName')}>{player.realName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('player.invitationCode')}>{player.invitationCode}</Descriptions.Item>
          <Descriptions.Item label={t('player.inviter')}>{player.inviter || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('player.registered')}>{time(player.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('player.lastLogin')}>{time(player.lastLoginTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <ProfileTabs profile={profile.data} />
      </Card>
      {action === 'adjust' ? <AdjustDialog player={player} onClose={() => setAction(null)} /> : null}
      {action && action !== 'adjust' ? (
        <ReasonModal
          open
          title={player.account}
          description={t(ACTION_WORDS[action].confirm, player.account)}
          okText={t(ACTION_WORDS[action].ok)}
          isDanger={action !== 'unfreeze'}
          isPending={busy}
          error={failure}
          onCancel={() => {
            setAction(null);
            setFrozen.reset();
            resetPassword.reset();
            resetTwoFactor.reset();
          }}
          onSubmit={({ reason }) => confirm(reason, player)}
        />
      ) : null}
      <OneTimePassword issued={oneTime} onClose={() => setOneTime(null)} warning={t('player.oneTimeNote')} />
    </Space>
  );
}
