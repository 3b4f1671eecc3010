// The risk flags the data shows now, filtered by kind and player.
import { type CallRequest, calls } from '@fair28/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export type RiskSearch = CallRequest<typeof calls.adminRiskFlagList>;

export const riskFlagsQuery = (search: RiskSearch) =>
  queryOptions({
    queryKey: ['admin', 'risk', search],
    queryFn: ({ signal }) => request(calls.adminRiskFlagList, search, { signal }),
    placeholderData: keepPreviousData,
  });

export function useRiskFlags(search: RiskSearch) {
  return useQuery(riskFlagsQuery(search));
}
