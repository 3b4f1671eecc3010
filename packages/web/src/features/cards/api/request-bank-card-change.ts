// POST /api/v1/room/bank/update: files a request to change the bound card with the new details. It
// changes nothing by itself: customer service approves or declines it, and a system message says which.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export type RequestBankCardChangeInput = CallRequest<typeof calls.bankCardChange>;

export function requestBankCardChange(input: RequestBankCardChangeInput) {
  return request(playerCallRoutes.bankCardChange, input);
}

export function useRequestBankCardChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBankCardChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.bankCard }),
  });
}
