// The banner that offers a new version once it is installed and waiting (pwa/update-state.ts): take it
// now (the app reloads onto it) or later (the banner goes until the next start).

import RefreshIcon from 'lucide-react/icons/refresh-cw';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isUpdateWaiting, onUpdateWaiting, takeWaitingUpdate } from '@/pwa/update-state';
import styles from './update-banner.module.css';

export function UpdateBanner() {
  const { t } = useTranslation();
  const [isWaiting, setIsWaiting] = useState(isUpdateWaiting);
  const [isTaking, setIsTaking] = useState(false);
  useEffect(() => onUpdateWaiting(() => setIsWaiting(true)), []);
  if (!isWaiting) return null;
  return (
    <section className={styles.banner} role="status" aria-labelledby="update-ready">
      <RefreshIcon className={styles.icon} aria-hidden="true" />
      <p id="update-ready" className={styles.text}>
        {t('update.ready')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.later} onClick={() => setIsWaiting(false)}>
          {t('update.later')}
        </button>
        <button
          type="button"
          className={styles.now}
          disabled={isTaking}
          onClick={() => {
            setIsTaking(true);
            takeWaitingUpdate();
          }}
        >
          {t('update.now')}
        </button>
      </div>
    </section>
  );
}
