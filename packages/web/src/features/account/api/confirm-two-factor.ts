// POST /api/v1/user/twoFactor/confirm: the first code turns two-step sign-in on; the answer carries the
// recovery codes, shown this once.

import {
  type CallRequest,
  type calls,
  playerCallRoutes,
  type TTwoFactorConfirmResponse,
} from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';
import { signInSecurityQueryKey } from './get-sign-in-security';

export type ConfirmTwoFactorInput = CallRequest<typeof calls.twoFactorConfirm>;

export function confirmTwoFactor(input: ConfirmTwoFactorInput): Promise<TTwoFactorConfirmResponse> {
  return request(playerCallRoutes.twoFactorConfirm, input);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: signInSecurityQueryKey });
      // hasTwoFactor: the money forms ask for the code from now on.
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
    },
  });
}
