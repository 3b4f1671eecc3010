// The store's operator calls: the goods (all of them, disabled too) and saving one; players' orders by
// page and status, and fulfilling or cancelling one. Each change fetches what it touches again.
import { storeCalls, type TReviewRequest } from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { saveHook } from '@/api/save-hook';
import type { ListRequest } from '@/components/list-page/list-page';

export const storeKeys = {
  goods: ['admin', 'store', 'goods'] as const,
  orders: ['admin', 'store', 'orders'] as const,
};

export const goodsQuery = queryOptions({
  queryKey: storeKeys.goods,
  queryFn: ({ signal }) => request(storeCalls.adminGoodsList, {}, { signal }),
});

export const useSaveGoods = saveHook(storeCalls.adminGoodsSave, storeKeys.goods);

export const fetchStoreOrders = (body: ListRequest, signal?: AbortSignal) =>
  request(storeCalls.adminStoreOrderList, body, signal ? { signal } : {});

export type OrderDecision = TReviewRequest & { outcome: 'fulfil' | 'cancel' };

/** Fulfilling or cancelling changes the stock too: both lists are fetched again. */
export function useDecideOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ outcome, ...review }: OrderDecision) =>
      request(
        outcome === 'fulfil' ? storeCalls.adminStoreOrderFulfil : storeCalls.adminStoreOrderCancel,
        review,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.orders }),
        client.invalidateQueries({ queryKey: storeKeys.goods }),
      ]),
  });
}
