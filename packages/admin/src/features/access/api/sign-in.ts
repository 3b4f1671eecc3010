// Signing in: the password (and, once set up, the authenticator code) for a session; then the operator's
// profile, which a player account cannot have: such a session is ended at once and the operator told why.
import { isApiError } from '@fair28/client';
import { calls, ErrorCode, type TLoginRequest, type TStaffProfile } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { meQuery } from '../../../api/staff/get-me';
import { signOut } from '../../../api/staff/sign-out';
import { saveToken } from '../../../lib/session';

export class PlayerAccountError extends Error {}

export async function signIn(form: TLoginRequest): Promise<TStaffProfile> {
  const { token } = await request(calls.login, form);
  saveToken(token);
  try {
    const profile = await request(calls.adminMe, {});
    queryClient.setQueryData(meQuery.queryKey, profile);
    return profile;
  } catch (error) {
    await signOut();
    if (isApiError(error) && error.code === ErrorCode.Forbidden) throw new PlayerAccountError();
    throw error;
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
