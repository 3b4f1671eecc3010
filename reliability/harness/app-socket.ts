// The player app's own room socket (packages/client's ImSocketClient: its logins, heartbeats, joins and
// reconnects, 4503 at once and anything else with a back-off), run in Node over `ws` against a cluster,
// timed: each time it stops being logged in, the close code that began it and how long until it was back.
import { ImSocketClient, socketLoginOf, type WebSocketLike } from '@fair28/client';
import { calls } from '@fair28/shared';
import WebSocket from 'ws';
import type { Player } from './players';
import { waitFor } from './waiting';
import { callAt } from './wire';

/** A time the socket was not logged in: from its first close to its next login (null while still away). */
export type SocketGap = {
  closeCode: number;
  startedAt: number;
  backAfterMs: number | null;
  /** Why attempts meanwhile failed (a refused upgrade, a login that failed), in order. */
  failures: string[];
};

export type AppSocket = {
  client: ImSocketClient;
  gaps: SocketGap[];
  /** Room chat texts heard, in order. */
  heard: string[];
};

/** The app's socket for the player, logged in (its login fetched from `origin`) and in the room. */
export async function appRoomSocket(
  origin: string,
  socketUrl: string,
  player: Player,
  roomId: number,
): Promise<AppSocket> {
  const gaps: SocketGap[] = [];
  const heard: string[] = [];
  let isLoggedIn = false;
  const openGap = () => gaps.findLast((gap) => gap.backAfterMs === null);
  const client = new ImSocketClient({
    fetchLogin: async () => {
      const config = await callAt(origin, calls.clientConfigs, {}, player.token).catch((error: unknown) => {
        openGap()?.failures.push(`config call: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      });
      const login = socketLoginOf(config);
      // In production the configured line is the balancer's address, and the socket's address with it;
      // the test cluster's lines are its nodes (for the app's failover), so the socket is given here.
      return login && { ...login, webSocketUrl: socketUrl };
    },
    createSocket: (url) => {
      const ws = new WebSocket(url);
      ws.on('error', (error) => openGap()?.failures.push(error.message));
      ws.on('close', (code, reason) => {
        if (isLoggedIn)
          gaps.push({ closeCode: code, startedAt: Date.now(), backAfterMs: null, failures: [] });
        else openGap()?.failures.push(`closed ${code} ${reason.toString()}`);
        isLoggedIn = false;
      });
      return ws as unknown as WebSocketLike;
    },
  });
  client.onStateChange((state) => {
    if (state !== 'loggedIn') return;
    isLoggedIn = true;
    const gap = gaps.at(-1);
    if (gap && gap.backAfterMs === null) gap.backAfterMs = Date.now() - gap.startedAt;
  });
  client.onContent('Text', (content) => heard.push(content.text));
  client.join(String(roomId));
  client.start();
  await waitFor(`${player.account}'s socket logged in`, 15_000, async () => client.state === 'loggedIn');
  return { client, gaps, heard };
}
