// The game switcher of the trend tab: one tab per game type, the chosen one kept in the address.

import type { TGameType } from '@fair28/shared';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import styles from './game-tabs.module.css';

type GameTabsProps = { gameTypes: TGameType[]; selectedId: number; onSelect: (id: number) => void };

export function GameTabs({ gameTypes, selectedId, onSelect }: GameTabsProps) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('game.games')}>
      {gameTypes.map((gameType) => {
        const isSelected = gameType.id === selectedId;
        return (
          <button
            key={gameType.id}
            type="button"
            role="tab"
            aria-selected={isSelected}
            className={isSelected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onSelect(gameType.id)}
          >
            {nameOf(gameType)}
          </button>
        );
      })}
    </div>
  );
}
