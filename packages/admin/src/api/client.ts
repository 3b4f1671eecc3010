// The console's API client: the same origin is its one line (the server that serves the console answers
// its calls). Start-up asks the config call once for the codec keys, the server's clock and the site's
// settings (its card market); every call then goes through @fair28/client with the operator's own token.
// An expired session clears the token, which sends the console back to its sign-in page.
import { fetchClientConfig, isApiError, sendCall, serverClockOffset, syncServerClock } from '@fair28/client';
import {
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  REQUEST_TIMEOUT_MS,
  type TClientConfigResponse,
} from '@fair28/shared';
import { readLanguage } from '../i18n/language';
import { clearToken, readToken } from '../lib/session';

let startup: Promise<TClientConfigResponse> | null = null;

function line(): string {
  return window.location.origin;
}

/** The config answer (codec keys, site settings), asked once per visit (again after a failed attempt). */
export function startUp(): Promise<TClientConfigResponse> {
  if (!startup) {
    const asking = fetchClientConfig(line(), { language: readLanguage() }).then((config) => {
      syncServerClock(config.serverTime);
      return config;
    });
    startup = asking;
    asking.catch(() => {
      if (startup === asking) startup = null;
    });
  }
  return startup;
}

export type RequestOptions = { signal?: AbortSignal };

/**
 * Sends the call and reads its answer, checked. The call comes from its domain's table (`playerCalls`,
 * `operatorCalls` …), not the joined one: a page's code then holds only the schemas of the calls it makes.
 */
export async function request<C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options: RequestOptions = {},
): Promise<CallResponse<C>> {
  const keys = (await startUp()).codec;
  try {
    return await sendCall(call, body, {
      line: line(),
      language: readLanguage(),
      gzip: true,
      keys,
      // The config call takes the session when there is one: it then answers the socket login too.
      token: call.auth || call.optionalAuth ? readToken() : null,
      timeoutMs: REQUEST_TIMEOUT_MS,
      clockOffsetMs: serverClockOffset(),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (isApiError(error) && error.kind === 'expired') clearToken();
    throw error;
  }
}
