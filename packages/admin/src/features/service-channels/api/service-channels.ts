// Customer-service channels (the player's service tab): all of them for the operator, and saving one.
import { type CallRequest, callRoutes, type calls } from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export const serviceChannelsQuery = queryOptions({
  queryKey: ['admin', 'service-channels'],
  queryFn: ({ signal }) => request(callRoutes.adminServiceChannelList, {}, { signal }),
});

export function useSaveServiceChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: CallRequest<typeof calls.adminServiceChannelSave>) =>
      request(callRoutes.adminServiceChannelSave, channel),
    onSettled: () => client.invalidateQueries({ queryKey: serviceChannelsQuery.queryKey }),
  });
}
