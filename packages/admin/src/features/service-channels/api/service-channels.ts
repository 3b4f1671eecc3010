// Customer-service channels (the player's service tab): all of them for the operator, and saving one.
import { contentCalls } from '@fair28/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { saveHook } from '@/api/save-hook';

export const serviceChannelsQuery = queryOptions({
  queryKey: ['admin', 'service-channels'],
  queryFn: ({ signal }) => request(contentCalls.adminServiceChannelList, {}, { signal }),
});

export const useSaveServiceChannel = saveHook(
  contentCalls.adminServiceChannelSave,
  serviceChannelsQuery.queryKey,
);
