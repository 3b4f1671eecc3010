// POST /api/v1/user/sessions/end: signs one session out at once (its calls refused, its sockets closed).

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { sessionsQueryKey } from './get-sessions';

export type EndSessionInput = CallRequest<typeof calls.sessionEnd>;

export function endSession(input: EndSessionInput) {
  return request(playerCallRoutes.sessionEnd, input);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
