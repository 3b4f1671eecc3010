// Auto-bet calls: the player's plans, saving one, starting it in a room and stopping it.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as autoBet from './service';

export function autoBetRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.planList, ({ session, language }) => autoBet.listPlans(ctx, session, language));
  registerCall(app, calls.planSave, ({ session, body, language }) =>
    autoBet.savePlan(ctx, session, body, language),
  );
  registerCall(app, calls.planStart, ({ session, body, language }) =>
    autoBet.startPlan(ctx, session, body, language),
  );
  registerCall(app, calls.planStop, ({ session, body, language }) =>
    autoBet.stopPlan(ctx, session, body, language),
  );
}
