// Remote page config (spec §4): when the client config's options arrive, each option whose key contains
// `pages/` and whose status is 1 names a route, and its address (fileUrl, else value) is asked by POST
// for that route's config; the answer is kept per route in local storage, so pages apply it at once on
// the next start too. The screenshot route counts as the personal tab. A page's config may give it a
// title and a notice line, each plain text or per language; anything else in it is ignored. A route
// whose option is gone or switched off loses its config; a failed fetch keeps the last one.

import { type PageConfig, type TClientConfigResponse, ZPageConfig } from '@fair28/shared';
import { routes } from '../config/routes';
import { readJson, storageKeys, writeJson } from '../lib/storage';

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

export function readPageConfigs(): Record<string, PageConfig> {
  const stored = readJson(storageKeys.pageConfigs);
  if (typeof stored !== 'object' || stored === null) return {};
  const configs: Record<string, PageConfig> = {};
  for (const [route, config] of Object.entries(stored)) {
    const parsed = ZPageConfig.safeParse(config);
    if (parsed.success) configs[route] = parsed.data;
  }
  return configs;
}

export function pageConfigOf(path: string): PageConfig | null {
  return readPageConfigs()[configRouteOf(path)] ?? null;
}

export type PostJson = (url: string, body: unknown) => Promise<unknown>;

const postJson: PostJson = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`page config ${response.status}`);
  return response.json();
};

const listeners = new Set<() => void>();

/** Pages re-read their config when fresh configs arrive. */
export function onPageConfigs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches every route's config the options name and keeps them; called when the options arrive. */
export async function refreshPageConfigs(
  options: readonly Option[],
  post: PostJson = postJson,
): Promise<void> {
  const sources = pageConfigSources(options);
  const previous = readPageConfigs();
  const configs: Record<string, PageConfig> = {};
  await Promise.all(
    sources.map(async ({ route, url }) => {
      try {
        const parsed = ZPageConfig.safeParse(await post(url, { route }));
        if (parsed.success) configs[route] = parsed.data;
        else if (previous[route]) configs[route] = previous[route];
      } catch {
        if (previous[route]) configs[route] = previous[route];
      }
    }),
  );
  writeJson(storageKeys.pageConfigs, configs);
  for (const listener of listeners) listener();
}
