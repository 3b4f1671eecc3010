// The values a limit may be picked from: money presets, session lengths, reality-check intervals and
// break lengths. A value set earlier that is not a preset stays a choice, so the picker always shows it.

import { REALITY_CHECK_MINUTES } from '@fair28/shared';

export const NO_LIMIT = 'none';

const MONEY_PRESETS = ['100', '200', '500', '1000', '2000', '5000', '10000', '20000', '50000'];
const SESSION_PRESETS = ['15', '30', '45', '60', '90', '120', '180', '240'];

/** Money limits as whole yuan ("500"), from the wire's "500.00". */
export const wholeYuan = (value: string) => value.replace(/\.00$/, '');

export function moneyLimitValues(current: string | null): string[] {
  const values = [...MONEY_PRESETS];
  if (current && !values.includes(wholeYuan(current))) values.push(wholeYuan(current));
  return [NO_LIMIT, ...values.sort((a, b) => Number(a) - Number(b))];
}

export function sessionLimitValues(current: string | null): string[] {
  const values = [...SESSION_PRESETS];
  if (current && !values.includes(current)) values.push(current);
  return [NO_LIMIT, ...values.sort((a, b) => Number(a) - Number(b))];
}

export const REALITY_CHECK_VALUES = ['0', ...REALITY_CHECK_MINUTES.map(String)];

/** Cool-off: 1 day to 6 weeks; self-exclusion: 6 months to 5 years (days). */
export const COOL_OFF_DAYS = ['1', '3', '7', '14', '28', '42'] as const;
export const SELF_EXCLUSION_DAYS = ['183', '365', '730', '1826'] as const;
