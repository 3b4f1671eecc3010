// The whole stored client config, checked against its schema: for the pages that read more of it than
// the first screen does (lib/stored-config.ts), all loaded after it.

import { type TClientConfigResponse, ZClientConfigResponse } from '@fair28/shared';
import { readJson, storageKeys } from '../lib/storage';

export function readClientConfig(): TClientConfigResponse | null {
  const result = ZClientConfigResponse.safeParse(readJson(storageKeys.clientConfig));
  return result.success ? result.data : null;
}
