// Beside the conversation: who the player is, their balance, risk flags and latest money movements (from
// their profile), the private notes on them, and the way to their whole profile.
import { displayMoney, formatDateTime, type TAdminSupportConversation } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePlayerProfile } from '../../../api/players/get-player-profile';
import { RiskFlagTags } from '../../../components/risk-flag-tags';
import { useT } from '../../../i18n/labels';
import { notesQuery } from '../api/inbox';

/** The money movements shown beside a conversation: the newest few. */
const RECENT_MONEY = 5;

export function ConversationSide({ conversation }: { conversation: TAdminSupportConversation }) {
  const t = useT();
  const notes = useQuery(notesQuery(conversation.userId));
  const profile = usePlayerProfile(conversation.userId);
  const player = profile.data?.player;
  return (
    <aside aria-label={t('inbox.aboutPlayer')} style={sideStyle}>
      <Descriptions
        size="small"
        column={1}
        title={conversation.nickName || conversation.account}
        items={[
          { key: 'account', label: t('inbox.account'), children: conversation.account },
          { key: 'id', label: t('inbox.playerId'), children: conversation.userId },
          {
            key: 'balance',
            label: t('inbox.balance'),
            children: player ? displayMoney(player.balance) : '…',
          },
          {
            key: 'turnover',
            label: t('inbox.turnoverOwed'),
            children: player ? displayMoney(player.turnoverRequired) : '…',
          },
          ...(player && player.riskFlags.length > 0
            ? [
                {
                  key: 'flags',
                  label: t('inbox.riskFlags'),
                  children: <RiskFlagTags kinds={player.riskFlags} />,
                },
              ]
            : []),
          { key: 'status', label: t('common.status'), children: t(`inbox.status.${conversation.status}`) },
          {
            key: 'assignee',
            label: t('inbox.assignTo'),
            children: conversation.assignee ?? t('inbox.assignee.unassigned'),
          },
        ]}
      />
      <Link to={`/players/profile?userId=${conversation.userId}`}>{t('inbox.openProfile')}</Link>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('inbox.recentMoney')}
      </Typography.Title>
      {profile.data?.ledger.length ? (
        <List
          size="small"
          dataSource={profile.data.ledger.slice(0, RECENT_MONEY)}
          rowKey="id"
          renderItem={(line) => (
            <List.Item extra={<Typography.Text strong>{line.amount}</Typography.Text>}>
              <List.Item.Meta title={line.typeName} description={formatDateTime(line.createTime)} />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.noMoney')} />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('inbox.notes')}
      </Typography.Title>
      {notes.data?.list.length ? (
        <List
          size="small"
          dataSource={notes.data.list}
          rowKey="id"
          renderItem={(note) => (
            <List.Item>
              <List.Item.Meta
                title={`${note.operator} · ${formatDateTime(note.createTime)}`}
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.noNotes')} />
      )}
    </aside>
  );
}

const sideStyle = {
  background: '#fff',
  borderRadius: 8,
  padding: 12,
  overflowY: 'auto',
  minHeight: 0,
} as const;
