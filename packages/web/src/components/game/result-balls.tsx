// A round's result as pc28 players read it: three digit balls, the sum ball, and its classes (big or
// small, odd or even) as coloured tags. Screen readers get the whole result as one sentence.

import { BIG_FROM } from '@fair28/shared';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import styles from './result-balls.module.css';

type ResultBallsProps = {
  issue: string;
  a: number;
  b: number;
  c: number;
  sum: number;
  size?: 'compact' | 'small' | 'large';
  /** Show the big/small and odd/even tags (default true). */
  showClasses?: boolean;
};

export function ResultBalls({ issue, a, b, c, sum, size = 'small', showClasses = true }: ResultBallsProps) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const isBig = sum >= BIG_FROM;
  const isOdd = sum % 2 === 1;
  const sizeLabel = betLabel(isBig ? 'big' : 'small');
  const parityLabel = betLabel(isOdd ? 'odd' : 'even');
  return (
    <span
      className={`${styles.result} ${size === 'small' ? '' : styles[size]}`}
      role="img"
      aria-label={t('result.spoken', { issue, a, b, c, sum, size: sizeLabel, parity: parityLabel })}
    >
      <span className={styles.ball}>{a}</span>
      <span className={styles.op}>+</span>
      <span className={styles.ball}>{b}</span>
      <span className={styles.op}>+</span>
      <span className={styles.ball}>{c}</span>
      <span className={styles.op}>=</span>
      <span className={`${styles.ball} ${styles.sum} ${isBig ? styles.big : styles.small}`}>{sum}</span>
      {showClasses ? (
        <>
          <span className={`${styles.tag} ${isBig ? styles.big : styles.small}`}>{sizeLabel}</span>
          <span className={`${styles.tag} ${isOdd ? styles.odd : styles.even}`}>{parityLabel}</span>
        </>
      ) : null}
    </span>
  );
}
