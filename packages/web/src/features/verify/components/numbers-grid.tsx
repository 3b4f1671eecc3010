// The 20 drawn numbers in sorted order, each with its position; the ones that make up A, B and C are
// coloured by their digit, so the layout can be followed by eye.

import type { DigitBreakdown } from '@fair28/shared';
import { useTranslation } from '@/i18n/use-translation';
import { digitOfPosition } from '../lib/check-round';
import styles from './verify.module.css';

export function NumbersGrid({ numbers, digits }: { numbers: readonly number[]; digits: DigitBreakdown }) {
  const { t } = useTranslation();
  return (
    <>
      <ol className={styles.numbers} aria-label={t('verify.numbersGrid')}>
        {numbers.map((number, index) => {
          const position = index + 1;
          const digit = digitOfPosition(digits, position);
          return (
            <li
              key={position}
              className={`${styles.number} ${digit ? styles[digit] : ''}`}
              aria-label={t('verify.position', {
                position,
                number,
                digit: digit ? t('verify.inDigit', { digit: digit.toUpperCase() }) : '',
              })}
            >
              <span className={styles.position} aria-hidden="true">
                {position}
              </span>
              <span aria-hidden="true">{number}</span>
            </li>
          );
        })}
      </ol>
      <p className={styles.legend} aria-hidden="true">
        <span className={`${styles.key} ${styles.a}`}>A</span>
        <span className={`${styles.key} ${styles.b}`}>B</span>
        <span className={`${styles.key} ${styles.c}`}>C</span>
      </p>
    </>
  );
}
