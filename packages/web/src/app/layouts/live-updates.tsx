// The socket that keeps the service tab's unread badge and the balance live: loaded once the first
// screen is up (the socket client reads its packets with their schemas, which the first screen goes
// without); a reconnect fetches again what it would have pushed.

import { useSupportLive } from '@/hooks/use-support-live';
import { useWalletLive } from '@/hooks/use-wallet-live';

export function LiveUpdates() {
  // Keeps the service tab's unread badge live.
  useSupportLive();
  // Keeps the balance current when an operator credits or refunds it.
  useWalletLive();
  return null;
}
