// POST /api/v2/usdt/add: a payout address on TRC20 or ERC20, with its QR image when one was uploaded.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export type AddUsdtAddressInput = CallRequest<typeof calls.usdtAdd>;

export function addUsdtAddress(input: AddUsdtAddressInput) {
  return request(playerCallRoutes.usdtAdd, input);
}

export function useAddUsdtAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUsdtAddress,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.usdtAddresses });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawalParams });
    },
  });
}
