// Beside the conversation: who the player is and where the conversation stands, the player's snapshot
// (balance, risk flags, latest money and bets, the way to their whole profile) and the private notes on them.
import { formatDateTime, type TAdminSupportConversation } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, List, Typography } from 'antd';
import { PlayerSnapshot } from '@/components/player-snapshot/player-snapshot';
import { useT } from '@/i18n/labels';
import { notesQuery } from '../api/inbox';

export function ConversationSide({ conversation }: { conversation: TAdminSupportConversation }) {
  const t = useT();
  const notes = useQuery(notesQuery(conversation.userId));
  return (
    <aside aria-label={t('inbox.aboutPlayer')} style={sideStyle}>
      <Descriptions
        size="small"
        column={1}
        title={conversation.nickName || conversation.account}
        items={[
          { key: 'account', label: t('inbox.account'), children: conversation.account },
          { key: 'id', label: t('inbox.playerId'), children: conversation.userId },
          { key: 'status', label: t('common.status'), children: t(`inbox.status.${conversation.status}`) },
          {
            key: 'assignee',
            label: t('inbox.assignTo'),
            children: conversation.assignee ?? t('inbox.assignee.unassigned'),
          },
        ]}
      />
      <PlayerSnapshot userId={conversation.userId} />
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
