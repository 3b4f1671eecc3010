// The name of the route showing, from the handle the router gives each route.

import { useMatches } from 'react-router-dom';
import type { RouteName } from '../config/routes';

export type RouteHandle = { route: RouteName };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
