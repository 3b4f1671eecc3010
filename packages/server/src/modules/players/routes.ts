// Operators' player calls: search, profile, freeze and unfreeze, one-time password, two-step sign-in off.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as players from './service';

export function playerRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminPlayerList, ({ body, language }) =>
    players.searchPlayers(ctx, body, language),
  );
  registerCall(app, calls.adminPlayerProfile, ({ body, language }) =>
    players.playerProfile(ctx, body.userId, language),
  );
  registerCall(app, calls.adminPlayerFreeze, ({ session, body, language }) =>
    players.setFrozen(ctx, session, body, true, language),
  );
  registerCall(app, calls.adminPlayerUnfreeze, ({ session, body, language }) =>
    players.setFrozen(ctx, session, body, false, language),
  );
  registerCall(app, calls.adminPlayerResetPassword, ({ session, body }) =>
    players.resetPassword(ctx, session, body),
  );
  registerCall(app, calls.adminPlayerResetTwoFactor, ({ session, body, language }) =>
    players.resetTwoFactor(ctx, session, body, language),
  );
}
