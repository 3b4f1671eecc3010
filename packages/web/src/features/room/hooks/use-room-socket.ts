// The room's end of the socket: connect with the session's IM login, join the room's group, hand each
// kind of room content to the page, and close (leaving the group) when the player leaves the room.

import type { ContentHandler, ImSocketClient, RoomContentKey, SocketState } from '@fair28/client';
import { ImCommand } from '@fair28/shared';
import { useEffect, useRef, useState } from 'react';
import { appSocket } from '@/hooks/use-app-socket';

/** What a room acts on: each content by its name in RoomContentType, read once by its schema. */
const roomContentNames = [
  'Text',
  'BetPlaced',
  'BetSettled',
  'RoundStatus',
  'DrawResult',
  'RedPacket',
] as const satisfies readonly RoomContentKey[];
type RoomSocketContent = (typeof roomContentNames)[number];

export type RoomSocketHandlers = { [K in RoomSocketContent]?: ContentHandler<K> } & {
  onServerTime?: (serverTime: number) => void;
};

export function roomSocket(): ImSocketClient {
  return appSocket();
}

/** Hands the content named `name` to the page's latest handler of that name. */
function handOn<K extends RoomSocketContent>(
  client: ImSocketClient,
  name: K,
  latest: { current: RoomSocketHandlers },
): () => void {
  return client.onContent(name, (content, message) => {
    const handler = latest.current[name] as ContentHandler<K> | undefined;
    handler?.(content, message);
  });
}

export function useRoomSocket(roomId: number | null, handlers: RoomSocketHandlers): SocketState {
  const client = roomSocket();
  const [state, setState] = useState<SocketState>(client.state);
  // The latest handlers, without reconnecting whenever the page re-renders.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (roomId === null) return;
    const removers = [
      client.onStateChange(setState),
      ...roomContentNames.map((name) => handOn(client, name, latest)),
      client.onCommand(ImCommand.Heartbeat, (answer) => latest.current.onServerTime?.(answer.serverTime)),
    ];
    client.join(String(roomId));
    client.start();
    setState(client.state);
    return () => {
      for (const remove of removers) remove();
      // Leaving the room leaves its group; the socket is only needed inside a room.
      client.close();
    };
  }, [client, roomId]);

  return state;
}
