// The inbox as it happens: the console's socket hears every change to a conversation (supportInbox) and
// refetches what it touches; a player's typing shows for a few seconds; a player's new message raises a
// browser notification when the operator is looking elsewhere. After a reconnect everything is fetched
// again, since what was pushed while the socket was down is lost.
import type { SocketState } from '@fair28/client';
import type { TSupportMessage } from '@fair28/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { consoleSocket } from '@/api/socket';
import { inboxKeys } from '../api/inbox';

/** How long "typing…" shows after a player's typing reached the inbox. */
const TYPING_SHOWN_MS = 6000;

export type InboxLive = { state: SocketState; typing: ReadonlySet<number> };

export function useInboxLive(
  openUserId: number | null,
  notify: (userId: number, message: TSupportMessage) => void,
): InboxLive {
  const client = useQueryClient();
  const socket = consoleSocket();
  const [state, setState] = useState<SocketState>(socket.state);
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef({ openUserId, notify });
  latest.current = { openUserId, notify };

  useEffect(() => {
    const stopTyping = (userId: number) => {
      setTyping((current) => {
        const next = new Set(current);
        next.delete(userId);
        return next;
      });
    };
    const removers = [
      socket.onStateChange(setState),
      socket.onLoggedInAgain(() => void client.invalidateQueries({ queryKey: inboxKeys.all })),
      socket.onContent('SupportInbox', (content) => {
        const { userId, event } = content;
        if (event === 'typing') {
          setTyping((current) => new Set(current).add(userId));
          clearTimeout(timers.current.get(userId));
          timers.current.set(
            userId,
            setTimeout(() => stopTyping(userId), TYPING_SHOWN_MS),
          );
          return;
        }
        void client.invalidateQueries({ queryKey: inboxKeys.lists });
        void client.invalidateQueries({ queryKey: inboxKeys.counts });
        if (userId === latest.current.openUserId) {
          void client.invalidateQueries({ queryKey: inboxKeys.history(userId) });
          void client.invalidateQueries({ queryKey: inboxKeys.notes(userId) });
        }
        if (event === 'message' && content.message?.sender === 'player') {
          stopTyping(userId);
          latest.current.notify(userId, content.message);
        }
      }),
    ];
    socket.start();
    setState(socket.state);
    const pending = timers.current;
    return () => {
      for (const remove of removers) remove();
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, [client, socket]);

  return { state, typing };
}
