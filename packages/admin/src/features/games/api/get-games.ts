// Every game type, area and room with the rule version in effect and any waiting for the next round.
import { roomRuleCalls } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';

export const gamesQuery = queryOptions({
  queryKey: ['admin', 'games'],
  queryFn: ({ signal }) => request(roomRuleCalls.adminGameList, {}, { signal }),
});

export function useGames() {
  return useQuery(gamesQuery);
}
