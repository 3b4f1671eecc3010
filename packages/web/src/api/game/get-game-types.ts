// POST /api/v1/gameType/list: the pc28 games on offer, each with its layout, round length and close time.

import { playerCallRoutes, type TGameType } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '../client';

export function getGameTypes(signal?: AbortSignal): Promise<{ list: TGameType[] }> {
  return read(playerCallRoutes.gameTypeList, {}, signal);
}

export function gameTypesQueryOptions() {
  return queryOptions({
    queryKey: ['game-types'],
    queryFn: ({ signal }) => getGameTypes(signal),
    // The catalogue changes only when an operator edits it.
    staleTime: 5 * 60_000,
  });
}

export function useGameTypes() {
  return useQuery(gameTypesQueryOptions());
}
