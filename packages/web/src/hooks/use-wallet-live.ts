// An operator's decision on the player's money (a top-up credited, a withdrawal refunded, an adjustment)
// is pushed to the app's socket: the balance and the money records are fetched again at once.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshMoney } from '../api/money/query-keys';
import { appSocket } from './use-app-socket';

export function useWalletLive(): void {
  const client = useQueryClient();
  const socket = appSocket();
  useEffect(() => {
    const removers = [
      socket.onContent('Wallet', () => void refreshMoney(client)),
      // A reconnect: a decision made meanwhile was not pushed to this socket.
      socket.onLoggedInAgain(() => void refreshMoney(client)),
    ];
    return () => {
      for (const remove of removers) remove();
    };
  }, [client, socket]);
}
