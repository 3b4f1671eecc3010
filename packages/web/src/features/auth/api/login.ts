// POST /api/v1/login: the password step. With the account's device token, so a known device is known; the
// answer is a session (stored, spec §4: token, hasLogin, uLoginId; a new device token kept) or, with
// two-step sign-in on a device not trusted, a challenge for the code step (login-code.ts).

import {
  type CallRequest,
  type calls,
  isSignInChallenge,
  playerCallRoutes,
  type TLoginResponse,
  type TLoginResult,
} from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { readDeviceToken, saveDeviceToken } from '@/lib/device-tokens';
import { saveSession } from '@/lib/session';

export type LoginInput = CallRequest<typeof calls.login>;

export function login(input: LoginInput): Promise<TLoginResult> {
  const deviceToken = readDeviceToken(input.account);
  return request(playerCallRoutes.login, { ...input, ...(deviceToken ? { deviceToken } : {}) });
}

/** A session answered by either step: stored, with the device token the account got here. */
export function keepSession(answer: TLoginResponse): void {
  saveSession({ token: answer.token, uLoginId: answer.uLoginId });
  saveDeviceToken(answer.account, answer.deviceToken);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isSignInChallenge(answer)) keepSession(answer);
    },
  });
}
