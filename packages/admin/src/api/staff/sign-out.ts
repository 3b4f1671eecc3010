// Signing out: the server ends the session (and its sockets), the console forgets the token and every
// cached answer, and the router shows the sign-in page.
import { accountCalls } from '@fair28/shared';
import { useCallback } from 'react';
import { clearToken, readToken } from '@/lib/session';
import { request } from '../client';
import { queryClient } from '../query-client';
import { closeConsoleSocket } from '../socket-closer';

/** Why the console last signed out by itself, for the sign-in page to say. */
export type SignOutReason = 'idle' | 'passwordChanged';

let lastReason: SignOutReason | null = null;

/** Why the sign-in page is showing, until the next sign-in. */
export function signOutReason(): SignOutReason | null {
  return lastReason;
}

export function forgetSignOutReason(): void {
  lastReason = null;
}

export async function signOut(reason?: SignOutReason): Promise<void> {
  lastReason = reason ?? null;
  if (readToken()) {
    // Best effort: an expired session or a dropped line still signs out here.
    await request(accountCalls.logout, {}).catch(() => undefined);
  }
  closeConsoleSocket();
  clearToken();
  queryClient.clear();
}

export function useSignOut(): (reason?: SignOutReason) => Promise<void> {
  return useCallback((reason?: SignOutReason) => signOut(reason), []);
}
