// One conversation: its status and operator at the top, the messages and private notes in time order
// (earlier pages on request, images zoomable, the player's read receipts on replies), and the composer.
// Opening it reads the player's messages up to the newest.
import { formatDateTime } from '@fair28/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Image, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import {
  agentsQuery,
  fetchHistory,
  HISTORY_PAGE,
  inboxKeys,
  notesQuery,
  useAssign,
  useMarkRead,
  useSetStatus,
} from '../api/inbox';
import { type TimelineEntry, timelineOf } from '../lib/timeline';
import { Composer } from './composer';

type Props = {
  userId: number;
  title: string;
  status: 'open' | 'pending' | 'resolved';
  assigneeId: number | null;
  isTyping: boolean;
};

export function ConversationPane({ userId, title, status, assigneeId, isTyping }: Props) {
  const t = useT();
  const history = useInfiniteQuery({
    queryKey: inboxKeys.history(userId),
    queryFn: ({ pageParam, signal }) => fetchHistory(userId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.list.at(-1)?.id : undefined),
  });
  const notes = useQuery(notesQuery(userId));
  const agents = useQuery(agentsQuery);
  const setStatus = useSetStatus(userId);
  const assign = useAssign(userId);
  const markRead = useMarkRead(userId);
  const bottom = useRef<HTMLDivElement>(null);

  const first = history.data?.pages[0];
  const messages = useMemo(() => history.data?.pages.flatMap((page) => page.list) ?? [], [history.data]);
  const timeline = useMemo(() => timelineOf(messages, notes.data?.list ?? []), [messages, notes.data]);
  const newestPlayerMessage = messages.find((message) => message.sender === 'player')?.id ?? 0;
  const operatorReadId = first?.operatorReadId ?? 0;

  // Reading the conversation reads the player's messages shown, for every operator.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (newestPlayerMessage > operatorReadId) read(newestPlayerMessage);
  }, [newestPlayerMessage, operatorReadId, read]);

  const newestId = messages[0]?.id;
  useEffect(() => {
    if (newestId !== undefined) bottom.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  return (
    <section aria-label={title} style={paneStyle}>
      <header style={headerStyle}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          <Select
            aria-label={t('inbox.assignTo')}
            style={{ width: 170 }}
            value={assigneeId ?? 0}
            loading={assign.isPending}
            onChange={(value: number) => assign.mutate(value)}
            options={[
              { value: 0, label: t('inbox.assignee.unassigned') },
              ...(agents.data?.list ?? []).map((agent) => ({ value: agent.userId, label: agent.account })),
            ]}
          />
          {status === 'resolved' ? (
            <Button loading={setStatus.isPending} onClick={() => setStatus.mutate('open')}>
              {t('inbox.reopen')}
            </Button>
          ) : (
            <>
              {status === 'open' ? (
                <Button loading={setStatus.isPending} onClick={() => setStatus.mutate('pending')}>
                  {t('inbox.markPending')}
                </Button>
              ) : null}
              <Button
                type="primary"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate('resolved')}
              >
                {t('inbox.resolve')}
              </Button>
            </>
          )}
        </Space>
      </header>
      {setStatus.isError || assign.isError ? (
        <Alert type="error" showIcon title={errorText(setStatus.error ?? assign.error, t)} />
      ) : null}
      <div style={timelineStyle} role="log" aria-label={t('inbox.messages')}>
        {history.isError ? (
          <Alert type="error" showIcon title={errorText(history.error, t)} />
        ) : history.isPending ? (
          <Spin />
        ) : (
          <>
            {history.hasNextPage ? (
              <Button
                type="link"
                block
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('inbox.earlier', HISTORY_PAGE)}
              </Button>
            ) : null}
            {timeline.length === 0 ? <Empty description={t('inbox.noMessages')} /> : null}
            {timeline.map((entry) => (
              <TimelineItem key={entry.key} entry={entry} playerReadId={first?.playerReadId ?? 0} />
            ))}
            {isTyping ? (
              <Typography.Text type="secondary" italic>
                {t('inbox.typing')}
              </Typography.Text>
            ) : null}
            <div ref={bottom} />
          </>
        )}
      </div>
      <Composer userId={userId} />
    </section>
  );
}

function TimelineItem({ entry, playerReadId }: { entry: TimelineEntry; playerReadId: number }) {
  const t = useT();
  const time = formatDateTime(entry.createTime, { withSeconds: true });
  if (entry.kind === 'note') {
    return (
      <div
        style={{ ...bubbleStyle, alignSelf: 'center', background: '#fffbe6', border: '1px dashed #faad14' }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('inbox.noteBy', entry.note.operator)} · {time}
        </Typography.Text>
        <div style={{ whiteSpace: 'pre-wrap' }}>{entry.note.text}</div>
      </div>
    );
  }
  const { message } = entry;
  const fromPlayer = message.sender === 'player';
  return (
    <div
      style={{
        ...bubbleStyle,
        alignSelf: fromPlayer ? 'flex-start' : 'flex-end',
        background: fromPlayer ? '#f5f5f5' : '#e6f4ff',
      }}
    >
      {message.imageUrl ? (
        <Image src={message.imageUrl} alt={t('inbox.image')} width={200} />
      ) : (
        <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {time}
        {fromPlayer ? null : (
          <Tag bordered={false} style={{ marginLeft: 6 }}>
            {message.id <= playerReadId ? t('inbox.read') : t('inbox.sent')}
          </Tag>
        )}
      </Typography.Text>
    </div>
  );
}

const paneStyle = {
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
  borderRadius: 8,
  minHeight: 0,
  overflow: 'hidden',
} as const;

const headerStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: 12,
  borderBottom: '1px solid #f0f0f0',
  flexWrap: 'wrap',
} as const;

const timelineStyle = {
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 12,
} as const;

const bubbleStyle = { maxWidth: '75%', padding: '8px 12px', borderRadius: 8 } as const;
