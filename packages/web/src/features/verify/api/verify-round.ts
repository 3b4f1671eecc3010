// POST /api/v1/round/verify: what the server reveals about a drawn round — its hash, its place in the
// chain, the published terminating hash and the result. The page checks all of it itself.

import { playerCallRoutes, type TVerifyRoundResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function verifyRound(roundId: number, signal?: AbortSignal): Promise<TVerifyRoundResponse> {
  return read(playerCallRoutes.verifyRound, { roundId }, signal);
}

export function verifyRoundQueryOptions(roundId: number) {
  return queryOptions({
    queryKey: ['verify-round', roundId],
    queryFn: ({ signal }) => verifyRound(roundId, signal),
    // A drawn round never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useVerifyRound(roundId: number | null) {
  return useQuery({ ...verifyRoundQueryOptions(roundId ?? 0), enabled: roundId !== null });
}
