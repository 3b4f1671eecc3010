// The dot in the room's header that says whether the live feed is connected: green once the socket is
// logged in, orange while it connects or waits to reconnect; screen readers hear which.

import type { SocketState } from '@fair28/client';
import { useTranslation } from '@/i18n/use-translation';
import styles from './connection-status.module.css';

export function ConnectionStatus({ state }: { state: SocketState }) {
  const { t } = useTranslation();
  const word =
    state === 'loggedIn'
      ? t('room.live')
      : state === 'waiting'
        ? t('room.reconnecting')
        : t('room.connecting');
  return (
    <span
      className={`${styles.connection} ${state === 'loggedIn' ? styles.loggedIn : ''}`}
      role="status"
      aria-label={`${t('room.connection')}: ${word}`}
    />
  );
}
