// When home's answer goes out of date: its live rounds end at their draws.

import type { THomePageResponse } from '@fair28/shared';

/** Milliseconds until a moment after the earliest draw of the live rounds (at least 3 s, at most a minute). */
export function nextRefetchMs(page: THomePageResponse | undefined, now: number): number {
  const draws = (page?.games ?? []).flatMap((game) => (game.current ? [game.current.drawsAt] : []));
  if (draws.length === 0) return 60_000;
  return Math.min(60_000, Math.max(3_000, Math.min(...draws) - now + 2_000));
}
