// POST /api/v2/redPacket/list and /detail: the room's newest red packets, each with what the player
// received from it; one packet with every claim in order (and its seed once it has ended).

import { playerCallRoutes, type TRedPacketDetailResponse, type TRedPacketListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getRedPackets(roomId: number, signal?: AbortSignal): Promise<TRedPacketListResponse> {
  return read(playerCallRoutes.redPacketList, { roomId }, signal);
}

export const redPacketsQueryKey = (roomId: number) => ['red-packets', roomId] as const;

export function useRedPackets(roomId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: redPacketsQueryKey(roomId),
      queryFn: ({ signal }) => getRedPackets(roomId, signal),
      enabled,
    }),
  );
}

export function getRedPacketDetail(id: number, signal?: AbortSignal): Promise<TRedPacketDetailResponse> {
  return read(playerCallRoutes.redPacketDetail, { id }, signal);
}

export const redPacketDetailQueryKey = (id: number) => ['red-packet', id] as const;

export function useRedPacketDetail(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: redPacketDetailQueryKey(id ?? 0),
      queryFn: ({ signal }) => getRedPacketDetail(id ?? 0, signal),
      enabled: id !== null,
    }),
  );
}
