// The five tabs' frame: the page above, the tab bar pinned to the bottom of the column, and the socket
// that keeps the service tab's unread badge and the balance live (once the first screen is up).

import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { TabBar } from '../../components/ui/tab-bar';
import { firstScreenUp, isFirstScreenUp } from '../../lib/first-screen';

const LiveUpdates = lazy(() =>
  import('./live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates })),
);

export function TabLayout() {
  const [isUp, setIsUp] = useState(isFirstScreenUp);
  useEffect(() => {
    let isMounted = true;
    void firstScreenUp.then(() => {
      if (isMounted) setIsUp(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);
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
