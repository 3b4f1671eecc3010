// The public hash chains of a game type: terminating hashes, and which are upcoming, active or spent.
import { type CallRequest, calls } from '@fair28/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const chainsQuery = (search: CallRequest<typeof calls.chainList>) =>
  queryOptions({
    queryKey: ['admin', 'chains', search],
    queryFn: ({ signal }) => request(calls.chainList, search, { signal }),
    placeholderData: keepPreviousData,
  });

export function useChains(search: CallRequest<typeof calls.chainList>) {
  return useQuery(chainsQuery(search));
}
