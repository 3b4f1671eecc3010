// The five tabs' frame: the page above, the tab bar pinned to the bottom of the column, and the socket
// that keeps the service tab's unread badge and the balance live.

import { Outlet } from 'react-router-dom';
import { TabBar } from '../../components/ui/tab-bar';
import { useSupportLive } from '../../hooks/use-support-live';
import { useWalletLive } from '../../hooks/use-wallet-live';

export function TabLayout() {
  // Keeps the service tab's unread badge live.
  useSupportLive();
  // Keeps the balance current when an operator credits or refunds it.
  useWalletLive();
  return (
    <>
      <Outlet />
      <TabBar />
    </>
  );
}
