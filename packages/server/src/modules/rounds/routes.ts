// Round calls: a room's current round and last results, the trend of a game type's results, and the
// verification of a drawn round.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as rounds from './service';

export function roundRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.roomOpenInfo, ({ body }) => rounds.roomOpenInfo(ctx, body.roomId));
  registerCall(app, calls.trend, ({ body, language }) => rounds.trend(ctx, body, language));
  registerCall(app, calls.verifyRound, ({ body }) => rounds.verifyRound(ctx, body.roundId));
}
