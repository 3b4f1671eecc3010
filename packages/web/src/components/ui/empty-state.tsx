// What a list shows when the server has nothing for it: a plain sentence, never placeholder data.

import { FileOutline } from 'antd-mobile-icons';
import styles from './empty-state.module.css';

export function EmptyState({ text }: { text: string }) {
  return (
    <div className={styles.empty} role="status">
      <FileOutline className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
