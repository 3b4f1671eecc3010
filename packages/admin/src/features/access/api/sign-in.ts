// Signing in through the console's own call, which refuses player accounts and asks for the
// authenticator code once the account has a second factor; then the operator's profile.
import { staffCalls, type TConsoleLoginRequest, type TStaffProfile } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { queryClient } from '@/api/query-client';
import { meQuery } from '@/api/staff/get-me';
import { forgetSignOutReason } from '@/api/staff/sign-out';
import { saveToken } from '@/lib/session';

export async function signIn(form: TConsoleLoginRequest): Promise<TStaffProfile> {
  const { token } = await request(staffCalls.consoleLogin, form);
  queryClient.clear();
  forgetSignOutReason();
  saveToken(token);
  const profile = await request(staffCalls.adminMe, {});
  queryClient.setQueryData(meQuery.queryKey, profile);
  return profile;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
