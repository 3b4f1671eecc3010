// The player search call: one page of players matching the filters, in the order asked.
import { playerCalls, type TAdminPlayerListRequest } from '@fair28/shared';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

export const playersQueryKey = ['admin', 'players'] as const;

export function fetchPlayers(body: ListRequest, signal?: AbortSignal) {
  return request(
    playerCalls.adminPlayerList,
    body as Partial<TAdminPlayerListRequest>,
    signal ? { signal } : {},
  );
}
