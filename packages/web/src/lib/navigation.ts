// The navigation verbs of spec §2 (navigate to, redirect to, switch tab, relaunch, back by N),
// usable outside React — the API client relaunches the login page on an expired session.
// The app connects the router once at start; parameters are appended as a query string.

export type Query = Record<string, string | number | boolean | null | undefined>;
type Navigate = (to: string | number, options?: { replace?: boolean }) => unknown;

let navigate: Navigate | null = null;

export function connectNavigator(next: Navigate): void {
  navigate = next;
}

/** `withQuery('/pages/reg/reg', { code: 'A B' })` → `/pages/reg/reg?code=A+B`; empty values are left out. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** Resolves once the new page is showing (its chunk loaded), so callers can clean up after it. */
async function go(to: string | number, replace: boolean): Promise<void> {
  if (navigate) {
    await navigate(to, { replace });
  } else if (typeof to === 'string') {
    // Before the router exists (very early start-up) the hash is the route.
    window.location.hash = to;
  }
}

export function navigateTo(path: string, query?: Query): Promise<void> {
  return go(withQuery(path, query), false);
}

export function redirectTo(path: string, query?: Query): Promise<void> {
  return go(withQuery(path, query), true);
}

/** Tabs do not stack: switching replaces the current entry, so back leaves the tab bar. */
export function switchTab(path: string): Promise<void> {
  return go(path, true);
}

/** Starts over at a page: replaces the entry, so back cannot return into a closed session. */
export function reLaunch(path: string, query?: Query): Promise<void> {
  return go(withQuery(path, query), true);
}

export function navigateBack(delta = 1): Promise<void> {
  return go(-Math.max(1, delta), false);
}

/** Whether there is an in-app page to go back to (the router numbers history entries from 0). */
export function canGoBack(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}
