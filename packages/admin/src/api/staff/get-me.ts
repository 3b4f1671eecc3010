// The signed-in operator: account, role, permissions and whether the one-time password must change first.
// Every page asks it through this one query; the nav and the buttons follow its permissions.
import { type Permission, staffCalls, type TStaffProfile } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHasSession } from '@/lib/session';
import { request } from '../client';

export const meQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => request(staffCalls.adminMe, {}, { signal }),
  staleTime: 60_000,
});

export function useMe() {
  const hasSession = useHasSession();
  return useQuery({ ...meQuery, enabled: hasSession });
}

export function holds(profile: TStaffProfile | undefined, permission: Permission): boolean {
  return profile?.permissions.includes(permission) ?? false;
}

/** Whether the signed-in operator's role holds the permission (false while it is loading). */
export function useCan(permission: Permission): boolean {
  return holds(useMe().data, permission);
}
