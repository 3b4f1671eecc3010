// Who sends a token call: the login token from the encrypted `token` field (fresh timestamp, unused nonce:
// a captured request cannot be replayed) or an `Authorization: Bearer` header, then its session. Anything
// else is code 401, which clients answer by logging out.
import { TOKEN_FIELD_MAX_SKEW_MS } from '@fair28/shared';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../infra/secrets';
import { AppError } from '../kernel/app-error';
import type { AppContext } from '../kernel/context';
import type { Session } from '../kernel/session';
import { decryptTokenFieldNode } from './node-codec';

export type Authenticator = (request: FastifyRequest, tokenField: string | undefined) => Promise<Session>;

const BEARER = /^Bearer\s+(\S+)$/i;

async function tokenOf(
  ctx: Pick<AppContext, 'config' | 'now' | 'nonceGuard'>,
  request: FastifyRequest,
  tokenField: string | undefined,
): Promise<string | undefined> {
  if (!tokenField) return BEARER.exec(request.headers.authorization ?? '')?.[1];
  let field: ReturnType<typeof decryptTokenFieldNode> | undefined;
  try {
    field = decryptTokenFieldNode(tokenField, ctx.config.codecKeys);
  } catch {
    return undefined;
  }
  if (Math.abs(ctx.now().getTime() - field.timestampMs) > TOKEN_FIELD_MAX_SKEW_MS) return undefined;
  const isFresh = await ctx.nonceGuard.claim(
    `${hashToken(field.token)}:${field.nonce}`,
    2 * TOKEN_FIELD_MAX_SKEW_MS,
  );
  return isFresh ? field.token : undefined;
}

/** Reads the credentials of a request and asks `sessionOfToken` (the accounts module) whose they are. */
export function tokenAuthenticator(
  ctx: Pick<AppContext, 'config' | 'now' | 'nonceGuard'>,
  sessionOfToken: (token: string) => Promise<Session | undefined>,
): Authenticator {
  return async (request, tokenField) => {
    const token = await tokenOf(ctx, request, tokenField);
    const session = token ? await sessionOfToken(token) : undefined;
    if (!session) throw new AppError('LoginExpired');
    return session;
  };
}
