// POST /api/v1/account/user/add: a transfer the player made to one of our accounts, with its payment
// certificate, for an operator to check. It moves no money yet: the record waits as pending.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { refreshMoney } from '@/api/money/query-keys';

export type AddRechargeInput = CallRequest<typeof calls.rechargeAdd>;

export function addRecharge(input: AddRechargeInput) {
  return request(playerCallRoutes.rechargeAdd, input);
}

export function useAddRecharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRecharge, onSuccess: () => refreshMoney(queryClient) });
}
