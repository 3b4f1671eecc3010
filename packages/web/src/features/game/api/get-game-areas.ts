// POST /api/v1/gameArea/list: the areas (beginner, advanced …) that group each game's rooms; all of them
// at once, since the rooms page shows every game.

import { playerCallRoutes, type TGameArea } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getGameAreas(signal?: AbortSignal): Promise<{ list: TGameArea[] }> {
  return read(playerCallRoutes.gameAreaList, {}, signal);
}

export function gameAreasQueryOptions() {
  return queryOptions({
    queryKey: ['game-areas'],
    queryFn: ({ signal }) => getGameAreas(signal),
    staleTime: 5 * 60_000,
  });
}

export function useGameAreas() {
  return useQuery(gameAreasQueryOptions());
}
