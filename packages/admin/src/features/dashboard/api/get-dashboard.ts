// The dashboard's figures, refreshed each minute while the page is open.
import { dashboardCalls } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => request(dashboardCalls.adminDashboard, {}, { signal }),
  refetchInterval: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
