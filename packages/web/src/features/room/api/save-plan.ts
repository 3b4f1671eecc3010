// POST /api/v1/autoBet/plan/save: a new plan, or changes to one that is not running.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { plansKey } from './get-plans';

export type SavePlanInput = CallRequest<typeof calls.planSave>;

export function savePlan(input: SavePlanInput) {
  return request(playerCallRoutes.planSave, input);
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    // Answered once the list is read again: the caller then shows it with the plan just saved, never
    // the list from before it (empty for a first plan).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}
