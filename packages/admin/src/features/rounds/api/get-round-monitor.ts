// The rounds under way with their stakes and exposure, asked again every two seconds while shown.
import { type CallRequest, type calls, roundMonitorCalls } from '@fair28/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';

export const MONITOR_REFRESH_MS = 2000;

export const roundMonitorQuery = (filter: CallRequest<typeof calls.adminRoundMonitor>) =>
  queryOptions({
    queryKey: ['admin', 'round-monitor', filter],
    queryFn: ({ signal }) => request(roundMonitorCalls.adminRoundMonitor, filter, { signal }),
    refetchInterval: MONITOR_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useRoundMonitor(filter: CallRequest<typeof calls.adminRoundMonitor>) {
  return useQuery(roundMonitorQuery(filter));
}
