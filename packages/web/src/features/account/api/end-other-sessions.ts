// POST /api/v1/user/sessions/endOthers: signs out every session of the account but this one.

import { playerCallRoutes, type TSessionsEndedResponse } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { sessionsQueryKey } from './get-sessions';

export function endOtherSessions(): Promise<TSessionsEndedResponse> {
  return request(playerCallRoutes.sessionEndOthers, {});
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
