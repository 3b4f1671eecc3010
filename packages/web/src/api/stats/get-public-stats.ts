// POST /api/v1/stats/public: per game type and room, what settled rounds took and paid back, the actual
// return beside the theoretical one with its 95 % band, and how fast withdrawals are paid. Public: no token.
// The statistics page shows it; the verify page checks it against every round.

import { playerCallRoutes, type TPublicStatsResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getPublicStats(signal?: AbortSignal): Promise<TPublicStatsResponse> {
  return read(playerCallRoutes.publicStats, {}, signal);
}

export function usePublicStats() {
  return useQuery(
    queryOptions({
      queryKey: ['publicStats'],
      queryFn: ({ signal }) => getPublicStats(signal),
      // The figures move with each settled round; a minute old is still a fair picture.
      staleTime: 60_000,
    }),
  );
}
