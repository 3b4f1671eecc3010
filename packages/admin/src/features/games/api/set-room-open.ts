// Opening or closing a room from the next round not yet open.
import { type CallRequest, type calls, roomRuleCalls } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useSetRoomOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CallRequest<typeof calls.adminRoomOpen>) => request(roomRuleCalls.adminRoomOpen, form),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
}
