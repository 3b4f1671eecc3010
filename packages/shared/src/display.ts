// How amounts and times read on a screen (spec §9), for the player app and the operator console alike.
// Text from the server that is not an amount or a time is shown as it came: a screen never invents one.
import { formatMoney, parseMinor } from './money-format';
import { isAmount } from './text-checks';

/** Wire text may carry a "+" on gains (point changes); the value is the same without it. */
const withoutPlus = (amount: string) => amount.replace(/^\+/, '');

/** "¥1,234.50": yen prefix, comma thousands, two places. Minor units or wire text. */
export function displayMoney(amount: bigint | string): string {
  if (typeof amount === 'bigint') return formatMoney(amount);
  try {
    return formatMoney(withoutPlus(amount));
  } catch {
    return amount;
  }
}

/** "+¥9.80", "-¥10.00", "¥0.00": a gain or a loss at a glance; zero has no sign. */
export function displaySignedMoney(amount: bigint | string): string {
  const text = displayMoney(amount);
  return isGain(amount) ? `+${text}` : text;
}

function isGain(amount: bigint | string): boolean {
  if (typeof amount === 'bigint') return amount > 0n;
  const unsigned = withoutPlus(amount);
  return isAmount(unsigned) && parseMinor(unsigned) > 0n;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "2025-06-01 14:03" in the device's zone, or "2025-06-01 14:03:20" with seconds: the same shape in both
 * languages. Takes epoch milliseconds or an ISO 8601 text.
 */
export function formatDateTime(time: number | string, options: { withSeconds?: boolean } = {}): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return String(time);
  const minutes = `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return options.withSeconds ? `${minutes}:${pad(date.getSeconds())}` : minutes;
}

/**
 * "2025-06-01 14:03" in a named time zone ("Asia/Shanghai"): the same shape as formatDateTime, for a time
 * written where the reader's zone is not the device's (the server's texts, in the server's zone).
 */
export function formatDateTimeIn(time: Date | number | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** "14:03:20" in the device's zone: for today's rounds. */
export function formatClock(time: number): string {
  return formatDateTime(time, { withSeconds: true }).slice(11);
}

/** yyyy-mm-dd of a day in the device's zone (spec §9 default date format). */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole minutes and seconds of a duration in seconds (a round's length). */
export function splitDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** The words of waitingText's units, in the reader's language. */
export type WaitingUnits = { day: string; hour: string; minute: string; underMinute: string };

/** How long something waited: "2 d 3 h", "3 h 12 min", "5 min", "<1 min" — the largest two units. */
export function waitingText(sinceMs: number, nowMs: number, units: WaitingUnits): string {
  const minutes = Math.max(0, Math.floor((nowMs - sinceMs) / 60_000));
  if (minutes < 1) return units.underMinute;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ${units.day} ${hours} ${units.hour}` : `${days} ${units.day}`;
  if (hours > 0)
    return rest > 0 ? `${hours} ${units.hour} ${rest} ${units.minute}` : `${hours} ${units.hour}`;
  return `${rest} ${units.minute}`;
}
