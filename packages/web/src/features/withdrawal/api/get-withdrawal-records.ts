// POST /api/v1/withdrawals/list: the player's withdrawals, newest first, optionally of one status.

import { playerCallRoutes, type TWithdrawalListRequest, type WithdrawalStatus } from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';

export function getWithdrawalRecords(
  status: WithdrawalStatus | undefined,
  pageNo: number,
  signal?: AbortSignal,
) {
  const body: Partial<TWithdrawalListRequest> = { pageNo, pageSize: RECORDS_PAGE_SIZE };
  if (status) body.status = status;
  return read(playerCallRoutes.withdrawalList, body, signal);
}

export function withdrawalRecordsQueryOptions(status?: WithdrawalStatus) {
  return infiniteQueryOptions({
    queryKey: [...moneyKeys.withdrawalRecords, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getWithdrawalRecords(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function useWithdrawalRecords(status?: WithdrawalStatus) {
  return useInfiniteQuery(withdrawalRecordsQueryOptions(status));
}
