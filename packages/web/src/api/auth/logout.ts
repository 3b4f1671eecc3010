// POST /api/v1/logout, then the local session ends whatever the server said: a player who asks to
// log out is logged out on this device even when the line is down.

import { playerCallRoutes } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { endSession } from '@/lib/end-session';
import { request } from '../client';

export function logout(): Promise<void> {
  return endSession(async () => {
    try {
      await request(playerCallRoutes.logout, {});
    } catch {
      // The server revokes the token on its side when it can; locally the session ends regardless.
    }
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
