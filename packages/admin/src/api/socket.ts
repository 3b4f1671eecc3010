// The console's socket: an operator who answers players hears the customer-service inbox on it (the
// server refuses rooms and chat to staff). Logged in with the operator's own session, as the player
// app's socket is with the player's; it reconnects by itself until sign-out closes it.
import { ImSocketClient, type SocketLogin, socketLoginOf } from '@fair28/client';
import { systemCalls } from '@fair28/shared';
import { readLanguage } from '../i18n/language';
import { readToken } from '../lib/session';
import { request } from './client';
import { setSocketCloser } from './socket-closer';

async function fetchLogin(): Promise<SocketLogin | null> {
  if (!readToken()) return null;
  return socketLoginOf(await request(systemCalls.clientConfigs, {}));
}

let socket: ImSocketClient | null = null;

export function consoleSocket(): ImSocketClient {
  if (!socket) {
    const opened = new ImSocketClient({ fetchLogin, language: readLanguage });
    setSocketCloser(() => opened.close());
    socket = opened;
  }
  return socket;
}
