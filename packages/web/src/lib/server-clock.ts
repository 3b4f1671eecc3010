// The server clock's offset kept between visits (@fair28/client holds it for this one): a visit's first
// calls go out before its config call answers, and a phone with a wrong clock would have them refused.

import { readText, storageKeys, writeText } from './storage';

export function keepServerClock(offsetMs: number): void {
  writeText(storageKeys.serverClockOffset, String(Math.round(offsetMs)));
}

export function keptServerClock(): number | null {
  const text = readText(storageKeys.serverClockOffset);
  const kept = Number(text);
  return text !== null && text !== '' && Number.isFinite(kept) ? kept : null;
}
