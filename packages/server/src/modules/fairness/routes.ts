// Fairness calls: verify a drawn round against its published hash chain.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as fairness from './service';

export function fairnessRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.verifyRound, ({ body }) => fairness.verifyRound(ctx, body.roundId));
}
