// The form of one call (spec §7): its fields form-encoded, plus gzip and lang, and for token calls a
// freshly encrypted token field. Apart from the rest of the client (no schemas), so a call can be built
// before the app's schemas have loaded.

import type { CallDefinition, CallRequest } from '@fair28/shared';
// Shared's wire part: building a call's form needs no call schema.
import {
  type CodecKeys,
  ErrorCode,
  encryptTokenField,
  type Language,
  loginExpired,
} from '@fair28/shared/protocol';
import { ApiError, clientErrorCodes } from './api-error';

export type RequestBodyOptions = {
  language: Language;
  gzip: boolean;
  keys: CodecKeys | null;
  /** The stored session token: token calls fail as expired without one; optionalAuth calls send it if set. */
  token: string | null;
  /** Server clock minus this device's clock: the token field carries the server's time. */
  clockOffsetMs?: number;
};

export function callUrl(line: string, path: string): string {
  return `${line.replace(/\/+$/, '')}${path}`;
}

function fieldText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export async function buildRequestBody<C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options: RequestBodyOptions,
): Promise<URLSearchParams> {
  return callForm(call, body as Record<string, unknown>, options);
}

/**
 * `buildRequestBody` for a call known by its flags only: what sends a call before the call table (and
 * its schemas) has loaded.
 */
export async function callForm(
  call: Pick<CallDefinition, 'auth' | 'optionalAuth'>,
  body: Record<string, unknown>,
  options: RequestBodyOptions,
): Promise<URLSearchParams> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.set(name, fieldText(value));
  }
  form.set('gzip', options.gzip ? '1' : '0');
  form.set('lang', options.language);
  if (call.auth && !options.token) {
    throw new ApiError(ErrorCode.LoginExpired, loginExpired[options.language], 'expired');
  }
  // An optionalAuth call (the config call) answers more to a session — the socket login — so it carries
  // the token whenever one is stored; without one it is an ordinary anonymous call.
  if ((call.auth || call.optionalAuth) && options.token) {
    if (!options.keys)
      throw new ApiError(clientErrorCodes.codec, 'no codec keys for the token field', 'codec');
    // A fresh timestamp and nonce every time: the server refuses a token field it has seen before.
    form.set(
      'token',
      await encryptTokenField(options.token, options.keys, Date.now() + (options.clockOffsetMs ?? 0)),
    );
  }
  return form;
}
