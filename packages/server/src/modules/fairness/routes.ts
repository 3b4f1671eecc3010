// Fairness calls: the public list of every game type's hash chains.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as fairness from './service';

export function fairnessRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.chainList, ({ body }) =>
    fairness.chainList(ctx.db.orm, body, ctx.now(), ctx.config.game.chainKey),
  );
}
