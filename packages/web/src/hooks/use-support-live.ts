// Customer service over the app's socket: new messages and read receipts update the unread count and the
// open conversation as they arrive; after a reconnect (spec §4) both are fetched again, since anything
// pushed while the socket was down is lost.

import type { SocketState } from '@fair28/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addToHistory, setReadPositions, supportKeys } from '../api/support/support';
import { appSocket } from './use-app-socket';

export type SupportLive = { state: SocketState; isOperatorTyping: boolean };

/** How long "typing…" shows after an operator's typing reached the app. */
const TYPING_SHOWN_MS = 5000;

export function useSupportLive(): SupportLive {
  const client = useQueryClient();
  const socket = appSocket();
  const [state, setState] = useState<SocketState>(socket.state);
  const [isOperatorTyping, setIsOperatorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const removers = [
      socket.onStateChange(setState),
      // A reconnect: what arrived meanwhile was not pushed to this socket.
      socket.onLoggedInAgain(() => void client.invalidateQueries({ queryKey: supportKeys.all })),
      socket.onContent('Support', (content) => {
        client.setQueryData(supportKeys.unread, content.unread);
        addToHistory(client, content.message);
        if (content.message.sender === 'operator') setIsOperatorTyping(false);
      }),
      socket.onContent('SupportRead', (content) => {
        client.setQueryData(supportKeys.unread, content.unread);
        setReadPositions(client, content.operatorReadId, content.playerReadId);
      }),
      socket.onContent('SupportTyping', () => {
        setIsOperatorTyping(true);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setIsOperatorTyping(false), TYPING_SHOWN_MS);
      }),
    ];
    // Rooms close the socket when left; customer service opens it again (it reconnects by itself).
    socket.start();
    setState(socket.state);
    return () => {
      for (const remove of removers) remove();
      if (typingTimer.current) clearTimeout(typingTimer.current);
    };
  }, [client, socket]);

  return { state, isOperatorTyping };
}
