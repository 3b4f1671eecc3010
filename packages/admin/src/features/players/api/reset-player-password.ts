// A one-time password for a player; the answer is the only place it is ever shown.
import { playerCalls, type TPlayerStatusRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useResetPlayerPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TPlayerStatusRequest) => request(playerCalls.adminPlayerResetPassword, form),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'player'] }),
  });
}
