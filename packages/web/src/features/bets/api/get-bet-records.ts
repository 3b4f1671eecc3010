// POST /api/v1/game/choice/list: every bet of the player, newest first, a page at a time, filtered by
// game, status and days. Room names come in the request's language, so the language is in the key.

import {
  type BET_LIST_STATUSES,
  type Language,
  playerCallRoutes,
  type TBetListResponse,
} from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { currentLanguage } from '@/i18n/i18n';

export type BetStatusFilter = (typeof BET_LIST_STATUSES)[number];

export type BetRecordFilters = {
  gameTypeId?: number | undefined;
  status?: BetStatusFilter | undefined;
  /** yyyy-mm-dd, both days included. */
  startTime?: string | undefined;
  endTime?: string | undefined;
};

export const BET_RECORDS_PAGE_SIZE = 20;

export function getBetRecords(
  filters: BetRecordFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TBetListResponse> {
  const body = {
    pageNo,
    pageSize: BET_RECORDS_PAGE_SIZE,
    ...(filters.gameTypeId ? { gameTypeId: filters.gameTypeId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.startTime ? { startTime: filters.startTime } : {}),
    ...(filters.endTime ? { endTime: filters.endTime } : {}),
  };
  return read(playerCallRoutes.allBetList, body, signal);
}

export function betRecordsQueryOptions(filters: BetRecordFilters, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['bet-records', filters, language],
    queryFn: ({ pageParam, signal }) => getBetRecords(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });
}

export function useBetRecords(filters: BetRecordFilters) {
  return useInfiniteQuery(betRecordsQueryOptions(filters, currentLanguage()));
}
