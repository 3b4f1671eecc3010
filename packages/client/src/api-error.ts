// The one error type the API client rejects with: the envelope's code and message, or a client-side
// failure with its own code. `shown` records that the client already told the player (toast, modal
// or the error page), so forms do not say it twice.

import { DECODE_FAILURE_CODE } from '@fair28/shared/protocol';

export type ApiErrorKind =
  /** The server answered with a non-zero code: its message is already in the player's language. */
  | 'server'
  /** Code 401, or code 1 with the expired-login message: the session is over. */
  | 'expired'
  /** The HTTP status was not 200. */
  | 'http'
  /** The request never got an answer (no route to the line, connection refused, offline). */
  | 'network'
  | 'timeout'
  /** The answer could not be decoded or did not match the call's schema (spec §8: code 10003). */
  | 'codec'
  /** The body was a bare string, which spec §8 treats as the error message. */
  | 'text';

/** Codes for failures that happen before an envelope exists. HTTP failures use the HTTP status. */
export const clientErrorCodes = {
  network: -1,
  timeout: -2,
  text: -3,
  codec: DECODE_FAILURE_CODE,
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  shown = false;

  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind = 'server',
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
