// POST /api/v1/room/list: rooms with their entry minimum, bet limits and whether they take bets. The room
// page reads its own room from the full list: there is no call for one room.

import { playerCallRoutes, type TRoom } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';

export function getRooms(signal?: AbortSignal): Promise<{ list: TRoom[] }> {
  return read(playerCallRoutes.roomList, {}, signal);
}

export function roomsQueryOptions() {
  return queryOptions({ queryKey: ['rooms'], queryFn: ({ signal }) => getRooms(signal) });
}

export function useRooms() {
  return useQuery(roomsQueryOptions());
}

/** One room of the list, or undefined while loading or when there is no such room. */
export function useRoom(roomId: number) {
  return useQuery({
    ...roomsQueryOptions(),
    select: (answer) => answer.list.find((room) => room.id === roomId) ?? null,
  });
}
