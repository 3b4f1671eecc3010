// This device's side of notifications, read from the browser: whether it can take pushes, the
// permission the player gave, and its subscription's endpoint.

import { useQuery } from '@tanstack/react-query';
import { currentSubscription, type PushAvailability, pushAvailability } from '@/pwa/push-subscription';

export const pushDeviceKey = ['push', 'device'] as const;

export type PushDevice = { availability: PushAvailability; endpoint: string | null };

export async function getPushDevice(): Promise<PushDevice> {
  const availability = await pushAvailability();
  const subscription = availability === 'unsupported' ? null : await currentSubscription();
  return { availability, endpoint: subscription?.endpoint ?? null };
}

export function usePushDevice() {
  return useQuery({ queryKey: pushDeviceKey, queryFn: getPushDevice, staleTime: 0 });
}
