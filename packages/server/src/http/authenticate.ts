// Who sends a token call: the login token from the encrypted `token` field (fresh timestamp, unused nonce:
// a captured request cannot be replayed) or an `Authorization: Bearer` header, then its session. Anything
// else is code 401, which clients answer by logging out.
//
// The replay guard only ever stores nonces of fields that carry a live session: lengths are bounded before
// anything is decrypted, and the session is looked up before the nonce is claimed, so anonymous traffic
// (however many fields, however long their nonces) leaves the guard's store as it was.
import {
  TOKEN_FIELD_MAX_LENGTH,
  TOKEN_FIELD_MAX_NONCE_LENGTH,
  TOKEN_FIELD_MAX_SKEW_MS,
} from '@fair28/shared';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../infra/secrets';
import { AppError } from '../kernel/app-error';
import type { AppContext } from '../kernel/context';
import type { Session } from '../kernel/session';
import { decryptTokenFieldNode } from './node-codec';

export type Authenticator = (request: FastifyRequest, tokenField: string | undefined) => Promise<Session>;

type Deps = Pick<AppContext, 'config' | 'now' | 'nonceGuard'>;

const BEARER = /^Bearer\s+(\S+)$/i;
/** Session tokens are 43 characters (32 random bytes, base64url); anything far longer is not one. */
const MAX_TOKEN_LENGTH = 128;

/** The token a request presents, and for a token field the nonce to claim once its session is known. */
type Credentials = { token: string; nonce?: string };

function credentialsOf(deps: Deps, request: FastifyRequest, tokenField: string | undefined) {
  if (!tokenField) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return token && token.length <= MAX_TOKEN_LENGTH ? { token } : undefined;
  }
  if (tokenField.length > TOKEN_FIELD_MAX_LENGTH) return undefined;
  let field: ReturnType<typeof decryptTokenFieldNode>;
  try {
    field = decryptTokenFieldNode(tokenField, deps.config.codecKeys);
  } catch {
    return undefined;
  }
  const isBounded =
    field.token.length <= MAX_TOKEN_LENGTH && field.nonce.length <= TOKEN_FIELD_MAX_NONCE_LENGTH;
  const isFresh = Math.abs(deps.now().getTime() - field.timestampMs) <= TOKEN_FIELD_MAX_SKEW_MS;
  return isBounded && isFresh ? { token: field.token, nonce: field.nonce } : undefined;
}

/** Reads the credentials of a request and asks `sessionOfToken` (the accounts module) whose they are. */
export function tokenAuthenticator(
  deps: Deps,
  sessionOfToken: (token: string) => Promise<Session | undefined>,
): Authenticator {
  return async (request, tokenField) => {
    const credentials: Credentials | undefined = credentialsOf(deps, request, tokenField);
    const session = credentials ? await sessionOfToken(credentials.token) : undefined;
    if (!session || !credentials) throw new AppError('LoginExpired');
    if (credentials.nonce !== undefined) {
      const nonceKey = `${hashToken(credentials.token)}:${credentials.nonce}`;
      if (!(await deps.nonceGuard.claim(nonceKey, 2 * TOKEN_FIELD_MAX_SKEW_MS)))
        throw new AppError('LoginExpired');
    }
    // The audit log records where each operator action came from.
    return { ...session, ip: request.ip };
  };
}
