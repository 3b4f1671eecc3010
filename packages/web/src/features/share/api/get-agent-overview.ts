// POST /api/v2/agent/overview: the agent's invitees (by level) with their turnover and the commission they
// brought over the last 30 days, never their balances.

import { playerCallRoutes, type TAgentOverviewResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getAgentOverview(signal?: AbortSignal): Promise<TAgentOverviewResponse> {
  return read(playerCallRoutes.agentOverview, {}, signal);
}

export function useAgentOverview() {
  return useQuery(
    queryOptions({ queryKey: ['agent', 'overview'], queryFn: ({ signal }) => getAgentOverview(signal) }),
  );
}
