// The store's calls: POST /api/v2/store/goodsList (goods with picture, price and stock),
// /api/v2/store/goodsDetail (one of them), /api/v2/store/redeem (pays from the wallet through the ledger,
// with an idempotency key) and /api/v2/store/orderList (the player's orders, newest first).

import {
  type CallRequest,
  type calls,
  playerCallRoutes,
  type TGoods,
  type TGoodsListResponse,
  type TStoreOrderListResponse,
} from '@fair28/shared';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { read, request } from '@/api/client';
import { refreshMoney } from '@/api/money/query-keys';
import { nextPageNo, RECORDS_PAGE_SIZE } from '@/api/paging';
import { currentLanguage } from '@/i18n/i18n';

const storeKey = ['store'] as const;

export function getGoodsList(pageNo: number, signal?: AbortSignal): Promise<TGoodsListResponse> {
  return read(playerCallRoutes.storeGoodsList, { pageNo, pageSize: RECORDS_PAGE_SIZE }, signal);
}

export function useGoodsList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...storeKey, 'goods', currentLanguage()],
      queryFn: ({ pageParam, signal }) => getGoodsList(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
  );
}

export function useGoods(id: number | null) {
  return useQuery({
    queryKey: [...storeKey, 'goods-detail', id, currentLanguage()],
    queryFn: ({ signal }): Promise<TGoods> =>
      read(playerCallRoutes.storeGoodsDetail, { id: id as number }, signal),
    enabled: id !== null,
  });
}

export function getOrders(pageNo: number, signal?: AbortSignal): Promise<TStoreOrderListResponse> {
  return read(playerCallRoutes.storeOrderList, { pageNo, pageSize: RECORDS_PAGE_SIZE }, signal);
}

export function useOrders() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...storeKey, 'orders', currentLanguage()],
      queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
  );
}

export type RedeemInput = CallRequest<typeof calls.storeRedeem>;

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RedeemInput) => request(playerCallRoutes.storeRedeem, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storeKey });
      void refreshMoney(queryClient);
    },
  });
}
