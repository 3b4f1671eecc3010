// POST /api/v1/point/change/list: the wallet's transfers (account records), newest first, filtered by
// transfer type and by days in the server's time zone.

import { playerCallRoutes, type TPointChangeListResponse, type TransferKind } from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';

export type PointChangeFilter = { type?: TransferKind; startTime?: string; endTime?: string };

export function getPointChanges(
  filter: PointChangeFilter,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TPointChangeListResponse> {
  return read(playerCallRoutes.pointChangeList, { ...filter, pageNo, pageSize: RECORDS_PAGE_SIZE }, signal);
}

export function pointChangesQueryOptions(filter: PointChangeFilter) {
  return infiniteQueryOptions({
    queryKey: [...moneyKeys.pointChanges, filter],
    queryFn: ({ pageParam, signal }) => getPointChanges(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function usePointChanges(filter: PointChangeFilter) {
  return useInfiniteQuery(pointChangesQueryOptions(filter));
}
