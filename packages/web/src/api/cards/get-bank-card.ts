// POST /api/v1/bank/card/info: the bound bank card (number masked), or isBound false, and any change
// request still waiting for customer service.

import { playerCallRoutes, type TBankCardInfo } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';
import { moneyKeys } from '../money/query-keys';

export function getBankCard(signal?: AbortSignal): Promise<TBankCardInfo> {
  return read(playerCallRoutes.bankCardInfo, {}, signal);
}

export function bankCardQueryOptions() {
  return queryOptions({ queryKey: moneyKeys.bankCard, queryFn: ({ signal }) => getBankCard(signal) });
}

export function useBankCard() {
  return useQuery(bankCardQueryOptions());
}
