// Notifications on for this device: the browser's permission prompt and subscription (pwa/), then
// POST /api/v1/push/subscribe, which keeps it under this session in the language shown.

import { playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { subscribeDevice } from '@/pwa/push-subscription';
import { pushDeviceKey } from './get-push-device';
import { pushSettingsKey } from './get-push-settings';

export async function turnPushOn(publicKey: string): Promise<void> {
  await request(playerCallRoutes.pushSubscribe, await subscribeDevice(publicKey));
}

export function useTurnPushOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnPushOn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: pushDeviceKey });
      await queryClient.invalidateQueries({ queryKey: pushSettingsKey });
    },
  });
}
