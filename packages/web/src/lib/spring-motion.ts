// antd-mobile's spring animations (popups, dialogs, toasts, swipers, tabs, pull to refresh) follow the
// phone's reduced-motion setting: they jump to their end when it is on. Imported by the chunks that bring
// the springs in (lib/notifiers.ts, home's animated parts), never by the first screen, which has none.
import { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { onReducedMotionChange, prefersReducedMotion } from './reduced-motion';

function follow(): void {
  if (prefersReducedMotion()) reduceMotion();
  else restoreMotion();
}

follow();
onReducedMotionChange(follow);
