// POST /api/v1/pay/onLinePay: a pending online top-up and the provider's page to pay it on; the
// provider credits it with its signed notification and sends the player back to the recharge records.

import { type CallRequest, type calls, playerCallRoutes } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';

export type StartOnlinePayInput = CallRequest<typeof calls.onlinePay>;

export function startOnlinePay(input: StartOnlinePayInput) {
  return request(playerCallRoutes.onlinePay, input);
}

export function useStartOnlinePay() {
  return useMutation({ mutationFn: startOnlinePay });
}
