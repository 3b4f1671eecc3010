// Two-step sign-in off for a player who lost the phone with their authenticator (audited with the reason;
// the player gets a system message).
import { playerCalls, type TPlayerStatusRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useResetPlayerTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TPlayerStatusRequest) => request(playerCalls.adminPlayerResetTwoFactor, form),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'player'] }),
  });
}
