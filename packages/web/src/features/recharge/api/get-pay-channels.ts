// POST /api/v1/pay/list: the top-up channels on offer, each with its pay type, limits and presets.

import { playerCallRoutes, type TPayListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export function getPayChannels(signal?: AbortSignal): Promise<TPayListResponse> {
  return read(playerCallRoutes.payList, {}, signal);
}

export function payChannelsQueryOptions() {
  return queryOptions({ queryKey: moneyKeys.payChannels, queryFn: ({ signal }) => getPayChannels(signal) });
}

export function usePayChannels() {
  return useQuery(payChannelsQueryOptions());
}
