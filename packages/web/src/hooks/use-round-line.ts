// A game's live round in words, ticking on the server's clock: closes in, draws in, or the next opens
// soon. Home's game cards and the rooms list show it from the home-page answer.

import type { THomeGame } from '@fair28/shared';
import { useTranslation } from '../i18n/use-translation';
import { formatCountdown } from '../lib/countdown';
import { useServerNow } from './use-server-now';

/** The live round's state in words: closes in, draws in, or the next opens soon. */
export function useRoundLine(current: THomeGame['current']): string {
  const { t } = useTranslation();
  const now = useServerNow(500);
  if (!current) return t('home.waitingRound');
  if (now < current.closesAt && now >= current.opensAt)
    return t('home.closesIn', { time: formatCountdown(current.closesAt - now) });
  if (now < current.drawsAt && now >= current.closesAt)
    return t('home.drawsIn', { time: formatCountdown(current.drawsAt - now) });
  if (now < current.opensAt) return t('home.opensIn', { time: formatCountdown(current.opensAt - now) });
  return t('home.waitingRound');
}
