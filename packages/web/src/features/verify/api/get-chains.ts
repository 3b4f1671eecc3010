// POST /api/v1/chain/list: every game type's hash chains, newest first — each terminating hash published
// before its first round, and a spent chain's seed. Public: no token.

import { playerCallRoutes, type TChainListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getChains(
  page: { pageNo: number; pageSize: number },
  signal?: AbortSignal,
): Promise<TChainListResponse> {
  return read(playerCallRoutes.chainList, page, signal);
}

export function useChains() {
  return useQuery(
    queryOptions({
      queryKey: ['chains'],
      queryFn: ({ signal }) => getChains({ pageNo: 1, pageSize: 20 }, signal),
      // A chain is made every few thousand rounds; its state moves with the rounds.
      staleTime: 60_000,
    }),
  );
}
