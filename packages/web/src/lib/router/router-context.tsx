// The hash router in React: the provider every page is under, the hooks pages read their place with, and
// the outlet a layout shows its page in.

import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { type HashLocation, hrefOf } from './hash-history';
import type { HashRouter, NavigateOptions, RouterState } from './router';

const RouterContext = createContext<HashRouter<unknown> | null>(null);
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(null);

export function RouterProvider<Handle>({
  router,
  children,
}: {
  router: HashRouter<Handle>;
  children: ReactNode;
}) {
  return <RouterContext.Provider value={router as HashRouter<unknown>}>{children}</RouterContext.Provider>;
}

function useRouter(): HashRouter<unknown> {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook used outside RouterProvider');
  return router;
}

export function useRouterState<Handle>(): RouterState<Handle> {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.state) as RouterState<Handle>;
}

export function useLocation(): HashLocation {
  return useRouterState().location;
}

export function useNavigate(): HashRouter<unknown>['navigate'] {
  return useRouter().navigate;
}

type SearchParamsInit = Record<string, string> | URLSearchParams;

/** The route's query, and a way to change it (a new entry, or this one replaced). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const location = useLocation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: SearchParamsInit, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    void router.navigate(hrefOf({ pathname: location.pathname, search: query ? `?${query}` : '' }), options);
  };
  return [params, setParams];
}

/** Where a layout shows what it holds (the page, or an inner layout). */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function OutletProvider({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>;
}

/** The error a route's error screen shows. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function RouteErrorProvider({ error, children }: { error: unknown; children: ReactNode }) {
  return <RouteErrorContext.Provider value={error}>{children}</RouteErrorContext.Provider>;
}
