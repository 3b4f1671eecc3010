// POST /api/v1/user/withdrawals/params: the rules that apply to the player now — balance, fee, limits,
// today's count, the betting turnover still owed, the security-code lock, and the payout accounts.

import { playerCallRoutes, type TWithdrawalParamsResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export function getWithdrawalParams(signal?: AbortSignal): Promise<TWithdrawalParamsResponse> {
  return read(playerCallRoutes.withdrawalParams, {}, signal);
}

export function withdrawalParamsQueryOptions() {
  return queryOptions({
    queryKey: moneyKeys.withdrawalParams,
    queryFn: ({ signal }) => getWithdrawalParams(signal),
    // The balance and the lock change elsewhere (bets, other devices): read them fresh on each visit.
    staleTime: 0,
  });
}

export function useWithdrawalParams() {
  return useQuery(withdrawalParamsQueryOptions());
}
