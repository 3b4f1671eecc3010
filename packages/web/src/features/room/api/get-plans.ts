// POST /api/v1/autoBet/plan/list: the player's bet plans with each one's run (room, rounds bet, staked,
// net, why it stopped). Asked again every few seconds while a plan runs, since the server bets it.

import { playerCallRoutes, type TPlanListResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { currentLanguage } from '@/i18n/i18n';

export const plansKey = ['auto-bet', 'plans'] as const;
const RUNNING_REFRESH_MS = 3000;

export function getPlans(signal?: AbortSignal): Promise<TPlanListResponse> {
  return read(playerCallRoutes.planList, {}, signal);
}

export function plansQueryOptions() {
  return queryOptions({
    // Stop messages and room names come in the request's language.
    queryKey: [...plansKey, currentLanguage()],
    queryFn: ({ signal }) => getPlans(signal),
    refetchInterval: (query) =>
      query.state.data?.plans.some((plan) => plan.status === 'running') ? RUNNING_REFRESH_MS : false,
  });
}

export function usePlans(isEnabled: boolean) {
  return useQuery({ ...plansQueryOptions(), enabled: isEnabled });
}
