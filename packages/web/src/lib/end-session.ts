// Ends the session the one way spec §4 describes for logout, an expired token and a password change:
// clear the stored session, close the socket, start over at the login page, forget cached answers.
// While it ends, calls still in flight may come back expired (logout revoked their token first): they
// are cancelled, and any that slips through is not reported as an expired login.

import { routes } from '../config/routes';
import { reLaunch } from './navigation';
import { queryClient } from './query-client';
import { clearSession } from './session';
import { closeSocket } from './socket/app-socket';

let isEnding = false;

/** True while a session is being ended: an expired answer then is expected, not news. */
export function isSessionEnding(): boolean {
  return isEnding;
}

/** `first`: what to do with the session still in place (the logout call), after the queries stop. */
export async function endSession(first?: () => Promise<void>): Promise<void> {
  if (isEnding) return;
  isEnding = true;
  try {
    await queryClient.cancelQueries();
    await first?.();
    clearSession();
    closeSocket();
    await reLaunch(routes.login.path);
    // Cleared only after the login page replaced the old one, so no mounted page refetches without a token.
    queryClient.clear();
  } finally {
    isEnding = false;
  }
}
