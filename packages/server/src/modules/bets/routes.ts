// Bet calls: place bets on the open round of a room, cancel them while it is open, and read the bet
// history and daily stats.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as bets from './service';

export function betRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.placeBet, ({ session, body }) => bets.placeBet(ctx, session, body));
  registerCall(app, calls.cancelBet, ({ session, body }) => bets.cancelBets(ctx, session, body));
  registerCall(app, calls.roomBetList, ({ session, body, language }) =>
    bets.roomBetList(ctx, session, body, language),
  );
  registerCall(app, calls.allBetList, ({ session, body, language }) =>
    bets.allBetList(ctx, session, body, language),
  );
  registerCall(app, calls.userStat, ({ session, body }) => bets.userStat(ctx, session, body));
}
