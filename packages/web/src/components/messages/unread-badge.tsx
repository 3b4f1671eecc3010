// The number of unread system messages, for the menu entry that opens them; nothing when all are read.

import Badge from 'antd-mobile/es/components/badge';
import { useUnreadMessages } from '@/api/messages/get-messages';
import { useTranslation } from '@/i18n/use-translation';

export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  if (!unread.data) return null;
  return (
    <span>
      <span aria-hidden="true">
        <Badge content={unread.data > 99 ? '99+' : unread.data} />
      </span>
      <span className="visually-hidden">{t('messages.unreadCount', { count: unread.data })}</span>
    </span>
  );
}
