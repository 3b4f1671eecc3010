// Bet calls: place one or several bets on the open round of a room, cancel them while it is open.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as bets from './service';

export function betRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.placeBet, ({ session, body }) => bets.placeBet(ctx, session, body));
  registerCall(app, calls.cancelBet, ({ session, body }) => bets.cancelBets(ctx, session, body));
}
