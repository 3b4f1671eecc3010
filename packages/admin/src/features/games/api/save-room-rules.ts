// A room's new rule version (odds, 13/14 rules, limits, caps), in effect from the next round not yet open.
import { type CallRequest, type calls, roomRuleCalls } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export function useSaveRoomRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CallRequest<typeof calls.adminRoomRulesSave>) =>
      request(roomRuleCalls.adminRoomRulesSave, form),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
}
