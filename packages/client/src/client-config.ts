// The config call on one line (spec §4): lines, codec keys, socket address, options and the server's time.
// Both apps ask it at start-up; it is sent with gzip=0 always, because it is the call that delivers the
// codec keys, so its answer must be readable without them (plain hex of the JSON), even after they change.

import { type Language, REQUEST_TIMEOUT_MS, systemCalls, type TClientConfigResponse } from '@fair28/shared';
import { sendCall } from './transport';

export function fetchClientConfig(
  lineUrl: string,
  options: { language: Language; timeoutMs?: number; signal?: AbortSignal },
): Promise<TClientConfigResponse> {
  return sendCall(
    systemCalls.clientConfigs,
    {},
    {
      line: lineUrl,
      language: options.language,
      gzip: false,
      keys: null,
      token: null,
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
}
