// The reality check: a dialog with the time played and the net result of this session, from the server's
// figures; the player keeps playing or goes to the play-safe page.

import { displayMoney, displaySignedMoney, type TPlaySession } from '@fair28/shared';
import { routes } from '../config/routes';
import { translate } from '../i18n/i18n';
import { navigateTo } from './navigation';
import { confirmAction } from './notify';

export async function showRealityCheck(session: TPlaySession): Promise<void> {
  const keepPlaying = await confirmAction(
    translate('reality.body', {
      minutes: session.minutesPlayed,
      net: displaySignedMoney(session.net),
      stakes: displayMoney(session.stakes),
    }),
    {
      title: translate('reality.title'),
      confirmText: translate('reality.keepPlaying'),
      cancelText: translate('reality.takeBreak'),
    },
  );
  if (!keepPlaying) await navigateTo(routes.playSafe.path);
}

/** Which reality check is due: the number of whole intervals played, once per session and interval. */
export function dueCheck(session: TPlaySession): number {
  const every = session.realityCheckMinutes;
  if (!every) return 0;
  return Math.floor(session.minutesPlayed / every);
}
