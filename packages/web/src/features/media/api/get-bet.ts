// POST /api/v1/game/choice/list with betId: one bet of the player's, as the records show it, for its slip.

import { type Language, playerCallRoutes, type TBetRecord } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { currentLanguage } from '@/i18n/i18n';

export async function getBet(betId: number, signal?: AbortSignal): Promise<TBetRecord | null> {
  const page = await read(playerCallRoutes.allBetList, { betId, pageNo: 1, pageSize: 1 }, signal);
  return page.list[0] ?? null;
}

export function betQueryOptions(betId: number, language: Language) {
  return queryOptions({
    queryKey: ['bet', betId, language],
    queryFn: ({ signal }) => getBet(betId, signal),
  });
}

export function useBet(betId: number | null) {
  return useQuery({ ...betQueryOptions(betId ?? 0, currentLanguage()), enabled: betId !== null });
}
