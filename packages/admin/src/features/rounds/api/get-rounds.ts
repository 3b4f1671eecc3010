// The past rounds call: one page of rounds with results and totals, by game type and status.
import { roundMonitorCalls, type TAdminRoundListRequest } from '@fair28/shared';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

export const roundsQueryKey = ['admin', 'rounds'] as const;

export function fetchRounds(body: ListRequest, signal?: AbortSignal) {
  return request(
    roundMonitorCalls.adminRoundList,
    body as Partial<TAdminRoundListRequest>,
    signal ? { signal } : {},
  );
}
