// The promotions' operator calls: the tiers (saving and deleting one), the budget and funding it, red
// packets sent and sending one; and the rooms a packet may go to. Each change fetches what it touches again.
import { type CallRequest, type calls, promotionCalls, roomRuleCalls } from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { saveHook } from '@/api/save-hook';
import type { ListRequest } from '@/components/list-page/list-page';

export const promotionKeys = {
  tiers: ['admin', 'promotions', 'tiers'] as const,
  budget: ['admin', 'promotions', 'budget'] as const,
  packets: ['admin', 'promotions', 'packets'] as const,
  payouts: ['admin', 'promotions', 'payouts'] as const,
  rooms: ['admin', 'promotions', 'rooms'] as const,
};

export const tiersQuery = queryOptions({
  queryKey: promotionKeys.tiers,
  queryFn: ({ signal }) => request(promotionCalls.adminPromotionTierList, {}, { signal }),
});

export const budgetQuery = queryOptions({
  queryKey: promotionKeys.budget,
  queryFn: ({ signal }) => request(promotionCalls.adminPromotionBudget, {}, { signal }),
});

/** Every room, as "game · area · room", for choosing where a red packet goes. */
export const roomChoicesQuery = queryOptions({
  queryKey: promotionKeys.rooms,
  queryFn: async ({ signal }) => {
    const games = await request(roomRuleCalls.adminGameList, {}, { signal });
    return games.list.flatMap((game) =>
      game.areas.flatMap((area) =>
        area.rooms.map((room) => ({
          id: room.id,
          zh: `${game.nameZh} · ${area.nameZh} · ${room.nameZh}`,
          en: `${game.nameEn} · ${area.nameEn} · ${room.nameEn}`,
        })),
      ),
    );
  },
});

export const useSaveTier = saveHook(promotionCalls.adminPromotionTierSave, promotionKeys.tiers);

export function useDeleteTier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(promotionCalls.adminPromotionTierDelete, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.tiers }),
  });
}

export function useFundBudget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CallRequest<typeof calls.adminPromotionBudgetFund>) =>
      request(promotionCalls.adminPromotionBudgetFund, form),
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.budget }),
  });
}

export const fetchRedPackets = (body: ListRequest, signal?: AbortSignal) =>
  request(promotionCalls.adminRedPacketList, body, signal ? { signal } : {});

export function useSendRedPacket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CallRequest<typeof calls.adminRedPacketSend>) =>
      request(promotionCalls.adminRedPacketSend, form),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: promotionKeys.packets }),
        client.invalidateQueries({ queryKey: promotionKeys.budget }),
      ]),
  });
}

export const fetchPayouts = (body: ListRequest, signal?: AbortSignal) =>
  request(promotionCalls.adminPromotionPayoutList, body, signal ? { signal } : {});

/** What is waiting for the budget, the budget and the shortfall (the payout list answers them whatever the filter). */
export const payoutShortfallQuery = queryOptions({
  queryKey: [...promotionKeys.payouts, 'shortfall'] as const,
  queryFn: ({ signal }) =>
    request(promotionCalls.adminPromotionPayoutList, { status: 'waiting', pageSize: 1 }, { signal }),
});
