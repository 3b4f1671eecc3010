// POST /api/v1/playSafe/info: the player's limits (with pending raises), reality check, break and their
// own figures over 7 and 30 days.

import { playerCallRoutes, type TPlaySafeResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export const playSafeKey = ['play-safe', 'info'] as const;

export function getPlaySafe(signal?: AbortSignal): Promise<TPlaySafeResponse> {
  return read(playerCallRoutes.playSafe, {}, signal);
}

export function playSafeQueryOptions() {
  // The player's own figures are read fresh each time the page opens.
  return queryOptions({ queryKey: playSafeKey, queryFn: ({ signal }) => getPlaySafe(signal), staleTime: 0 });
}

export function usePlaySafe() {
  return useQuery(playSafeQueryOptions());
}
