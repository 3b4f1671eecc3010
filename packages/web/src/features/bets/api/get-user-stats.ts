// POST /api/v1/game/user/stat: the player's bets summed per day (spec §9: page size 100, range type 1,
// by default today and tomorrow), with the totals over the range.

import { playerCallRoutes, type TUserStatResponse, USER_STAT_PAGE_SIZE } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export type StatRange = { startTime: string; endTime: string };

export function getUserStats(range: StatRange, signal?: AbortSignal): Promise<TUserStatResponse> {
  return read(
    playerCallRoutes.userStat,
    {
      pageNo: 1,
      pageSize: USER_STAT_PAGE_SIZE,
      rangeType: 1,
      startTime: range.startTime,
      endTime: range.endTime,
    },
    signal,
  );
}

export function userStatsQueryOptions(range: StatRange) {
  return queryOptions({
    queryKey: ['user-stats', range],
    queryFn: ({ signal }) => getUserStats(range, signal),
  });
}

export function useUserStats(range: StatRange) {
  return useQuery(userStatsQueryOptions(range));
}
