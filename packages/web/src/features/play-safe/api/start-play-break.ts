// POST /api/v1/playSafe/break/start: a cool-off or self-exclusion from now; nobody can end it early.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { playSafeKey } from './get-play-safe';

export function startPlayBreak(input: CallRequest<typeof calls.playBreakStart>) {
  return request(playerCallRoutes.playBreakStart, input);
}

export function useStartPlayBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPlayBreak,
    onSuccess: (answer) => {
      queryClient.setQueryData(playSafeKey, answer);
      // Home drops its promotions during a break.
      void queryClient.invalidateQueries();
    },
  });
}
