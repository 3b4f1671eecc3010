// The periods the account records can be filtered by: quick choices counted back from today, or a
// range picked on the calendar, as the first and last day (both included) in yyyy-mm-dd.

import { formatDay } from '@fair28/shared';

export type Period = 'all' | 'today' | 'week' | 'month' | 'custom';
export type DayRange = { startTime: string; endTime: string };

/** The days of a quick period ending today: today, the last 7 days or the last 30 days. */
export function quickRange(period: 'today' | 'week' | 'month', today: Date): DayRange {
  const back = { today: 0, week: 6, month: 29 }[period];
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
  return { startTime: formatDay(start), endTime: formatDay(today) };
}
