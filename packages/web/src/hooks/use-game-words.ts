// Names in the player's language, switched on the spot: game types, areas and rooms carry both names, and
// bet labels come from the shared rules rather than from whichever language an answer was fetched in.

import {
  betLabelOf,
  isBetType,
  splitDuration,
  type TGameArea,
  type TGameType,
  type TRoom,
} from '@fair28/shared';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';

type Named = Pick<TGameType | TGameArea | TRoom, 'nameZh' | 'nameEn'>;

export function useGameWords() {
  const { t, language } = useTranslation();
  const isZh = language === 'zh';

  const nameOf = useCallback((item: Named) => (isZh ? item.nameZh : item.nameEn), [isZh]);

  /** A bet type's label (大 / Big, 和值 14 / Sum 14); an unknown code is shown as it is. */
  const betLabel = useCallback(
    (betType: string) => {
      if (!isBetType(betType)) return betType;
      const label = betLabelOf(betType);
      return isZh ? label.zh : label.en;
    },
    [isZh],
  );

  const duration = useCallback(
    (totalSeconds: number) => {
      const { minutes, seconds } = splitDuration(totalSeconds);
      if (minutes === 0) return t('time.seconds', { seconds });
      if (seconds === 0) return t('time.minutes', { minutes });
      return t('time.minutesSeconds', { minutes, seconds });
    },
    [t],
  );

  return { nameOf, betLabel, duration };
}
