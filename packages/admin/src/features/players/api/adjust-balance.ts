// A balance adjustment of the player: a ledger transfer with a reason; above the four-eyes amount it waits
// for a second operator. One idempotency key per submission, so a retry moves nothing twice.
import { type CallRequest, type calls, operatorCalls } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useAdjustBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CallRequest<typeof calls.adminAdjustmentAdd>) =>
      request(operatorCalls.adminAdjustmentAdd, form),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'player'] }),
  });
}
