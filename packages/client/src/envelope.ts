// Turns a parsed response body into the call's answer, following spec §7 "Handling answers" and §8:
// code 0 decodes resBody, 401 (or code 1 with the expired-login message) ends the session, any other code
// is the server's refusal. `readAnswer` checks the answer against the call's response schema;
// `readAnswerValue` leaves that to its caller (no schemas: the player app's first screen reads its
// answers before they have loaded, and checks them once they have).

import type { CallDefinition, CallResponse, CallRoute } from '@fair28/shared';
// Shared's wire part: reading an envelope needs no call schema.
import {
  CodecError,
  type CodecKeys,
  decodeResBody,
  ErrorCode,
  loginExpired,
  readEnvelope,
  SUCCESS_CODE,
} from '@fair28/shared/protocol';
import { ApiError, clientErrorCodes } from './api-error';

/** A resBody already decoded with the call's keys (read while the app's code was still loading). */
export type DecodedResBody = { resBody: string; value: unknown };

export type AnswerOptions = {
  /** Whether the request asked for the gzip codec (AES over deflate) rather than plain hex. */
  gzip: boolean;
  /** Needed only for gzip answers; the first config call has none yet. */
  keys: CodecKeys | null;
  /** Used instead of decoding when it is of this very resBody; the value is checked all the same. */
  decoded?: DecodedResBody;
};

const expiredMessages = new Set<string>(Object.values(loginExpired));

function codecFailure(reason: string): ApiError {
  return new ApiError(clientErrorCodes.codec, reason, 'codec');
}

/** `value` as the call's answer, or a codec failure when it does not match the call's response schema. */
export function checkAnswer<C extends CallDefinition>(call: C, value: unknown): CallResponse<C> {
  const result = call.response.safeParse(value);
  if (!result.success) throw codecFailure(`the answer of ${call.path} does not match its schema`);
  return result.data as CallResponse<C>;
}

async function decode(resBody: string, plain: boolean, options: AnswerOptions): Promise<unknown> {
  if (!plain && options.decoded?.resBody === resBody) return options.decoded.value;
  try {
    if (plain) return JSON.parse(resBody);
    if (options.gzip && !options.keys) throw new CodecError('no codec keys for a gzip answer');
    // Plain hex needs no keys; decodeResBody only asks for a value of the right shape.
    return await decodeResBody(resBody, options.gzip, options.keys ?? { key: '', iv: '' });
  } catch (error) {
    throw codecFailure(error instanceof Error ? error.message : 'resBody could not be decoded');
  }
}

/** The answer's value, read from its envelope and decoded, not yet checked against any schema. */
export async function readAnswerValue(
  call: Pick<CallRoute, 'plainResBody'>,
  body: unknown,
  options: AnswerOptions,
): Promise<unknown> {
  // Spec §8: a bare string body is the error message itself.
  if (typeof body === 'string') throw new ApiError(clientErrorCodes.text, body, 'text');
  // Spec §7: a body without a code is passed through (still held to the call's schema).
  if (typeof body !== 'object' || body === null || !('code' in body)) return body;

  const envelope = readEnvelope(body);
  if (!envelope) throw codecFailure('the answer is not a valid envelope');

  if (
    envelope.code === ErrorCode.LoginExpired ||
    (envelope.code === 1 && expiredMessages.has(envelope.message))
  ) {
    throw new ApiError(ErrorCode.LoginExpired, envelope.message, 'expired');
  }
  if (envelope.code === 1 && envelope.message === 'Success') return envelope.dataPrice;
  if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message, 'server');

  const { resBody } = envelope;
  // An empty resBody is returned as it is (spec §7); the schema decides whether that is acceptable.
  if (resBody === null || resBody === '') return resBody;
  return await decode(resBody, call.plainResBody === true, options);
}

export async function readAnswer<C extends CallDefinition>(
  call: C,
  body: unknown,
  options: AnswerOptions,
): Promise<CallResponse<C>> {
  return checkAnswer(call, await readAnswerValue(call, body, options));
}
