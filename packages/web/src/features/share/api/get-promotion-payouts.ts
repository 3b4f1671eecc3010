// POST /api/v2/promotion/payoutList: the player's daily commissions (as an agent) or rebates, newest day
// first, page by page.

import { type PromotionKind, playerCallRoutes, type TPromotionPayoutListResponse } from '@fair28/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';

export function getPromotionPayouts(
  kind: PromotionKind,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TPromotionPayoutListResponse> {
  return read(playerCallRoutes.promotionPayoutList, { kind, pageNo, pageSize: RECORDS_PAGE_SIZE }, signal);
}

export function usePromotionPayouts(kind: PromotionKind) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['promotion-payouts', kind],
      queryFn: ({ pageParam, signal }) => getPromotionPayouts(kind, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
  );
}
