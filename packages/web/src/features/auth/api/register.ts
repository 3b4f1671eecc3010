// POST /api/v1/register: creates the account with an invitation code and logs it in at once (this
// browser becomes the account's first device).

import { type CallRequest, type calls, playerCallRoutes, type TRegisterResponse } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { keepSession } from './login';

export type RegisterInput = CallRequest<typeof calls.register>;

export function register(input: RegisterInput): Promise<TRegisterResponse> {
  return request(playerCallRoutes.register, input);
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: keepSession,
  });
}
