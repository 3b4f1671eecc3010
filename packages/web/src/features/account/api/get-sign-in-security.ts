// POST /api/v1/user/twoFactor/status: whether two-step sign-in is on, the recovery codes left, and how long
// a device that passed the code is trusted.

import { playerCallRoutes, type TSignInSecurity } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export const signInSecurityQueryKey = ['sign-in-security'] as const;

export function getSignInSecurity(signal?: AbortSignal): Promise<TSignInSecurity> {
  return read(playerCallRoutes.signInSecurity, {}, signal);
}

export function signInSecurityQueryOptions() {
  return queryOptions({
    queryKey: signInSecurityQueryKey,
    queryFn: ({ signal }) => getSignInSecurity(signal),
  });
}

export function useSignInSecurity() {
  return useQuery(signInSecurityQueryOptions());
}
