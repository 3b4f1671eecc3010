// POST /api/v1/login: on success the session is stored (spec §4: token, hasLogin, uLoginId).

import { type CallRequest, type calls, playerCallRoutes, type TLoginResponse } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { saveSession } from '@/lib/session';

export type LoginInput = CallRequest<typeof calls.login>;

export function login(input: LoginInput): Promise<TLoginResponse> {
  return request(playerCallRoutes.login, input);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => saveSession({ token: answer.token, uLoginId: answer.uLoginId }),
  });
}
