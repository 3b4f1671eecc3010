// Voiding an undrawn round: every bet refunded, the reason logged and told to the players.
import { roundMonitorCalls, type TRoundVoidRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useVoidRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TRoundVoidRequest) => request(roundMonitorCalls.adminRoundVoid, form),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'round-monitor'] }),
        client.invalidateQueries({ queryKey: ['admin', 'rounds'] }),
      ]),
  });
}
