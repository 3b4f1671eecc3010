// Round calls: a room's current round and last results, the trend of a game type's results, the
// verification of a drawn round, and the public history of every round — the protocol's POST call, and the
// same history as plain JSON over GET, so anyone can record it with curl.
import { calls, type TRoundHistoryRequest, ZRoundHistoryResponse } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import { AppError } from '../../kernel/app-error';
import * as rounds from './service';

export function roundRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.roomOpenInfo, ({ body }) => rounds.roomOpenInfo(ctx, body.roomId));
  registerCall(app, calls.trend, ({ body, language }) => rounds.trend(ctx, body, language));
  registerCall(app, calls.verifyRound, ({ body }) => rounds.verifyRound(ctx, body.roundId));
  const history = (form: TRoundHistoryRequest) => rounds.roundHistory(ctx.db.orm, form, ctx.beacons);
  registerCall(app, calls.roundHistory, ({ body }) => history(body));
  app.get(calls.roundHistory.path, async (request) => {
    const form = calls.roundHistory.request.safeParse(request.query ?? {});
    if (!form.success) throw new AppError('InvalidInput');
    return ZRoundHistoryResponse.parse(await history(form.data));
  });
}
