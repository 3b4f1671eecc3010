// The socket login (spec §4): the config call sent with the session answers the IM username and a fresh
// IM token in gameOption, with the socket address. Without a session they are empty: no login.

import type { SocketLogin } from '@fair28/client';
import { calls } from '@fair28/shared';
import { hasSession } from '../../lib/session';
import { request } from '../client';
import { syncServerClock } from '../clock';

export async function getSocketLogin(): Promise<SocketLogin | null> {
  if (!hasSession()) return null;
  const config = await request(calls.clientConfigs, {}, { idempotent: true, showLoading: false });
  syncServerClock(config.serverTime);
  const { username, imToken, imPassword } = config.gameOption;
  if (!username || !imToken) return null;
  return { webSocketUrl: config.webSocketUrl, username, password: imPassword, token: imToken };
}
