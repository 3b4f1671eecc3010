// How far this device's clock is from the server's. The server refuses a token field whose time is more
// than 5 minutes off (replay guard), so a phone with a wrong clock would be logged out on every call;
// the config call's serverTime lets the client send the server's time instead. Apart from the schemas
// (no zod): the player app's early calls read it before the rest of the client has loaded.

let offsetMs = 0;

/** `serverTime` from a config answer; `receivedAt` is when that answer arrived, on this device's clock. */
export function syncServerClock(serverTime: number, receivedAt = Date.now()): void {
  offsetMs = serverTime - receivedAt;
}

export function serverClockOffset(): number {
  return offsetMs;
}

/**
 * Starts from an offset kept from an earlier visit, so the calls sent before this visit's config call
 * answers carry the server's time too (the player app keeps it in local storage).
 */
export function restoreServerClock(keptOffsetMs: number): void {
  offsetMs = keptOffsetMs;
}
