// Ends the session the one way spec §4 describes for logout, an expired token and a password change:
// clear the stored session, close the socket, start over at the login page, forget cached answers.

import { routes } from '../config/routes';
import { reLaunch } from './navigation';
import { queryClient } from './query-client';
import { clearSession } from './session';
import { closeSocket } from './socket/app-socket';

export async function endSession(): Promise<void> {
  clearSession();
  closeSocket();
  await reLaunch(routes.login.path);
  // Cleared only after the login page replaced the old one, so no mounted page refetches without a token.
  queryClient.clear();
}
