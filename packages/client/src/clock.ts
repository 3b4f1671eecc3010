// How far this device's clock is from the server's. The server refuses a token field whose time is more
// than 5 minutes off (replay guard), so a phone with a wrong clock would be logged out on every call;
// the config call's serverTime lets the client send the server's time instead.

let offsetMs = 0;

/** `serverTime` from a config answer; `receivedAt` is when that answer arrived, on this device's clock. */
export function syncServerClock(serverTime: number, receivedAt = Date.now()): void {
  offsetMs = serverTime - receivedAt;
}

export function serverClockOffset(): number {
  return offsetMs;
}
