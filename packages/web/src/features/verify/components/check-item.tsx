// One check of the verify page: what was checked, pass or fail (or still checking), and the working.

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './verify.module.css';

export type CheckStatus = 'pass' | 'fail' | 'running' | 'none';

export function CheckItem({
  title,
  status,
  children,
}: {
  title: string;
  status: CheckStatus;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const badge =
    status === 'pass'
      ? t('verify.pass')
      : status === 'fail'
        ? t('verify.fail')
        : status === 'running'
          ? t('verify.checking')
          : '';
  return (
    <section className={styles.check} aria-label={badge ? `${title}: ${badge}` : title}>
      <div className={styles.checkHead}>
        <h3 className={styles.checkTitle}>{title}</h3>
        {badge ? <span className={`${styles.badge} ${styles[status]}`}>{badge}</span> : null}
      </div>
      {children}
    </section>
  );
}
