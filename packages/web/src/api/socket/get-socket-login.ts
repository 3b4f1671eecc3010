// The socket login (spec §4): the config call sent with the session answers the IM username and a fresh
// IM token in gameOption, with the socket address. Without a session they are empty: no login.

import { type SocketLogin, socketLoginOf, syncServerClock } from '@fair28/client';
import { playerCallRoutes } from '@fair28/shared';
import { hasSession } from '@/lib/session';
import { read } from '../client';

export async function getSocketLogin(): Promise<SocketLogin | null> {
  if (!hasSession()) return null;
  const config = await read(playerCallRoutes.clientConfigs, {});
  syncServerClock(config.serverTime);
  return socketLoginOf(config);
}
