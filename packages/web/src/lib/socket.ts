// The room and chat socket (J-IM protocol) arrives with the rooms milestone. Logout and token
// invalidation already call closeSocket, so that milestone only has to fill it in.

export function closeSocket(): void {
  // No socket is opened yet.
}
