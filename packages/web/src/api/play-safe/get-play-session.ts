// POST /api/v1/playSafe/session: the play session now (minutes, net result, stakes) and the player's
// reality-check interval. Asking extends the session, as a bet does, so the reality check asks while the
// app is open.

import { playerCallRoutes, type TPlaySession } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';

export const playSessionKey = ['play-safe', 'session'] as const;

export function getPlaySession(signal?: AbortSignal): Promise<TPlaySession> {
  return read(playerCallRoutes.playSession, {}, signal);
}

export function playSessionQueryOptions(refetchIntervalMs: number | false) {
  return queryOptions({
    queryKey: playSessionKey,
    queryFn: ({ signal }) => getPlaySession(signal),
    refetchInterval: refetchIntervalMs,
    staleTime: 0,
  });
}

export function usePlaySession(isEnabled: boolean, refetchIntervalMs: number | false = 60_000) {
  return useQuery({ ...playSessionQueryOptions(refetchIntervalMs), enabled: isEnabled });
}
