// How long something has waited: "2 d 3 h", "3 h 12 min", "5 min", "<1 min" — the largest two units.

export type WaitingUnits = { day: string; hour: string; minute: string; underMinute: string };

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

/** A wait long enough to stand out in a queue. */
export const LONG_WAIT_MS = 30 * 60_000;
