// System notifications (spec §2 personal menu "msg"): what happened to the player's top-ups,
// withdrawals and bank card requests, newest first. Opening a message marks it read; all can be
// marked read at once.

import { formatDateTime, type TSystemMessage } from '@fair28/shared';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { showError } from '@/api/error-text';
import { useMessages } from '@/api/messages/get-messages';
import { PagedList } from '@/components/records/paged-list';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useReadMessages } from '../api/read-messages';
import styles from './messages-page.module.css';

export function MessagesPage() {
  const { t } = useTranslation();
  const messages = useMessages();
  const read = useReadMessages();
  const unread = messages.data?.pages[0]?.unread ?? 0;
  return (
    <Page title={t('route.messages')} backTo={routes.mine.path}>
      <div className={styles.summary}>
        <span aria-live="polite">
          {unread > 0 ? t('messages.unreadCount', { count: unread }) : t('messages.allRead')}
        </span>
        {unread > 0 ? (
          <Button
            size="mini"
            color="primary"
            fill="outline"
            loadingText={t('messages.readAll')}
            loading={read.isPending && read.variables === undefined}
            onClick={() => read.mutate(undefined, { onError: showError })}
          >
            {t('messages.readAll')}
          </Button>
        ) : null}
      </div>
      <PagedList
        query={messages}
        label={t('route.messages')}
        emptyText={t('messages.empty')}
        itemKey={(message) => message.id}
        renderItem={(message) => (
          <MessageItem message={message} onOpen={() => read.mutate(message.id, { onError: showError })} />
        )}
      />
    </Page>
  );
}

/** About two lines on a phone: shorter messages show whole, with nothing to open. */
const SHORT_MESSAGE = 80;

function MessageItem({ message, onOpen }: { message: TSystemMessage; onOpen: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const toggle = () => {
    // Opening marks it read; so does any tap on a short one, which shows whole already.
    if (!isOpen && !message.isRead) onOpen();
    setIsOpen((open) => !open);
  };
  return (
    <article className={message.isRead ? styles.message : `${styles.message} ${styles.unread}`}>
      <button type="button" className={styles.head} aria-expanded={isOpen} onClick={toggle}>
        <span className={styles.title}>
          {message.isRead ? null : <Badge content={Badge.dot} aria-hidden="true" />}
          <span>{message.title}</span>
          {message.isRead ? null : <span className="visually-hidden">{t('messages.unread')}</span>}
        </span>
        <span className={styles.time}>{formatDateTime(message.createTime)}</span>
      </button>
      <p className={isOpen ? styles.body : `${styles.body} ${styles.clamped}`}>{message.content}</p>
      {isOpen || message.content.length <= SHORT_MESSAGE ? null : (
        <Button size="mini" fill="none" color="primary" onClick={toggle} className={styles.more}>
          {t('messages.open')}
        </Button>
      )}
    </article>
  );
}
