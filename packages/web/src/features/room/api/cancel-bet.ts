// POST /api/v1/room/point/del: cancels bets of the open round (the stake comes back at once).

import { playerCallRoutes, type TCancelBetResponse, type TUserInfo } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';
import { roomBetsQueryKey } from './get-room-bets';

export type CancelBetInput = { roomId: number; betIds: number[] };

export function cancelBets(input: CancelBetInput): Promise<TCancelBetResponse> {
  return request(playerCallRoutes.cancelBet, { roomId: input.roomId, betIds: input.betIds.join(',') });
}

export function useCancelBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBets,
    onSuccess: (answer, input) => {
      queryClient.setQueryData<TUserInfo>(userDetailsQueryKey, (user) =>
        user ? { ...user, point: answer.balance } : user,
      );
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
      void queryClient.invalidateQueries({ queryKey: roomBetsQueryKey(input.roomId) });
    },
  });
}
