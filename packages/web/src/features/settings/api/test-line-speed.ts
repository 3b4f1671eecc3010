// The line page's speed test (spec §2): time the config call on one line. A line that does not answer
// within the limit counts as a time-out.

import type { TClientConfigResponse } from '@fair28/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchClientConfig } from '@/api/client-config';

/** Longer than this and a line is useless to a player anyway. */
export const LINE_SPEED_TIMEOUT_MS = 5000;

export type LineSpeed = { ms: number; config: TClientConfigResponse } | { ms: null };

export async function testLineSpeed(url: string, signal?: AbortSignal): Promise<LineSpeed> {
  const started = performance.now();
  try {
    const config = await fetchClientConfig(url, {
      timeoutMs: LINE_SPEED_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    return { ms: Math.round(performance.now() - started), config };
  } catch {
    return { ms: null };
  }
}

/** `round` changes on "test again", so every line is measured afresh. */
export function lineSpeedQueryOptions(url: string, round: number) {
  return queryOptions({
    queryKey: ['line-speed', url, round],
    queryFn: ({ signal }) => testLineSpeed(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
