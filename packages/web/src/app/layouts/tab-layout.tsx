// The five tabs' frame: the page above, the tab bar pinned to the bottom of the column.

import { Outlet } from 'react-router-dom';
import { TabBar } from '../../components/ui/tab-bar';

export function TabLayout() {
  return (
    <>
      <Outlet />
      <TabBar />
    </>
  );
}
