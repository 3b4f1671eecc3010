// Fetches the remote page configs (api/page-config.ts) once start-up's probe has answered, checking each
// against its schema before it is kept: loaded with the schemas, after the first screen.

import { type PageConfig, type TClientConfigResponse, ZPageConfig } from '@fair28/shared';
import { storageKeys, writeJson } from '../lib/storage';
import { announcePageConfigs, pageConfigSources, readPageConfigs } from './page-config';

type Option = TClientConfigResponse['options'][number];

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

/** Fetches every route's config the options name and keeps them; called when the options arrive. */
export async function refreshPageConfigs(
  options: readonly Option[],
  post: PostJson = postJson,
): Promise<void> {
  const sources = pageConfigSources(options);
  // The kept ones are checked again, against this build's schema.
  const previous: Record<string, PageConfig> = {};
  for (const [route, config] of Object.entries(readPageConfigs())) {
    const parsed = ZPageConfig.safeParse(config);
    if (parsed.success) previous[route] = parsed.data;
  }
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
  announcePageConfigs();
}
