// Account calls: register, login (and the console's staff-only sign-in), logout, user details, password and security-code changes.
import { calls } from '@fair28/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as accounts from './service';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256),
});

const OK = { ok: true } as const;

export function accountRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.register, ({ body, request }) => accounts.register(ctx, body, clientOf(request)));
  registerCall(app, calls.login, ({ body, request }) => accounts.login(ctx, body, clientOf(request)));
  registerCall(app, calls.consoleLogin, ({ body, request }) =>
    accounts.login(ctx, body, clientOf(request), { isConsole: true }),
  );
  registerCall(app, calls.logout, async ({ session }) => {
    await accounts.logout(ctx, session);
    return OK;
  });
  registerCall(app, calls.userDetails, ({ session }) => accounts.userDetails(ctx, session));
  registerCall(app, calls.shareList, ({ session, body, request }) =>
    accounts.shareList(ctx, session, body, `${request.protocol}://${request.host}`),
  );
  registerCall(app, calls.changePassword, async ({ session, body, request }) => {
    await accounts.changePassword(ctx, session, body, clientOf(request));
    return OK;
  });
  registerCall(app, calls.changeSecurityCode, async ({ session, body, request }) => {
    await accounts.changeSecurityCode(ctx, session, body, clientOf(request));
    return OK;
  });
}
