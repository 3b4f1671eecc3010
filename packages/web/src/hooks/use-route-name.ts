// The name of the route showing, from the handle the router gives each route.

import type { RouteName } from '../config/routes';
import { useRouterState } from '../lib/router/router-context';

export type RouteHandle = { route: RouteName };

export function useRouteName(): RouteName | undefined {
  return useRouterState<RouteHandle>().route?.handle.route;
}
