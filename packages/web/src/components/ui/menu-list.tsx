// A grouped list of rows that either open a page (links) or run an action (buttons).

import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import styles from './menu-list.module.css';

export type MenuEntry = {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Shown at the end of the row, before the arrow. */
  extra?: ReactNode;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

export function MenuList({ title, entries }: { title?: string; entries: MenuEntry[] }) {
  return (
    <section className={styles.group} aria-label={title}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={styles.list}>
        {entries.map((entry) => {
          const content = (
            <>
              {entry.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {entry.icon}
                </span>
              ) : null}
              <span className={styles.label}>{entry.label}</span>
              {entry.extra ? <span className={styles.extra}>{entry.extra}</span> : null}
              <ChevronRightIcon className={styles.arrow} aria-hidden="true" />
            </>
          );
          return (
            <li key={entry.key}>
              {entry.to !== undefined ? (
                <Link className={styles.row} to={entry.to}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.row} onClick={entry.onClick}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
