// POST /api/v1/user/twoFactor/recoveryCodes: ten new recovery codes for the app's code, shown this once;
// every earlier one stops working.

import { type CallRequest, type calls, playerCallRoutes, type TRecoveryCodes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { signInSecurityQueryKey } from './get-sign-in-security';

export type RenewRecoveryCodesInput = CallRequest<typeof calls.recoveryCodesRenew>;

export function renewRecoveryCodes(input: RenewRecoveryCodesInput): Promise<TRecoveryCodes> {
  return request(playerCallRoutes.recoveryCodesRenew, input);
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: signInSecurityQueryKey }),
  });
}
