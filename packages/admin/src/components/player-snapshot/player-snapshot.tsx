// What an operator weighs before answering or deciding for a player: balance, what is held and owed, the
// risk flags with what the data shows, and the latest money and bets, from the player's profile. Beside a
// customer-service conversation and a withdrawal under review.
import { displayMoney, formatDateTime } from '@fair28/shared';
import { Alert, Descriptions, Empty, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { usePlayerProfile } from '../../api/players/get-player-profile';
import { useT } from '../../i18n/labels';
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
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('snapshot.recentMoney')}
      </Typography.Title>
      {ledger.length > 0 ? (
        <List
          size="small"
          dataSource={ledger.slice(0, RECENT)}
          rowKey="id"
          renderItem={(line) => (
            <List.Item extra={<Typography.Text strong>{line.amount}</Typography.Text>}>
              <List.Item.Meta title={line.typeName} description={formatDateTime(line.createTime)} />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('snapshot.noMoney')} />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('snapshot.recentBets')}
      </Typography.Title>
      {bets.length > 0 ? (
        <List
          size="small"
          dataSource={bets.slice(0, RECENT)}
          rowKey="betId"
          renderItem={(bet) => (
            <List.Item extra={<Typography.Text strong>{displayMoney(bet.amount)}</Typography.Text>}>
              <List.Item.Meta
                title={`${bet.roomName} · ${bet.betLabel}`}
                description={`${bet.issue} · ${t(`outcome.${bet.outcome}`)}`}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('snapshot.noBets')} />
      )}
    </section>
  );
}
