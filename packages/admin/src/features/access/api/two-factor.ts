// One's own second factor: a new secret to scan, confirmed by a first code; or turned off with a code.
import { calls, type TTwoFactorCodeRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { meQuery } from '../../../api/staff/get-me';

export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: () => request(calls.adminTwoFactorEnrol, {}) });
}

export function useSwitchTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ isOn, ...form }: TTwoFactorCodeRequest & { isOn: boolean }) =>
      request(isOn ? calls.adminTwoFactorConfirm : calls.adminTwoFactorDisable, form),
    onSuccess: () => client.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
