// POST /api/v1/open/trend: the last drawn rounds of a game, newest first (at most 100).

import { MAX_TREND_ROUNDS, playerCallRoutes, type TTrendResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getTrend(gameTypeId: number, signal?: AbortSignal): Promise<TTrendResponse> {
  return read(playerCallRoutes.trend, { gameTypeId, limit: MAX_TREND_ROUNDS }, signal);
}

export function trendQueryOptions(gameTypeId: number) {
  return queryOptions({
    queryKey: ['trend', gameTypeId],
    queryFn: ({ signal }) => getTrend(gameTypeId, signal),
    // A new round is drawn every few minutes; the fast test game every 20 s.
    staleTime: 15_000,
  });
}

export function useTrend(gameTypeId: number | undefined) {
  return useQuery({ ...trendQueryOptions(gameTypeId ?? 0), enabled: gameTypeId !== undefined });
}
