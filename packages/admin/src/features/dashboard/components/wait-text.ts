// How long something has waited, in the console's words: minutes, hours and minutes, or days and hours.
import type { Translate } from '../../../i18n/labels';

export function waitText(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('time.minutes', minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('time.hours', hours, minutes % 60);
  return t('time.days', Math.floor(hours / 24), hours % 24);
}
