// The inbox's left column: whose conversations (mine, nobody's, everyone's) and which status, each with
// its count, then the conversations — waiting longest first — with unread counts, waiting time, the
// operator who has each and whether the player is typing.
import { PictureOutlined } from '@ant-design/icons';
import { type SupportStatus, supportAssigneeFilters, supportStatuses } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Empty, List, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { errorText } from '@/api/error-text';
import { WaitingTime } from '@/components/waiting-time/waiting-time';
import { useT } from '@/i18n/labels';
import { conversationsQuery, countsQuery, type InboxTab } from '../api/inbox';

type Props = {
  tab: InboxTab;
  onTab: (tab: InboxTab) => void;
  openUserId: number | null;
  onOpen: (userId: number) => void;
  typing: ReadonlySet<number>;
};

export function ConversationList({ tab, onTab, openUserId, onOpen, typing }: Props) {
  const t = useT();
  const counts = useQuery(countsQuery);
  const conversations = useQuery(conversationsQuery(tab));
  const count = (key: keyof NonNullable<typeof counts.data>) => counts.data?.[key] ?? 0;
  const assigneeCount = { mine: count('mine'), unassigned: count('unassigned'), all: count('open') };

  return (
    <section aria-label={t('inbox.conversations')} style={columnStyle}>
      <Space orientation="vertical" style={{ width: '100%', padding: 12 }}>
        <Segmented<InboxTab['assignee']>
          block
          value={tab.assignee}
          onChange={(assignee) => onTab({ ...tab, assignee })}
          options={supportAssigneeFilters.map((value) => ({
            value,
            label: `${t(`inbox.assignee.${value}`)} ${assigneeCount[value]}`,
          }))}
        />
        <Segmented<SupportStatus>
          block
          value={tab.status}
          onChange={(status) => onTab({ ...tab, status })}
          options={supportStatuses.map((value) => ({
            value,
            label: `${t(`inbox.status.${value}`)} ${count(value)}`,
          }))}
        />
      </Space>
      {conversations.isError ? (
        <Alert type="error" showIcon title={errorText(conversations.error, t)} style={{ margin: 12 }} />
      ) : conversations.isPending ? (
        <Spin style={{ margin: 24 }} />
      ) : conversations.data.list.length === 0 ? (
        <Empty description={t('inbox.none')} style={{ marginTop: 48 }} />
      ) : (
        <List
          style={{ overflowY: 'auto', flex: 1 }}
          dataSource={conversations.data.list}
          rowKey="userId"
          renderItem={(row) => (
            <List.Item
              onClick={() => onOpen(row.userId)}
              aria-current={row.userId === openUserId ? 'true' : undefined}
              style={{
                cursor: 'pointer',
                padding: '10px 12px',
                background: row.userId === openUserId ? '#e6f4ff' : undefined,
              }}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <Badge count={row.unread} size="small" offset={[6, 0]}>
                      <Typography.Text strong>{row.nickName || row.account}</Typography.Text>
                    </Badge>
                    <Typography.Text type="secondary">{row.account}</Typography.Text>
                  </Space>
                }
                description={
                  <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                    <Typography.Text ellipsis type={typing.has(row.userId) ? 'success' : undefined}>
                      {typing.has(row.userId) ? (
                        t('inbox.typing')
                      ) : row.lastMessage?.imageUrl ? (
                        <>
                          <PictureOutlined /> {t('inbox.image')}
                        </>
                      ) : (
                        row.lastMessage?.text
                      )}
                    </Typography.Text>
                    <Space size={4} wrap>
                      {row.waitingSince ? <WaitingTime since={row.waitingSince} /> : null}
                      <Tag color={row.assignee ? 'blue' : 'orange'}>
                        {row.assignee ?? t('inbox.assignee.unassigned')}
                      </Tag>
                    </Space>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

const columnStyle = {
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
  borderRadius: 8,
  minHeight: 0,
  overflow: 'hidden',
} as const;
