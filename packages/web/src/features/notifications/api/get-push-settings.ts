// POST /api/v1/push/settings: the server's VAPID key, each kind on or off for the player, whether the
// server holds this device's subscription, and a break that holds offers back.

import { playerCallRoutes, type TPushSettingsResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export const pushSettingsKey = ['push', 'settings'] as const;

export function getPushSettings(
  endpoint: string | null,
  signal?: AbortSignal,
): Promise<TPushSettingsResponse> {
  return read(playerCallRoutes.pushSettings, endpoint ? { endpoint } : {}, signal);
}

export function pushSettingsQueryOptions(endpoint: string | null, isEnabled: boolean) {
  return queryOptions({
    queryKey: [...pushSettingsKey, endpoint],
    queryFn: ({ signal }) => getPushSettings(endpoint, signal),
    enabled: isEnabled,
    staleTime: 0,
  });
}

export function usePushSettings(endpoint: string | null, isEnabled: boolean) {
  return useQuery(pushSettingsQueryOptions(endpoint, isEnabled));
}
