// Catalogue calls: game types, areas, rooms, a room's odds and rules, and leaving a room.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as catalogue from './service';

export function catalogueRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.gameTypeList, ({ language }) => catalogue.gameTypeList(ctx, language));
  registerCall(app, calls.gameAreaList, ({ body, language }) => catalogue.gameAreaList(ctx, body, language));
  registerCall(app, calls.roomList, ({ body, language }) => catalogue.roomList(ctx, body, language));
  registerCall(app, calls.roomOddsList, ({ body, language }) =>
    catalogue.roomOddsList(ctx, body.roomId, language),
  );
  registerCall(app, calls.exitRoom, async ({ session, body }) => {
    await catalogue.exitRoom(ctx, session.userId, body.roomId);
    return { ok: true } as const;
  });
}
