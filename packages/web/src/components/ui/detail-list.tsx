// Label–value rows (a description list), for account details, previews and confirmations.

import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

export type Detail = { label: string; value: ReactNode; isStrong?: boolean; action?: ReactNode };

export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {details.map((detail) => (
        <div className={styles.row} key={detail.label}>
          <dt className={styles.label}>{detail.label}</dt>
          <dd className={detail.isStrong ? `${styles.value} ${styles.strong}` : styles.value}>
            <span>{detail.value}</span>
            {detail.action}
          </dd>
        </div>
      ))}
    </dl>
  );
}
