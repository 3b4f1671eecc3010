// A break's length in the player's words: days, weeks, months or years.

import type { Translate } from '@/i18n/i18n';

export function breakLengthLabel(t: Translate, days: number): string {
  if (days === 183) return t('playSafe.months', { count: 6 });
  if (days === 365) return t('playSafe.years', { count: 1 });
  if (days === 730) return t('playSafe.years', { count: 2 });
  if (days === 1826) return t('playSafe.years', { count: 5 });
  if (days >= 14 && days % 7 === 0) return t('playSafe.weeks', { count: days / 7 });
  return t('playSafe.days', { count: days });
}
