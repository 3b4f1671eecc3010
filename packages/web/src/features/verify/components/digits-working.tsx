// How the digits follow from the numbers: each digit's six numbers, their total, the digit (total mod 10),
// and the sum A + B + C — compared with the published result when there is one.

import type { DigitBreakdown } from '@fair28/shared';
import { useTranslation } from '@/i18n/use-translation';
import { digitWorking } from '../lib/check-round';
import styles from './verify.module.css';

export function DigitsWorking({ digits }: { digits: DigitBreakdown }) {
  const { t } = useTranslation();
  return (
    <div className={styles.working}>
      <p className={styles.hint}>{t('verify.digitRule')}</p>
      {(['a', 'b', 'c'] as const).map((name) => {
        const working = digitWorking(digits, name);
        return (
          <p key={name} className={`${styles.line} ${styles[`${name}Text`]}`}>
            {t('verify.digitLine', {
              name: name.toUpperCase(),
              numbers: working.numbers.join(' + '),
              total: working.total,
              digit: working.digit,
            })}
          </p>
        );
      })}
      <p className={`${styles.line} ${styles.sumLine}`}>
        {t('verify.sumLine', { a: digits.a, b: digits.b, c: digits.c, sum: digits.sum })}
      </p>
    </div>
  );
}
