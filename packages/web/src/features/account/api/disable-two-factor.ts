// POST /api/v1/user/twoFactor/disable: two-step sign-in off, for the app's code or a recovery code.

import { type CallRequest, type calls, playerCallRoutes, type TTwoFactorStatus } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';
import { signInSecurityQueryKey } from './get-sign-in-security';

export type DisableTwoFactorInput = CallRequest<typeof calls.twoFactorDisable>;

export function disableTwoFactor(input: DisableTwoFactorInput): Promise<TTwoFactorStatus> {
  return request(playerCallRoutes.twoFactorDisable, input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: signInSecurityQueryKey });
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
    },
  });
}
