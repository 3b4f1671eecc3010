// Remote page config (spec §4): when the client config's options arrive, each option whose key contains
// `pages/` and whose status is 1 names a route, and its address (fileUrl, else value) is asked by POST
// for that route's config; the answer is kept per route in local storage, so pages apply it at once on
// the next start too. The screenshot route counts as the personal tab. A page's config may give it a
// title and a notice line, each plain text or per language; anything else in it is ignored. A route
// whose option is gone or switched off loses its config; a failed fetch keeps the last one.

import type { PageConfig, TClientConfigResponse } from '@fair28/shared';
import { routes } from '../config/routes';
import { readJson, storageKeys } from '../lib/storage';

type Option = TClientConfigResponse['options'][number];

export type PageConfigSource = { route: string; url: string };

/** The route path an option's key names: `pages/…` with its leading slash, without a query. */
function routeOfKey(key: string): string {
  const at = key.indexOf('pages/');
  return `/${key.slice(at).split('?')[0]?.replace(/\/+$/, '') ?? ''}`;
}

/** The routes to fetch config for, and where from. */
export function pageConfigSources(options: readonly Option[]): PageConfigSource[] {
  const sources = new Map<string, string>();
  for (const option of options) {
    if (option.status !== 1 || !option.key.includes('pages/')) continue;
    const url = (option.fileUrl || option.value).trim();
    if (!/^https?:\/\//i.test(url)) continue;
    sources.set(routeOfKey(option.key), url);
  }
  return [...sources].map(([route, url]) => ({ route, url }));
}

/** The route whose config a page uses: the screenshot page shares the personal tab's. */
export function configRouteOf(path: string): string {
  return path === routes.screenshot.path ? routes.mine.path : path;
}

/**
 * The stored configs, each checked against its schema before it was stored (page-config-refresh.ts,
 * which checks them again at every start-up); read as they are, the schema being off the first screen.
 */
export function readPageConfigs(): Record<string, PageConfig> {
  const stored = readJson(storageKeys.pageConfigs);
  if (typeof stored !== 'object' || stored === null) return {};
  return stored as Record<string, PageConfig>;
}

export function pageConfigOf(path: string): PageConfig | null {
  return readPageConfigs()[configRouteOf(path)] ?? null;
}

const listeners = new Set<() => void>();

/** Pages re-read their config when fresh configs arrive. */
export function onPageConfigs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fresh configs are in: pages read them again. */
export function announcePageConfigs(): void {
  for (const listener of listeners) listener();
}
