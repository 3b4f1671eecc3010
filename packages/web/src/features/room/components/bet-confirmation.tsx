// What the confirmation dialog lists before bets are placed: each bet with its odds and stake, the round,
// and the total. Rendered by the dialog outside the page, so it receives every word ready-made.

import Dialog from 'antd-mobile/es/components/dialog';
import { confirmDialog } from '@/lib/confirm-dialog';
import styles from './bet-confirmation.module.css';

export type ConfirmationLine = { key: string; label: string; odds: string; amount: string };

type BetConfirmationProps = {
  round: string;
  lines: ConfirmationLine[];
  totalLabel: string;
  total: string;
};

export function BetConfirmation({ round, lines, totalLabel, total }: BetConfirmationProps) {
  return (
    <div className={styles.box}>
      <p className={styles.round}>{round}</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.label}>{line.label}</span>
            <span className={styles.odds}>×{line.odds}</span>
            <span className={styles.amount}>{line.amount}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{totalLabel}</span>
        <strong>{total}</strong>
      </p>
    </div>
  );
}

type DialogWords = { title: string; confirmText: string; cancelText: string };

/** Opens the confirmation over the page; true once the player confirms, false when `signal` aborts. */
export function confirmBets(
  words: DialogWords,
  slip: BetConfirmationProps,
  signal?: AbortSignal,
): Promise<boolean> {
  return confirmDialog(Dialog, { ...words, content: <BetConfirmation {...slip} /> }, signal);
}
