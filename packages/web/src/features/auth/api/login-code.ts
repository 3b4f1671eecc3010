// POST /api/v1/login/code: the code step of two-step sign-in, answering the password step's challenge with
// the authenticator's code or a recovery code; its session is stored like the password step's.

import { type CallRequest, type calls, playerCallRoutes, type TLoginResponse } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { keepSession } from './login';

export type LoginCodeInput = CallRequest<typeof calls.loginCode>;

export function loginWithCode(input: LoginCodeInput): Promise<TLoginResponse> {
  return request(playerCallRoutes.loginCode, input);
}

export function useLoginCode() {
  return useMutation({ mutationFn: loginWithCode, onSuccess: keepSession });
}
