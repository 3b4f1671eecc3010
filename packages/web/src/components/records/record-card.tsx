// One record of a money list: what it is, its amount and status, and the small print underneath.

import type { ReactNode } from 'react';
import styles from './record-card.module.css';

type RecordCardProps = {
  title: ReactNode;
  /** '' for records without an amount (an address). */
  amount: string;
  /** Green for money in; plain for money out or amounts without a direction. */
  tone?: 'plus' | 'minus';
  status?: ReactNode;
  meta: ReactNode[];
  /** The operator's words: red when they explain a refusal, plain otherwise. */
  reason?: { text: string; isRefusal: boolean } | undefined;
  isHighlighted?: boolean;
  children?: ReactNode;
};

export function RecordCard({
  title,
  amount,
  tone,
  status,
  meta,
  reason,
  isHighlighted,
  children,
}: RecordCardProps) {
  return (
    <article className={isHighlighted ? `${styles.card} ${styles.highlight}` : styles.card}>
      <div className={styles.top}>
        <h3 className={styles.title}>{title}</h3>
        {status}
      </div>
      {amount ? (
        <span className={tone ? `${styles.amount} ${styles[tone]}` : styles.amount}>{amount}</span>
      ) : null}
      <div className={styles.meta}>
        {meta.map((item, index) => (
          // Meta items are fixed in number and order for a record.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional, never reordered
          <span key={index}>{item}</span>
        ))}
      </div>
      {reason ? (
        <p className={reason.isRefusal ? `${styles.reason} ${styles.refusal}` : styles.reason}>
          {reason.text}
        </p>
      ) : null}
      {children}
    </article>
  );
}
