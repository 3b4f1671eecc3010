// POST /api/v2/usdt/del: removes one of the player's payout addresses.

import { playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export function deleteUsdtAddress(id: number) {
  return request(playerCallRoutes.usdtDel, { id });
}

export function useDeleteUsdtAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsdtAddress,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.usdtAddresses });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawalParams });
    },
  });
}
