// The player app's hash router: each route a fixed path, a guard that may send elsewhere, and a page
// shown at once or loaded first (while it loads the old page stays, flagged as loading; a page that fails
// to load is the route's error). The URL changes when the new page is ready to show, as React Router's
// data router does; back and forward (and a typed hash) come in through popstate. Written for the app's
// flat table of paths: React Router's data router was a third of the first screen's code.

import type { ComponentType } from 'react';
import {
  currentEntryKey,
  currentLocation,
  type HashLocation,
  type HistoryAction,
  parseLocation,
  writeLocation,
} from './hash-history';

export type PageRoute<Handle> = {
  path: string;
  handle: Handle;
  /** Runs before the page shows: the path to go to instead, or null to show it. */
  guard?: (location: HashLocation) => string | null;
  /** The page, shown at once, or a loader of it (loaded once, on first use). */
  page: ComponentType | (() => Promise<ComponentType>);
  /** The page is a loader, not a component. */
  isLazy?: boolean;
};

export type RouterState<Handle> = {
  location: HashLocation;
  /** The entry's key: scroll positions are kept by it. */
  entryKey: string;
  action: HistoryAction;
  /** The route shown; null until the first page is ready. */
  route: PageRoute<Handle> | null;
  Page: ComponentType | null;
  /** Why the route's page could not be shown (its chunk failed to load), or null. */
  error: unknown;
  /** A navigation is waiting for its page to load. */
  isLoading: boolean;
};

export type NavigateOptions = { replace?: boolean };

export type HashRouter<Handle> = {
  state: () => RouterState<Handle>;
  subscribe: (listener: () => void) => () => void;
  /** Goes to a path, or back/forward by a number; resolves once the page shows. */
  navigate: (to: string | number, options?: NavigateOptions) => Promise<void>;
};

/** `unknownPath`: where a path no route has goes (replacing it). */
export function createHashRouter<Handle>(
  routes: PageRoute<Handle>[],
  unknownPath: string,
): HashRouter<Handle> {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const loaded = new Map<PageRoute<Handle>, ComponentType>();
  const listeners = new Set<() => void>();
  let state: RouterState<Handle> = {
    location: currentLocation(),
    entryKey: currentEntryKey(),
    action: 'pop',
    route: null,
    Page: null,
    error: null,
    isLoading: true,
  };
  // Only the latest navigation commits: a page that loads after the player went elsewhere is dropped.
  let latest = 0;

  const set = (next: Partial<RouterState<Handle>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const commit = (
    location: HashLocation,
    action: HistoryAction,
    route: PageRoute<Handle>,
    shown: { Page: ComponentType | null; error: unknown },
  ) => {
    if (action !== 'pop') writeLocation(location, action);
    set({ location, action, route, ...shown, entryKey: currentEntryKey(), isLoading: false });
  };

  async function go(location: HashLocation, action: HistoryAction, redirects = 0): Promise<void> {
    const id = ++latest;
    const route = byPath.get(location.pathname);
    const elsewhere = route ? (route.guard?.(location) ?? null) : unknownPath;
    if (elsewhere !== null && redirects < 10) {
      return go(parseLocation(elsewhere), action === 'push' ? 'push' : 'replace', redirects + 1);
    }
    if (!route) return;
    const known = route.isLazy ? loaded.get(route) : (route.page as ComponentType);
    if (known) return commit(location, action, route, { Page: known, error: null });
    if (!state.isLoading) set({ isLoading: true });
    try {
      const Page = await (route.page as () => Promise<ComponentType>)();
      loaded.set(route, Page);
      if (id === latest) commit(location, action, route, { Page, error: null });
    } catch (error) {
      if (id === latest) commit(location, action, route, { Page: null, error });
    }
  }

  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => void go(currentLocation(), 'pop'));
  void go(state.location, 'replace');

  return {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, options) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      return go(parseLocation(to), options?.replace ? 'replace' : 'push');
    },
  };
}
