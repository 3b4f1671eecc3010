// What the request log may hold: the method, the path without its query string (links and third-party
// clients may put secrets there) and the client's address — never a header or a body. Secret fields that
// reach a log line any other way (an error's details, say) are redacted by name.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';

/** Fields that hold a password, a code or a token wherever they appear, one level deep or at the top. */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'securityCode',
  'token',
  'imToken',
  'authorization',
  'signature',
  'sign',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

export function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: pathOnly(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
