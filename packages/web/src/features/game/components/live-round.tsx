// A game's live round and last result above its rooms, from the home-page answer the home tab already
// loaded (one call for every game): the round's issue and countdown, and the last result's balls.

import type { THomeGame } from '@fair28/shared';
import { LastResult } from '@/components/game/last-result';
import { useRoundLine } from '@/hooks/use-round-line';
import { useTranslation } from '@/i18n/use-translation';
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
      <LastResult result={game.lastResult} />
    </div>
  );
}
