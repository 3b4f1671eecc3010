// POST /api/v1/room/open/info: the round taking bets, the one awaiting its draw, the last three results and
// the server's time, which sets the clock the countdowns run on.

import { syncServerClock } from '@fair28/client';
import { playerCallRoutes, type TRoomOpenInfoResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export async function getRoomOpenInfo(roomId: number, signal?: AbortSignal): Promise<TRoomOpenInfoResponse> {
  const answer = await read(playerCallRoutes.roomOpenInfo, { roomId }, signal);
  syncServerClock(answer.serverTime);
  return answer;
}

export const roomOpenInfoQueryKey = (roomId: number) => ['room-open-info', roomId] as const;

export function roomOpenInfoQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: roomOpenInfoQueryKey(roomId),
    queryFn: ({ signal }) => getRoomOpenInfo(roomId, signal),
    // Round changes arrive over the socket (and by the clock); nothing goes stale on its own.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRoomOpenInfo(roomId: number, enabled: boolean) {
  return useQuery({ ...roomOpenInfoQueryOptions(roomId), enabled });
}
