// POST /api/v1/autoBet/plan/start and /stop: a new run of a plan in this room, or its end on request.

import { playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { plansKey } from './get-plans';

export function startPlan(input: { planId: number; roomId: number }) {
  return request(playerCallRoutes.planStart, input);
}

export function stopPlan(input: { planId: number }) {
  return request(playerCallRoutes.planStop, input);
}

export function useStartPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}

export function useStopPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopPlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}
