// A game's last drawn result as home and the rooms list show it: its balls, or that none is drawn yet.

import type { THomeGame } from '@fair28/shared';
import { useTranslation } from '@/i18n/use-translation';
import styles from './last-result.module.css';
import { ResultBalls } from './result-balls';

export function LastResult({ result }: { result: THomeGame['lastResult'] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.last}>
      <span className={styles.label}>{t('home.lastResult')}</span>
      {result ? (
        <ResultBalls
          issue={result.gameNum}
          a={result.a}
          b={result.b}
          c={result.c}
          sum={result.gameResult}
          size="compact"
        />
      ) : (
        <span className={styles.label}>{t('home.noResult')}</span>
      )}
    </div>
  );
}
