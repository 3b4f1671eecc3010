// The player search, a page at a time.
import { type CallRequest, calls } from '@fair28/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export type PlayerSearch = CallRequest<typeof calls.adminPlayerList>;

export const playersQuery = (search: PlayerSearch) =>
  queryOptions({
    queryKey: ['admin', 'players', search],
    queryFn: ({ signal }) => request(calls.adminPlayerList, search, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePlayers(search: PlayerSearch) {
  return useQuery(playersQuery(search));
}
