// POST /api/v1/room/bili/list: the room's odds, each bet type with its exact return-to-player, and the
// room's 13/14 rules as sentences in the request's language (so the language is part of the key).

import { type Language, playerCallRoutes, type TRoomOddsListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { currentLanguage } from '@/i18n/i18n';

export function getRoomOdds(roomId: number, signal?: AbortSignal): Promise<TRoomOddsListResponse> {
  return read(playerCallRoutes.roomOddsList, { roomId }, signal);
}

/** Every language's odds of the room: asked again when a round opens, which may play a new rule version. */
export const roomOddsQueryKey = (roomId: number) => ['room-odds', roomId] as const;

export function roomOddsQueryOptions(roomId: number, language: Language) {
  return queryOptions({
    queryKey: [...roomOddsQueryKey(roomId), language],
    queryFn: ({ signal }) => getRoomOdds(roomId, signal),
  });
}

export function useRoomOdds(roomId: number, enabled: boolean) {
  return useQuery({ ...roomOddsQueryOptions(roomId, currentLanguage()), enabled });
}
