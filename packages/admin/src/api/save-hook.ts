// The hook of a save call (a catalogue's row, a promotion tier): it sends the form's request and then fetches
// again what it changes, after a refusal too, so the screen shows what the server holds.
import type { CallDefinition, CallRequest } from '@fair28/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export function saveHook<C extends CallDefinition>(call: C, refetches: QueryKey) {
  return function useSave() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (body: CallRequest<C>) => request(call, body),
      onSettled: () => client.invalidateQueries({ queryKey: refetches }),
    });
  };
}
