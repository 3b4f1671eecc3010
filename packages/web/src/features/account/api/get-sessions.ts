// POST /api/v1/user/sessions: the account's signed-in sessions, each with its device, address and last
// activity, this one marked.

import { playerCallRoutes, type TSessionListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export const sessionsQueryKey = ['sessions'] as const;

export function getSessions(signal?: AbortSignal): Promise<TSessionListResponse> {
  return read(playerCallRoutes.sessionList, {}, signal);
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
