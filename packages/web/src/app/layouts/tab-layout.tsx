// The five tabs' frame: the page above, the tab bar pinned to the bottom of the column, and the socket
// that keeps the service tab's unread badge and the balance live (once the first screen is up).

import { lazy, Suspense } from 'react';
import { TabBar } from '@/components/ui/tab-bar';
import { useFirstScreenUp } from '@/hooks/use-first-screen-up';
import { Outlet } from '@/lib/router/router-context';

const LiveUpdates = lazy(() =>
  import('./live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates })),
);

export function TabLayout() {
  const isUp = useFirstScreenUp();
  return (
    <>
      <Outlet />
      <TabBar />
      {isUp && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
    </>
  );
}
