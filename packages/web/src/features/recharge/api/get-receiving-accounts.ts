// POST /api/v1/account/list: our accounts a player pays into for one pay type (bank details, a USDT
// address and network, or a wallet QR code).

import { type PayTypeValue, playerCallRoutes, type TPayAccountListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export function getReceivingAccounts(
  payType: PayTypeValue,
  signal?: AbortSignal,
): Promise<TPayAccountListResponse> {
  return read(playerCallRoutes.payAccountList, { payType }, signal);
}

export function receivingAccountsQueryOptions(payType: PayTypeValue) {
  return queryOptions({
    queryKey: [...moneyKeys.receivingAccounts, payType],
    queryFn: ({ signal }) => getReceivingAccounts(payType, signal),
  });
}

export function useReceivingAccounts(payType: PayTypeValue) {
  return useQuery(receivingAccountsQueryOptions(payType));
}
