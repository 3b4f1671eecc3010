// POST /api/v1/room/point/add: every selected bet in one call. The idempotency key is made once per
// confirmation and sent again on a retry, so a call whose answer was lost never bets twice.

import { type BetType, calls, type TPlaceBetResponse, type TUserInfo } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { userDetailsQueryKey } from '../../account/api/get-user-details';
import { roomBetsQueryKey } from './get-room-bets';

export type PlaceBetInput = {
  roomId: number;
  /** Amounts as the wire has them: decimal text. */
  items: Array<{ betType: BetType; amount: string }>;
  idempotencyKey: string;
};

export function placeBet(input: PlaceBetInput): Promise<TPlaceBetResponse> {
  return request(calls.placeBet, input);
}

/** A fresh key for one confirmation: 8–64 of A–Z a–z 0–9 _ . : - (docs/PROTOCOL.md). */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replaceAll('-', '')
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `bet-${random}`.slice(0, 64);
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
