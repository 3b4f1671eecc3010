// POST /api/v1/account/user/list: the player's top-ups, newest first, optionally of one status.

import { type DepositStatus, playerCallRoutes, type TRechargeListRequest } from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';

export function getRechargeRecords(status: DepositStatus | undefined, pageNo: number, signal?: AbortSignal) {
  const body: Partial<TRechargeListRequest> = { pageNo, pageSize: RECORDS_PAGE_SIZE };
  if (status) body.status = status;
  return read(playerCallRoutes.rechargeList, body, signal);
}

export function rechargeRecordsQueryOptions(status?: DepositStatus) {
  return infiniteQueryOptions({
    queryKey: [...moneyKeys.rechargeRecords, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getRechargeRecords(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function useRechargeRecords(status?: DepositStatus) {
  return useInfiniteQuery(rechargeRecordsQueryOptions(status));
}
