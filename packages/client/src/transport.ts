// One call on the wire (spec §7): POST `${line}${path}`, form-encoded fields plus gzip and lang, and for
// token calls a freshly encrypted token field. No UI here — the client decides what the player sees.

import {
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  type CodecKeys,
  ErrorCode,
  encryptTokenField,
  type Language,
  messages,
} from '@fair28/shared';
import { ApiError, clientErrorCodes } from './api-error';
import { readAnswer } from './envelope';
import { postWithProgress } from './xhr-post';

export type SendOptions = {
  /** Base address of the line, e.g. `https://a.example.com` (no trailing slash needed). */
  line: string;
  language: Language;
  gzip: boolean;
  keys: CodecKeys | null;
  /** The stored session token: token calls fail as expired without one; optionalAuth calls send it if set. */
  token: string | null;
  timeoutMs: number;
  /** Server clock minus this device's clock: the token field carries the server's time (see clock.ts). */
  clockOffsetMs?: number;
  signal?: AbortSignal;
  /** Sends through XMLHttpRequest and reports the share of the body sent, 0 to 1 (uploads). */
  onUploadProgress?: (fraction: number) => void;
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
  options: Pick<SendOptions, 'gzip' | 'language' | 'keys' | 'token' | 'clockOffsetMs'>,
): Promise<URLSearchParams> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.set(name, fieldText(value));
  }
  form.set('gzip', options.gzip ? '1' : '0');
  form.set('lang', options.language);
  if (call.auth && !options.token) {
    throw new ApiError(ErrorCode.LoginExpired, messages[options.language]['error.LoginExpired'], 'expired');
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

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function httpFailure(status: number, statusText: string, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'code' in body && 'message' in body) {
    const { code, message } = body as { code: unknown; message: unknown };
    if (code === ErrorCode.LoginExpired)
      return new ApiError(ErrorCode.LoginExpired, String(message), 'expired');
    if (typeof message === 'string' && message) return new ApiError(status, message, 'http');
  }
  const text = typeof body === 'string' && body.length < 200 ? body.trim() : '';
  return new ApiError(status, text || statusText || `HTTP ${status}`, 'http');
}

export async function sendCall<C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options: SendOptions,
): Promise<CallResponse<C>> {
  const form = await buildRequestBody(call, body, options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  // The caller may have cancelled while the body was being built; a listener added now would never fire.
  if (options.signal?.aborted) forwardAbort();
  else options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: { status: number; statusText: string };
    let text: string;
    try {
      const url = callUrl(options.line, call.path);
      if (options.onUploadProgress) {
        const answer = await postWithProgress(url, form, {
          signal: controller.signal,
          onProgress: options.onUploadProgress,
        });
        response = answer;
        text = answer.text;
      } else {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: controller.signal,
        });
        response = answer;
        text = await answer.text();
      }
    } catch (error) {
      if (timedOut) throw new ApiError(clientErrorCodes.timeout, 'request timed out', 'timeout');
      // A caller's cancellation (a page left before its query finished) is not a failure to report.
      if (options.signal?.aborted) throw error;
      throw new ApiError(clientErrorCodes.network, 'the line could not be reached', 'network');
    }
    const parsed = parseBody(text);
    if (response.status !== 200) throw httpFailure(response.status, response.statusText, parsed);
    return await readAnswer(call, parsed, { gzip: options.gzip, keys: options.keys });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
