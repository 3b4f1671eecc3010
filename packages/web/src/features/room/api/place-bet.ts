// POST /api/v1/room/point/add: every selected bet in one call. The idempotency key is made once per
// confirmation and sent again on a retry, so a call whose answer was lost never bets twice.

import { type BetType, playerCallRoutes, type TPlaceBetResponse, type TUserInfo } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';
import { roomBetsQueryKey } from './get-room-bets';

export type PlaceBetInput = {
  roomId: number;
  /** Amounts as the wire has them: decimal text. */
  items: Array<{ betType: BetType; amount: string }>;
  idempotencyKey: string;
};

export function placeBet(input: PlaceBetInput): Promise<TPlaceBetResponse> {
  return request(playerCallRoutes.placeBet, input);
}

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: (answer, input) => {
      // The answer carries the balance right after the bets; the details refetch confirms it.
      queryClient.setQueryData<TUserInfo>(userDetailsQueryKey, (user) =>
        user ? { ...user, point: answer.balance } : user,
      );
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
      void queryClient.invalidateQueries({ queryKey: roomBetsQueryKey(input.roomId) });
    },
  });
}
