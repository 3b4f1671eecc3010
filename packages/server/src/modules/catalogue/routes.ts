// Game calls: catalogue, odds, the open round, results, trend, verification, bet history and stats.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as game from './service';

export function gameRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.gameTypeList, ({ language }) => game.gameTypeList(ctx, language));
  registerCall(app, calls.gameAreaList, ({ body, language }) => game.gameAreaList(ctx, body, language));
  registerCall(app, calls.roomList, ({ body, language }) => game.roomList(ctx, body, language));
  registerCall(app, calls.roomOddsList, ({ body, language }) =>
    game.roomOddsList(ctx, body.roomId, language),
  );
  registerCall(app, calls.roomOpenInfo, ({ body }) => game.roomOpenInfo(ctx, body.roomId));
  registerCall(app, calls.exitRoom, async ({ body }) => {
    await game.exitRoom(ctx, body.roomId);
    return { ok: true } as const;
  });
  registerCall(app, calls.roomBetList, ({ session, body, language }) =>
    game.roomBetList(ctx, session, body, language),
  );
  registerCall(app, calls.allBetList, ({ session, body, language }) =>
    game.allBetList(ctx, session, body, language),
  );
  registerCall(app, calls.userStat, ({ session, body }) => game.userStat(ctx, session, body));
  registerCall(app, calls.trend, ({ body, language }) => game.trend(ctx, body, language));
  registerCall(app, calls.verifyRound, ({ body }) => game.verifyRound(ctx, body.roundId));
}
