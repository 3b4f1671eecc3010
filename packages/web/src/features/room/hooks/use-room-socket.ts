// The room's end of the socket: connect with the session's IM login, join the room's group, hand each
// kind of room content to the page, and close (leaving the group) when the player leaves the room.

import type { ImSocketClient, RoomContentKey, RoomContentOf, SocketState } from '@fair28/client';
import { useEffect, useRef, useState } from 'react';
import { appSocket } from '../../../hooks/use-app-socket';

export type RoomSocketHandlers = {
  [K in RoomContentKey]?: (content: RoomContentOf[K], meta: { id: string; createTime: number }) => void;
} & { onServerTime?: (serverTime: number) => void };

export function roomSocket(): ImSocketClient {
  return appSocket();
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
      client.onContent('text', (content, message) => latest.current.text?.(content, message)),
      client.onContent(10, (content, message) => latest.current[10]?.(content, message)),
      client.onContent(11, (content, message) => latest.current[11]?.(content, message)),
      client.onContent(12, (content, message) => latest.current[12]?.(content, message)),
      client.onContent(13, (content, message) => latest.current[13]?.(content, message)),
      client.onContent('redPacket', (content, message) => latest.current.redPacket?.(content, message)),
      client.onCommand(13, (answer) => latest.current.onServerTime?.(answer.serverTime)),
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
