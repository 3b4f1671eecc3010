// POST /api/v1/bank/card/bind: binds the player's one bank card. A second bind is refused (1107):
// after this, only customer service changes the card (spec §6).

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export type BindBankCardInput = CallRequest<typeof calls.bankCardBind>;

export function bindBankCard(input: BindBankCardInput) {
  return request(playerCallRoutes.bankCardBind, input);
}

export function useBindBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindBankCard,
    onSuccess: (card) => {
      queryClient.setQueryData(moneyKeys.bankCard, card);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawalParams });
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
    },
  });
}
