// POST /api/v1/user/details: the player's account, balance and security settings (userInfo, spec §3).

import { playerCallRoutes, type TUserInfo } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';

export function getUserDetails(signal?: AbortSignal): Promise<TUserInfo> {
  return read(playerCallRoutes.userDetails, {}, signal);
}

export const userDetailsQueryKey = ['user-details'] as const;

export function userDetailsQueryOptions() {
  return queryOptions({ queryKey: userDetailsQueryKey, queryFn: ({ signal }) => getUserDetails(signal) });
}

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}
