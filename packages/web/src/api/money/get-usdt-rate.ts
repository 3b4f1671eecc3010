// POST /api/v2/usdt/rate: how many yuan one USDT is worth now, from the configured quotes host. When the
// server has no rate (code 1302, QuotesUnavailable) the answer is `null`: screens then show yuan only,
// with a note, and never an invented rate.

import { isApiError } from '@fair28/client';
import { ErrorCode, playerCallRoutes, type TUsdtRateResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';

export async function getUsdtRate(signal?: AbortSignal): Promise<TUsdtRateResponse | null> {
  try {
    return await read(playerCallRoutes.usdtRate, {}, signal);
  } catch (error) {
    if (isApiError(error) && error.code === ErrorCode.QuotesUnavailable) return null;
    throw error;
  }
}

export function usdtRateQueryOptions() {
  return queryOptions({
    queryKey: ['usdt-rate'],
    queryFn: ({ signal }) => getUsdtRate(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useUsdtRate() {
  return useQuery(usdtRateQueryOptions());
}
