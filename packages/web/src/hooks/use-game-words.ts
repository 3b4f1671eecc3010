// Names in the player's language, switched on the spot: game types, areas and rooms carry the two names
// operators write, and bet labels come from the shared rules rather than from whichever language an answer
// was fetched in. Traditional Chinese names are the server's rendering of the Simplified (`name`, in the
// language the answer was asked in; answers are asked again after a switch: main.tsx).

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

type Named = Pick<TGameType | TGameArea | TRoom, 'name' | 'nameZh' | 'nameEn'>;

export function useGameWords() {
  const { t, language } = useTranslation();
  const nameOf = useCallback(
    (item: Named) => (language === 'en' ? item.nameEn : language === 'zh' ? item.nameZh : item.name),
    [language],
  );

  /** A bet type's label (大 / Big, 和值 14 / Sum 14); an unknown code is shown as it is. */
  const betLabel = useCallback(
    (betType: string) => {
      if (!isBetType(betType)) return betType;
      return betLabelOf(betType)[language];
    },
    [language],
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
