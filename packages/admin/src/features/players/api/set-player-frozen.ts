// Freezing or unfreezing a player, with the reason the audit log keeps.
import { playerCalls, type TPlayerStatusRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useSetPlayerFrozen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ isFrozen, ...form }: TPlayerStatusRequest & { isFrozen: boolean }) =>
      request(isFrozen ? playerCalls.adminPlayerFreeze : playerCalls.adminPlayerUnfreeze, form),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'player'] }),
  });
}
