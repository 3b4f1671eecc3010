// Changing the password (the one-time one at first sign-in, or one's own later). The server ends every
// session of the account on a change, this one too, so the console signs in again with the new password.
import { accountCalls, type TChangePasswordRequest } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { signOut } from '@/api/staff/sign-out';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (form: TChangePasswordRequest) => {
      await request(accountCalls.changePassword, form);
      await signOut('passwordChanged');
    },
  });
}
