// POST /api/v1/user/changePwd: the server revokes every session of the account, so this device's
// session ends too and the player logs in again with the new password (spec §4).

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';

export type ChangePasswordInput = CallRequest<typeof calls.changePassword>;

export function changePassword(input: ChangePasswordInput) {
  return request(playerCallRoutes.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
