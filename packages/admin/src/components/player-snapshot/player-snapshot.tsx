// What an operator weighs before answering or deciding for a player: balance, what is held and owed, the
// risk flags with what the data shows, and the latest money and bets, from the player's profile. Beside a
// customer-service conversation and a withdrawal under review.
import { displayMoney, formatDateTime } from '@fair28/shared';
import { Alert, Descriptions, Empty, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { usePlayerProfile } from '@/api/players/get-player-profile';
import { useT } from '@/i18n/labels';
import { RiskFlagTags } from '../risk-flag-tags';

/** The newest movements and bets shown: enough to see a pattern, short enough to sit beside a form. */
const RECENT = 5;

export function PlayerSnapshot({ userId }: { userId: number }) {
  const t = useT();
  const profile = usePlayerProfile(userId);
  if (profile.isError) return <Alert type="error" showIcon title={errorText(profile.error, t)} />;
  if (!profile.data) return <Skeleton active />;
  const { player, flags, ledger, bets } = profile.data;
  return (
    <section aria-label={t('snapshot.title')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'balance', label: t('snapshot.balance'), children: displayMoney(player.balance) },
          { key: 'hold', label: t('snapshot.withdrawalHold'), children: displayMoney(player.withdrawalHold) },
          {
            key: 'turnover',
            label: t('snapshot.turnoverOwed'),
            children: displayMoney(player.turnoverRequired),
          },
          ...(flags.length > 0
            ? [
                {
                  key: 'flags',
                  label: t('snapshot.riskFlags'),
                  children: (
                    <>
                      <RiskFlagTags kinds={[...new Set(flags.map((flag) => flag.kind))]} />
                      {flags.map((flag) => (
                        <Typography.Paragraph key={`${flag.kind}-${flag.lastSeenTime}`} type="secondary">
                          {flag.detail}
                        </Typography.Paragraph>
                      ))}
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Link to={`/players/profile?userId=${userId}`}>{t('snapshot.openProfile')}</Link>
      <Recent
        title={t('snapshot.recentMoney')}
        empty={t('snapshot.noMoney')}
        rows={ledger.map((line) => ({
          key: line.id,
          title: line.typeName,
          description: formatDateTime(line.createTime),
          amount: line.amount,
        }))}
      />
      <Recent
        title={t('snapshot.recentBets')}
        empty={t('snapshot.noBets')}
        rows={bets.map((bet) => ({
          key: bet.betId,
          title: `${bet.roomName} · ${bet.betLabel}`,
          description: `${bet.issue} · ${t(`outcome.${bet.outcome}`)}`,
          amount: displayMoney(bet.amount),
        }))}
      />
    </section>
  );
}

type RecentRow = { key: number; title: string; description: string; amount: string };

/** The newest few rows of one kind, each with its amount, or a line saying there are none. */
function Recent({ title, empty, rows }: { title: string; empty: string; rows: RecentRow[] }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      {rows.length > 0 ? (
        <List
          size="small"
          dataSource={rows.slice(0, RECENT)}
          rowKey="key"
          renderItem={(row) => (
            <List.Item extra={<Typography.Text strong>{row.amount}</Typography.Text>}>
              <List.Item.Meta title={row.title} description={row.description} />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </>
  );
}
