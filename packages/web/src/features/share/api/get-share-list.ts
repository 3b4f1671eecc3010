// POST /api/v1/share/list: the player's invitation code and registration link, and the players who
// registered with it (masked, newest first), page by page, with today's count.

import { playerCallRoutes, type TShareListResponse } from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';

export function getShareList(pageNo: number, signal?: AbortSignal): Promise<TShareListResponse> {
  return read(playerCallRoutes.shareList, { pageNo, pageSize: RECORDS_PAGE_SIZE }, signal);
}

export function useShareList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['share', 'list'],
      queryFn: ({ pageParam, signal }) => getShareList(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
  );
}
