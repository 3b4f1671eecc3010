// Display formats the game screens share: money of spec §9 (¥, thousands, two places) with an explicit
// sign for profits, durations of rounds, and times in the player's language.

import { formatMoney, isAmount, parseMinor } from '@fair28/shared';

/** "¥1,234.50"; text that is not an amount is shown as the server sent it, never replaced by a guess. */
export function money(amount: string): string {
  try {
    return formatMoney(amount);
  } catch {
    return amount;
  }
}

/** "+¥9.80", "-¥10.00", "¥0.00": a profit reads as a gain or a loss at a glance. */
export function signedMoney(amount: string): string {
  const text = money(amount);
  const isGain = isAmount(amount) && parseMinor(amount) > 0n;
  return isGain ? `+${text}` : text;
}

/** Whole minutes and seconds of a duration in seconds. */
export function splitDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** "2025-06-01 14:03:20" in the device's zone: the same shape in both languages. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** "14:03:20": for today's rounds in the room. */
export function formatClock(ms: number): string {
  return formatDateTime(ms).slice(11);
}

/** yyyy-mm-dd of a day in the device's zone (spec §9 date format). */
export function formatDay(date: Date): string {
  return formatDateTime(date.getTime()).slice(0, 10);
}
