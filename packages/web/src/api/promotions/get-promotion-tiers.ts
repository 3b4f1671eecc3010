// POST /api/v2/promotion/tiers: the commission and rebate tiers in force, public. The room adds the
// lowest rebate rate to each bet's RTP; the share page lists every tier.

import { playerCallRoutes, type TPromotionTier, type TPromotionTierListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';

export function getPromotionTiers(signal?: AbortSignal): Promise<TPromotionTierListResponse> {
  return read(playerCallRoutes.promotionTiers, {}, signal);
}

export const promotionTiersQueryKey = ['promotion-tiers'] as const;

export function usePromotionTiers() {
  return useQuery(
    queryOptions({
      queryKey: promotionTiersQueryKey,
      queryFn: ({ signal }) => getPromotionTiers(signal),
      staleTime: 5 * 60_000,
    }),
  );
}

/** The rate every player's turnover earns back from the first cent: the rebate tier with the lowest threshold. */
export function baseRebateTier(tiers: readonly TPromotionTier[]): TPromotionTier | null {
  const rebates = tiers.filter((tier) => tier.kind === 'rebate');
  return rebates.find((tier) => Number(tier.minTurnover) === 0) ?? null;
}
