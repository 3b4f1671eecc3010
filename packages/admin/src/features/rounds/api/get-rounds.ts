// Past rounds with their results and totals, a page at a time.
import { type CallRequest, calls } from '@fair28/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export type RoundSearch = CallRequest<typeof calls.adminRoundList>;

export const roundsQuery = (search: RoundSearch) =>
  queryOptions({
    queryKey: ['admin', 'rounds', search],
    queryFn: ({ signal }) => request(calls.adminRoundList, search, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

export function useRounds(search: RoundSearch) {
  return useQuery(roundsQuery(search));
}
