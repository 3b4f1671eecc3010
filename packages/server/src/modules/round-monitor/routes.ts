// Round monitor calls: the rounds under way, past rounds, and voiding an undrawn round.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as roundMonitor from './service';

export function roundMonitorRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminRoundMonitor, ({ body, language }) =>
    roundMonitor.monitor(ctx, body, language),
  );
  registerCall(app, calls.adminRoundList, ({ body, language }) =>
    roundMonitor.listRounds(ctx, body, language),
  );
  registerCall(app, calls.adminRoundVoid, ({ session, body }) => roundMonitor.voidRound(ctx, session, body));
}
