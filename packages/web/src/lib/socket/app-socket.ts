// The app's one room socket: made on first use by the room, shared by every room the player enters, and
// closed by logout and an ended session (spec §4), which also leaves its group.

import type { ImSocketClient } from '@fair28/client';

let appSocket: ImSocketClient | null = null;

/** The app's one socket, made on first use; rooms share it, logout closes it. */
export function appSocketClient(create: () => ImSocketClient): ImSocketClient {
  appSocket ??= create();
  return appSocket;
}

/** Logout and an expired session (spec §4): close the socket and leave the group. */
export function closeSocket(): void {
  appSocket?.close();
}
