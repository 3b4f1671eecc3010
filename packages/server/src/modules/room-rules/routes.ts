// Room rule calls: a room's public change log, and an admin's new version of its settings.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as roomRules from './service';

export function roomRuleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.roomRulesHistory, ({ body, language }) =>
    roomRules.rulesHistory(ctx, body.roomId, language),
  );
  registerCall(app, calls.adminRoomRulesSave, ({ session, body, language }) =>
    roomRules.saveRules(ctx, session, body, language),
  );
}
