// POST /api/v1/user/withdrawals/changePwd: sets or changes the 6-digit security code that confirms
// withdrawals. Before one is set, the login password vouches for the player.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';

export type ChangeSecurityCodeInput = CallRequest<typeof calls.changeSecurityCode>;

export function changeSecurityCode(input: ChangeSecurityCodeInput) {
  return request(playerCallRoutes.changeSecurityCode, input);
}

export function useChangeSecurityCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSecurityCode,
    // hasSecurityCode changes on the first save.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
  });
}
