// POST /api/v1/playSafe/limit/set: a lower limit applies at once, a higher one (or none) after 24 hours.
// The answer is the whole play-safe state, which replaces the cached one.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { playSafeKey } from './get-play-safe';

export type SetPlayLimitInput = CallRequest<typeof calls.playLimitSet>;

export function setPlayLimit(input: SetPlayLimitInput) {
  return request(playerCallRoutes.playLimitSet, input);
}

export function useSetPlayLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlayLimit,
    onSuccess: (answer) => queryClient.setQueryData(playSafeKey, answer),
  });
}
