// Responsible-play calls: the player's limits, reality check, breaks, session and figures; the operator's
// lift call, which a running break refuses.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as playSafe from './service';

export function playSafeRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.playSafe, ({ session }) => playSafe.playSafeInfo(ctx, session.userId));
  registerCall(app, calls.playLimitSet, ({ session, body }) => playSafe.setLimit(ctx, session, body));
  registerCall(app, calls.realityCheckSet, ({ session, body }) =>
    playSafe.setRealityCheck(ctx, session, body),
  );
  registerCall(app, calls.playBreakStart, ({ session, body }) => playSafe.startBreak(ctx, session, body));
  registerCall(app, calls.playSession, ({ session }) => playSafe.playSession(ctx, session.userId));
  registerCall(app, calls.adminPlayerBreakLift, ({ session, body, language }) =>
    playSafe.refuseBreakLift(ctx, session, body.userId, language),
  );
}
