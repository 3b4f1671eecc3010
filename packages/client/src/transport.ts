// One call on the wire (spec §7): POST `${line}${path}`, form-encoded fields plus gzip and lang, and for
// token calls a freshly encrypted token field. No UI here — the client decides what the player sees.

import type { CallDefinition, CallRequest, CallResponse, CallRoute } from '@fair28/shared';
// Shared's wire part: `sendRoute` sends and reads a call by its route, without its schemas.
import { type CodecKeys, ErrorCode, type Language } from '@fair28/shared/protocol';
import { ApiError, clientErrorCodes } from './api-error';
import { checkAnswer, type DecodedResBody, readAnswerValue } from './envelope';
import { callForm, callUrl } from './request-body';
import { type PostAnswer, postForm, postWithProgress } from './xhr-post';

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
  /**
   * The answer to this very call, already on its way (sent with `postForm` before the app's code ran):
   * read it instead of sending again, with the same time-out, cancellation and handling.
   */
  sent?: Promise<SentAnswer>;
};

/** An answer already on its way, perhaps with its resBody decoded while the app loaded. */
export type SentAnswer = PostAnswer & { decoded?: DecodedResBody };

/** `answer`, or an AbortError once `signal` fires, as fetch would reject. */
function whileNotAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
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

/** Sends the call and reads its answer, checked against the call's response schema. */
export async function sendCall<C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options: SendOptions,
): Promise<CallResponse<C>> {
  return checkAnswer(call, await sendRoute(call, body as Record<string, unknown>, options));
}

/**
 * Sends the call known by its route and reads its answer's value, which the caller checks against the
 * call's response schema before relying on it (`checkAnswer`).
 */
export async function sendRoute(
  call: Pick<CallRoute, 'path' | 'auth' | 'optionalAuth' | 'plainResBody'>,
  body: Record<string, unknown>,
  options: SendOptions,
): Promise<unknown> {
  // An answer already on its way needs no second request.
  const form = options.sent ? null : await callForm(call, body, options);
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
    let answer: SentAnswer;
    try {
      const url = callUrl(options.line, call.path);
      if (!form) {
        answer = await whileNotAborted(
          options.sent ?? Promise.reject(new Error('no answer')),
          controller.signal,
        );
      } else if (options.onUploadProgress) {
        answer = await postWithProgress(url, form, {
          signal: controller.signal,
          onProgress: options.onUploadProgress,
        });
      } else {
        answer = await postForm(url, form, controller.signal);
      }
    } catch (error) {
      if (timedOut) throw new ApiError(clientErrorCodes.timeout, 'request timed out', 'timeout');
      // A caller's cancellation (a page left before its query finished) is not a failure to report.
      if (options.signal?.aborted) throw error;
      throw new ApiError(clientErrorCodes.network, 'the line could not be reached', 'network');
    }
    const parsed = parseBody(answer.text);
    if (answer.status !== 200) throw httpFailure(answer.status, answer.statusText, parsed);
    return await readAnswerValue(call, parsed, {
      gzip: options.gzip,
      keys: options.keys,
      ...(answer.decoded ? { decoded: answer.decoded } : {}),
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
