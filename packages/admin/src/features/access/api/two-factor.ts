// One's own second factor: a new secret to scan, confirmed by a first code (answering the recovery codes,
// shown once); or turned off with a code or a recovery code.
import { staffCalls, type TSignInCodeRequest } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { meQuery } from '@/api/staff/get-me';

export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: () => request(staffCalls.adminTwoFactorEnrol, {}) });
}

export function useSwitchTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ isOn, ...form }: TSignInCodeRequest & { isOn: boolean }) =>
      request(isOn ? staffCalls.adminTwoFactorConfirm : staffCalls.adminTwoFactorDisable, form),
    onSuccess: () => client.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
