// POST /api/v1/playSafe/realityCheck/set: minutes between reality checks, 0 for none.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { playSessionKey } from '@/api/play-safe/get-play-session';
import { playSafeKey } from './get-play-safe';

export function setRealityCheck(input: CallRequest<typeof calls.realityCheckSet>) {
  return request(playerCallRoutes.realityCheckSet, input);
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (answer) => {
      queryClient.setQueryData(playSafeKey, answer);
      void queryClient.invalidateQueries({ queryKey: playSessionKey });
    },
  });
}
