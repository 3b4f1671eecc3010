// A game's live round and last result above its rooms, from the home-page answer the home tab already
// loaded (one call for every game): the round's issue and countdown, and the last result's balls.

import type { THomeGame } from '@fair28/shared';
import { useTranslation } from 'react-i18next';
import { ResultBalls } from '../../../components/game/result-balls';
import { useRoundLine } from '../../../hooks/use-round-line';
import styles from './live-round.module.css';

export function LiveRound({ game }: { game: THomeGame }) {
  const { t } = useTranslation();
  const line = useRoundLine(game.current);
  return (
    <div className={styles.live}>
      <p className={styles.round}>
        {game.current ? <span>{t('home.round', { issue: game.current.issue })}</span> : null}
        <strong className={styles.countdown}>{line}</strong>
      </p>
      <div className={styles.last}>
        <span className={styles.label}>{t('home.lastResult')}</span>
        {game.lastResult ? (
          <ResultBalls
            issue={game.lastResult.gameNum}
            a={game.lastResult.a}
            b={game.lastResult.b}
            c={game.lastResult.c}
            sum={game.lastResult.gameResult}
            size="compact"
          />
        ) : (
          <span className={styles.label}>{t('home.noResult')}</span>
        )}
      </div>
    </div>
  );
}
