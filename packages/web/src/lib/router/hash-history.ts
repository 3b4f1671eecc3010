// The app's place in the browser's history: the route after the `#` (`#/pages/login/login?redirect=…`), and
// each entry's number from the first (`idx`) and key in its state, so `canGoBack` (lib/navigation.ts) can
// tell whether the app has a page behind it and scroll positions are kept per entry.

export type HashLocation = { pathname: string; search: string };

/** How the app came to a location: a new entry, the current one replaced, or back/forward (or a typed hash). */
export type HistoryAction = 'push' | 'replace' | 'pop';

type EntryState = { idx: number; key: string };

/** `/a/b?x=1` → its path and query; a path without a leading `/` is taken from the root. */
export function parseLocation(to: string): HashLocation {
  const queryAt = to.indexOf('?');
  const pathname = queryAt < 0 ? to : to.slice(0, queryAt);
  const search = queryAt < 0 ? '' : to.slice(queryAt);
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: search === '?' ? '' : search,
  };
}

export const hrefOf = (location: HashLocation) => `${location.pathname}${location.search}`;

export function currentLocation(): HashLocation {
  return parseLocation(window.location.hash.slice(1) || '/');
}

function entryState(): Partial<EntryState> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Partial<EntryState>) : {};
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The current entry's key (given one if the browser came to it by itself, e.g. a typed hash). */
export function currentEntryKey(): string {
  const { idx, key } = entryState();
  if (typeof key === 'string' && typeof idx === 'number') return key;
  const fresh = { ...entryState(), idx: typeof idx === 'number' ? idx : 0, key: newKey() };
  window.history.replaceState(fresh, '');
  return fresh.key;
}

/** Writes `location` into the history as a new entry or over the current one. */
export function writeLocation(location: HashLocation, action: 'push' | 'replace'): void {
  const idx = entryState().idx ?? 0;
  const state: EntryState = { idx: action === 'push' ? idx + 1 : idx, key: newKey() };
  const url = `#${hrefOf(location)}`;
  if (action === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
}
