// POST /api/v1/room/choice/list: the player's latest bets in this room, for "my bets" of the open round,
// the round waiting for its draw and the last one settled.

import { playerCallRoutes, type TBetListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

/** Enough for several rounds of bets; older ones live in the bet records. */
const RECENT_BETS = 100;

export function getRoomBets(roomId: number, signal?: AbortSignal): Promise<TBetListResponse> {
  return read(playerCallRoutes.roomBetList, { roomId, pageNo: 1, pageSize: RECENT_BETS }, signal);
}

export const roomBetsQueryKey = (roomId: number) => ['room-bets', roomId] as const;

export function roomBetsQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: roomBetsQueryKey(roomId),
    queryFn: ({ signal }) => getRoomBets(roomId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRoomBets(roomId: number, enabled: boolean) {
  return useQuery({ ...roomBetsQueryOptions(roomId), enabled });
}
