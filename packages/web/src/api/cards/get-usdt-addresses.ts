// POST /api/v2/usdt/list: the player's USDT payout addresses and how many they may keep (walletCount).

import { playerCallRoutes, type TUsdtListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';
import { moneyKeys } from '../money/query-keys';

export function getUsdtAddresses(signal?: AbortSignal): Promise<TUsdtListResponse> {
  return read(playerCallRoutes.usdtList, {}, signal);
}

export function usdtAddressesQueryOptions() {
  return queryOptions({
    queryKey: moneyKeys.usdtAddresses,
    queryFn: ({ signal }) => getUsdtAddresses(signal),
  });
}

export function useUsdtAddresses() {
  return useQuery(usdtAddressesQueryOptions());
}
