// Signing out closes the console's socket without loading the socket's code: socket.ts leaves here how to
// close the one it opened (an operator who never opened the inbox has none).
let closeOpened: (() => void) | null = null;

export function setSocketCloser(close: () => void): void {
  closeOpened = close;
}

export function closeConsoleSocket(): void {
  closeOpened?.();
}
