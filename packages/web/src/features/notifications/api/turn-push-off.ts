// Notifications off for this device: the browser's subscription ended, then POST /api/v1/push/unsubscribe
// so the server forgets it (and what waited for it).

import { playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { unsubscribeDevice } from '@/pwa/push-subscription';
import { pushDeviceKey } from './get-push-device';
import { pushSettingsKey } from './get-push-settings';

export async function turnPushOff(): Promise<void> {
  const endpoint = await unsubscribeDevice();
  if (endpoint) await request(playerCallRoutes.pushUnsubscribe, { endpoint });
}

export function useTurnPushOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnPushOff,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: pushDeviceKey });
      await queryClient.invalidateQueries({ queryKey: pushSettingsKey });
    },
  });
}
