// POST /api/v1/home/page: the home screen in one call — banners, notices, each game's live round and last
// result, the trading volume, recent and biggest payouts, and whether the player ever topped up. The
// rooms list reads its games' live rounds from the same answer.

import { serverClockOffset, syncServerClock } from '@fair28/client';
import { playerCallRoutes, type THomePageResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n/i18n';
import { read } from '../client';
import { nextRefetchMs } from './next-refetch';

export async function getHomePage(signal?: AbortSignal): Promise<THomePageResponse> {
  const page = await read(playerCallRoutes.homePage, {}, signal);
  // Countdowns follow the server's clock.
  syncServerClock(page.serverTime);
  return page;
}

export function homePageQueryOptions() {
  return queryOptions({
    queryKey: ['home-page', currentLanguage()],
    queryFn: ({ signal }) => getHomePage(signal),
    staleTime: 5_000,
    // Fetch again once the earliest live round has been drawn, so its result and the next round show.
    refetchInterval: (query) => nextRefetchMs(query.state.data, Date.now() + serverClockOffset()),
  });
}

export function useHomePage() {
  return useQuery(homePageQueryOptions());
}
