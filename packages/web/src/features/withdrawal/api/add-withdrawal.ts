// POST /api/v1/withdrawals/add: moves the amount from the wallet into the withdrawal hold at once, for
// an operator to pay out (less the fee) or return. A wrong security code counts toward the lock, so
// the params are read again after every answer.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { moneyKeys, refreshMoney } from '@/api/money/query-keys';

export type AddWithdrawalInput = CallRequest<typeof calls.withdrawalAdd>;

export function addWithdrawal(input: AddWithdrawalInput) {
  return request(playerCallRoutes.withdrawalAdd, input);
}

export function useAddWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWithdrawal,
    onSuccess: () => refreshMoney(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawalParams }),
  });
}
