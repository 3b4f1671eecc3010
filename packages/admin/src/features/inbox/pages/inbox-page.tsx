// The customer-service inbox: conversations by whose and by status on the left, the open conversation in
// the middle, the player and the notes on the right. Which tab and which conversation are in the address,
// so a link or a reload opens the same view. Live over the console's socket; a player's new message
// notifies the browser when the operator is looking elsewhere.
import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import {
  type SupportStatus,
  supportAssigneeFilters,
  supportStatuses,
  type TSupportMessage,
} from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Space, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Translate, useT } from '@/i18n/labels';
import { conversationsQuery, type InboxTab } from '../api/inbox';
import { CannedRepliesDrawer } from '../components/canned-replies-drawer';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import { ConversationSide } from '../components/conversation-side';
import { useInboxLive } from '../hooks/use-inbox-live';

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function canNotify(): boolean {
  return typeof Notification !== 'undefined';
}

function notifyBrowser(t: Translate, message: TSupportMessage, onClick: () => void) {
  if (!canNotify() || Notification.permission !== 'granted') return;
  const shown = new Notification(t('inbox.newMessage'), {
    body: message.imageUrl ? t('inbox.image') : message.text,
    tag: `fair28-support-${message.id}`,
  });
  shown.onclick = () => {
    window.focus();
    onClick();
    shown.close();
  };
}

export function InboxPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: InboxTab = {
    assignee: oneOf(supportAssigneeFilters, params.get('assignee'), 'all'),
    status: oneOf<SupportStatus>(supportStatuses, params.get('status'), 'open'),
  };
  const openUserId = Number(params.get('player')) || null;
  const [isCannedOpen, setCannedOpen] = useState(false);
  const [permission, setPermission] = useState(canNotify() ? Notification.permission : 'denied');

  const show = useCallback(
    (next: { tab?: InboxTab; player?: number | null }) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next.tab) {
          updated.set('assignee', next.tab.assignee);
          updated.set('status', next.tab.status);
        }
        if (next.player !== undefined) {
          if (next.player === null) updated.delete('player');
          else updated.set('player', String(next.player));
        }
        return updated;
      }),
    [setParams],
  );

  const notify = useCallback(
    (userId: number, message: TSupportMessage) => {
      if (!document.hidden && userId === openUserId) return;
      notifyBrowser(t, message, () => show({ player: userId }));
    },
    [openUserId, show, t],
  );
  const live = useInboxLive(openUserId, notify);
  const list = useQuery(conversationsQuery(tab));
  const open = list.data?.list.find((row) => row.userId === openUserId);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: 'calc(100vh - 88px)' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('nav.inbox')}
        </Typography.Title>
        <Space>
          <Tooltip title={t(`inbox.socket.${live.state === 'loggedIn' ? 'live' : 'reconnecting'}`)}>
            <Badge status={live.state === 'loggedIn' ? 'success' : 'warning'} text={t('inbox.live')} />
          </Tooltip>
          {permission === 'default' ? (
            <Button
              icon={<BellOutlined />}
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              {t('inbox.enableNotifications')}
            </Button>
          ) : null}
          <Button icon={<MessageOutlined />} onClick={() => setCannedOpen(true)}>
            {t('inbox.cannedTitle')}
          </Button>
        </Space>
      </Space>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '360px minmax(0, 1fr) 280px',
          gap: 12,
          flex: 1,
          minHeight: 0,
        }}
      >
        <ConversationList
          tab={tab}
          onTab={(next) => show({ tab: next, player: null })}
          openUserId={openUserId}
          onOpen={(userId) => show({ player: userId })}
          typing={live.typing}
        />
        {open ? (
          <ConversationPane
            key={open.userId}
            userId={open.userId}
            title={open.nickName || open.account}
            status={open.status}
            assigneeId={open.assigneeId}
            isTyping={live.typing.has(open.userId)}
          />
        ) : (
          <Empty description={t('inbox.pick')} style={{ alignSelf: 'center' }} />
        )}
        {open ? <ConversationSide conversation={open} /> : <div />}
      </div>
      <CannedRepliesDrawer open={isCannedOpen} onClose={() => setCannedOpen(false)} />
    </div>
  );
}
