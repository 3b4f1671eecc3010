// How far this device's clock is from the server's. The server refuses a token field whose time is more
// than 5 minutes off (replay guard), so a phone with a wrong clock would be logged out on every call;
// the config call's serverTime lets the client send the server's time instead. The offset is kept, so
// the calls a visit sends before its config call answers carry the server's time too.

import { readText, storageKeys, writeText } from '../lib/storage';

/** A new offset within this of the kept one is not written again (room events sync it every round). */
const KEEP_THRESHOLD_MS = 1000;

let offsetMs: number | null = null;

/** `serverTime` from a config answer; `receivedAt` is when that answer arrived, on this device's clock. */
export function syncServerClock(serverTime: number, receivedAt = Date.now()): void {
  const next = serverTime - receivedAt;
  if (Math.abs(next - serverClockOffset()) >= KEEP_THRESHOLD_MS) {
    writeText(storageKeys.serverClockOffset, String(next));
  }
  offsetMs = next;
}

export function serverClockOffset(): number {
  if (offsetMs === null) {
    const kept = Number(readText(storageKeys.serverClockOffset));
    offsetMs = Number.isFinite(kept) ? kept : 0;
  }
  return offsetMs;
}
