// How a countdown reads: the room's round panel and the home screen's game cards show the same text.

/** "mm:ss", rounded up so a countdown shows 00:01 until the very end, never a negative time. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
