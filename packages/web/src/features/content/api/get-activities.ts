// POST /api/v1/activity/list: the events running now or later, in the operator's order, page by page.

import { playerCallRoutes, type TActivityListResponse } from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';
import { currentLanguage } from '@/i18n/i18n';

export function getActivities(pageNo: number, signal?: AbortSignal): Promise<TActivityListResponse> {
  return read(playerCallRoutes.activityList, { pageNo, pageSize: RECORDS_PAGE_SIZE }, signal);
}

export function useActivities() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      // Titles come in the request's language.
      queryKey: ['content', 'activities', currentLanguage()],
      queryFn: ({ pageParam, signal }) => getActivities(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
  );
}
