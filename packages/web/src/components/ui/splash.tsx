// The brand mark with a message, for start-up and the first page load. No antd-mobile: it ships in the
// entry chunk.

import { useTranslation } from '@/i18n/use-translation';
import styles from './splash.module.css';

export function Splash({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <div className={styles.mark} aria-hidden="true">
        28
      </div>
      <div className={styles.name}>{t('app.name')}</div>
      <div className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      {message ? <p className={styles.message}>{message}</p> : null}
    </div>
  );
}
