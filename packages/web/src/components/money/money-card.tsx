// The white card the money forms are built from, optionally numbered as a step, and the coloured notes
// that explain a rule or a state in plain words.

import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import styles from './money-card.module.css';

type MoneyCardProps = { title?: string; step?: number; children: ReactNode };

export function MoneyCard({ title, step, children }: MoneyCardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      {title ? (
        <h2 className={styles.title}>
          {step ? (
            <span className={styles.step} aria-hidden="true">
              {step}
            </span>
          ) : null}
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

type NoteProps = {
  tone?: 'info' | 'warning' | 'danger' | 'success';
  children: ReactNode;
  action?: { label: string; to: string };
  role?: 'alert' | 'status';
};

export function Note({ tone = 'info', children, action, role }: NoteProps) {
  return (
    <div className={`${styles.note} ${styles[tone]}`} role={role}>
      {children}
      {action ? (
        <Link className={styles.noteAction} to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
