// Loading and failure states for data a page fetches, with a retry that refetches.

import Button from 'antd-mobile/es/components/button';
// Dots, not antd-mobile's spinner: that one animates through @react-spring, which the first screen leaves out.
import DotLoading from 'antd-mobile/es/components/dot-loading';
import AlertIcon from 'lucide-react/icons/circle-alert';
import { errorText } from '@/api/error-text';
import { useTranslation } from '@/i18n/use-translation';
import styles from './load-state.module.css';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <DotLoading color="primary" className={styles.dots} />
      <span className={styles.text}>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <AlertIcon className={styles.icon} aria-hidden="true" />
      <strong>{t('common.loadFailed')}</strong>
      <span className={styles.text}>{errorText(error)}</span>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
