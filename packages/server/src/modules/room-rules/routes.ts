// Room rule calls: a room's public change log, an admin's new version of its settings or opening, and
// the console's list of every game type, area and room with the versions in effect.
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
  registerCall(app, calls.adminRoomOpen, ({ session, body, language }) =>
    roomRules.setRoomOpen(ctx, session, body, language),
  );
  registerCall(app, calls.adminGameList, ({ language }) => roomRules.gameList(ctx, language));
}
