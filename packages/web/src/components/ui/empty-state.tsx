// What a list shows when the server has nothing for it: a plain sentence, never placeholder data, and
// where there is somewhere useful to go from here, the way there (no dead ends).

import FileTextIcon from 'lucide-react/icons/file-text';
import { Link } from '@/lib/router/link';
import styles from './empty-state.module.css';

type EmptyStateProps = { text: string; action?: { label: string; to: string } };

export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <FileTextIcon className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
      {action ? (
        <Link className={styles.action} to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
