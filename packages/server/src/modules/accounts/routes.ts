// Account calls: register, login in one or two steps (and the console's staff-only sign-in), logout, user
// details, password and security-code changes, the player's two-step sign-in and their sessions.
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
    accounts.consoleLogin(ctx, body, clientOf(request)),
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

  registerCall(app, calls.loginCode, ({ body, request }) =>
    accounts.loginWithCode(ctx, body, clientOf(request)),
  );
  registerCall(app, calls.signInSecurity, ({ session }) => accounts.signInSecurity(ctx, session));
  registerCall(app, calls.twoFactorEnrol, ({ session }) => accounts.enrolOwnTwoFactor(ctx, session));
  registerCall(app, calls.twoFactorConfirm, ({ session, body }) =>
    accounts.confirmOwnTwoFactor(ctx, session, body.code),
  );
  registerCall(app, calls.twoFactorDisable, ({ session, body }) =>
    accounts.disableOwnTwoFactor(ctx, session, body.code),
  );
  registerCall(app, calls.recoveryCodesRenew, ({ session, body }) =>
    accounts.renewOwnRecoveryCodes(ctx, session, body.code),
  );
  registerCall(app, calls.sessionList, ({ session }) => accounts.listSessions(ctx, session));
  registerCall(app, calls.sessionEnd, async ({ session, body }) => {
    await accounts.endSession(ctx, session, body.id);
    return OK;
  });
  registerCall(app, calls.sessionEndOthers, async ({ session }) => ({
    ended: await accounts.endOtherSessions(ctx, session),
  }));
}
