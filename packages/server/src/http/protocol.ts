// The wire protocol of spec §7: protocol fields in every body, the envelope on every answer,
// and `registerCall`, which binds one entry of the shared call table to its handler.
import {
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  isMessageKey,
  isOperatorCall,
  isStaffRole,
  type Language,
  parseLanguage,
  roleHolds,
  SUCCESS_CODE,
  SUCCESS_STATUS,
  type TEnvelope,
  translate,
} from '@fair28/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../kernel/app-error';
import type { AppContext } from '../kernel/context';
import type { Session } from '../kernel/session';
import { writingReady } from '../kernel/written-text';
import type { Authenticator } from './authenticate';
import { encodeResBodyNode } from './node-codec';

export type ProtocolFields = { gzip: boolean; language: Language; tokenField: string | undefined };

// Module augmentation needs interfaces: they merge with Fastify's own declarations.
declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  interface FastifyRequest {
    language?: Language;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  interface FastifyInstance {
    ctx: AppContext;
    authenticate: Authenticator;
  }
}

function bodyObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const TRUE_FLAGS = new Set(['1', 'true', 'on', 'yes']);

export function readProtocolFields(request: FastifyRequest): ProtocolFields {
  const body = bodyObject(request.body);
  const query = bodyObject(request.query);
  const gzip = body.gzip ?? query.gzip;
  // A token in the URL would end up in logs, browser history and referrers: only a body or a header.
  if (query.token !== undefined) throw new AppError('InvalidInput', 'error.tokenInUrl');
  const token = body.token;
  return {
    gzip: TRUE_FLAGS.has(String(gzip).toLowerCase()),
    language: requestLanguage(request),
    tokenField: typeof token === 'string' && token.length > 0 ? token : undefined,
  };
}

export function requestLanguage(request: FastifyRequest): Language {
  if (request.language) return request.language;
  const body = bodyObject(request.body);
  const query = bodyObject(request.query);
  return parseLanguage(body.lang ?? query.lang ?? request.headers['accept-language']);
}

export function errorEnvelope(code: number, message: string): TEnvelope {
  return { code, message, resBody: null, dataPrice: null, status: 0 };
}

/** The user-facing text of a failed parse: the first issue's catalogue message, or a generic one naming the field. */
export function describeIssue(issue: z.core.$ZodIssue | undefined, language: Language): string {
  if (issue && isMessageKey(issue.message)) return translate(language, issue.message);
  const field = issue?.path.join('.');
  const generic = translate(language, 'error.InvalidInput');
  return field ? `${generic} (${field})` : generic;
}

export type CallInput<C extends CallDefinition> = {
  body: z.output<C['request']>;
  language: Language;
  request: FastifyRequest;
  /** The session of a token call; of an `optionalAuth` call, when it sent a good token. */
  session: C['auth'] extends true ? Session : Session | undefined;
};

export type CallOptions = { bodyLimit?: number };

/**
 * The session when the request carries a token that authenticates; anonymous (undefined) otherwise. A
 * session whose one-time password must still change is anonymous here: it gets nothing a login would add.
 */
async function optionalSession(
  app: FastifyInstance,
  request: FastifyRequest,
  tokenField: string | undefined,
): Promise<Session | undefined> {
  if (!tokenField && !request.headers.authorization) return undefined;
  try {
    const session = await app.authenticate(request, tokenField);
    return session.mustChangePassword ? undefined : session;
  } catch (error) {
    if (error instanceof AppError && error.codeName === 'LoginExpired') return undefined;
    throw error;
  }
}

/** Who a call admits: the call table's rules of api/calls.ts; the default admits any live session. */
export type Admission = Pick<
  CallDefinition,
  'permission' | 'staffOnly' | 'playersOnly' | 'beforePasswordChange'
>;

/**
 * The one check of who may make a call, before its body is read (a player learns nothing about operator
 * calls' fields): operator calls need a staff role holding the call's permission (403 otherwise); a session
 * with a one-time password may only change it, read its own details and log out; staff never make a
 * player's money calls.
 */
export function admit(session: Session, rules: Admission): void {
  if (isOperatorCall(rules)) {
    const isAllowed = rules.permission
      ? roleHolds(session.role, rules.permission)
      : isStaffRole(session.role);
    if (!isAllowed) throw new AppError('Forbidden');
  }
  if (session.mustChangePassword && !rules.beforePasswordChange) throw new AppError('PasswordChangeRequired');
  if (rules.playersOnly && isStaffRole(session.role)) throw new AppError('StaffAccount');
}

/**
 * Registers a POST route for a call: parse protocol fields, authenticate when the call needs a token,
 * parse the body with the call's schema, run the handler, check its answer against the response schema
 * and encode it into the envelope.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (input: CallInput<C>) => Promise<CallResponse<C>>,
  options: CallOptions = {},
): void {
  app.post(call.path, { bodyLimit: options.bodyLimit }, async (request) => {
    const protocol = readProtocolFields(request);
    request.language = protocol.language;
    const session = call.auth
      ? await app.authenticate(request, protocol.tokenField)
      : call.optionalAuth
        ? await optionalSession(app, request, protocol.tokenField)
        : undefined;
    if (call.auth && session) admit(session, call);
    const parsed = call.request.safeParse(bodyObject(request.body));
    if (!parsed.success)
      throw new AppError('InvalidInput', describeIssue(parsed.error.issues[0], protocol.language));
    // What operators wrote goes out made Traditional (kernel/written-text.ts): the converter is in first.
    await writingReady(protocol.language);
    const result = await handler({
      body: parsed.data,
      language: protocol.language,
      request,
      session,
    } as CallInput<C>);
    const output = call.response.parse(result);
    const resBody = call.plainResBody
      ? JSON.stringify(output)
      : encodeResBodyNode(output, protocol.gzip, app.ctx.config.codecKeys);
    return {
      code: SUCCESS_CODE,
      message: protocol.language === 'en' ? 'Success' : '成功',
      resBody,
      dataPrice: null,
      status: SUCCESS_STATUS,
    } satisfies TEnvelope;
  });
}

export type { CallRequest };
