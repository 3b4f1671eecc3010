// Fairness calls: the public list of every game type's hash chains — the protocol's POST call, and the
// same list as plain JSON over GET, so anyone can record it with curl.
import { calls, ZChainListResponse } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import { AppError } from '../../kernel/app-error';
import * as fairness from './service';

export function fairnessRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.chainList, ({ body }) =>
    fairness.chainList(ctx.db.orm, body, ctx.now(), ctx.config.game.chainKey),
  );
  app.get(calls.chainList.path, async (request) => {
    const form = calls.chainList.request.safeParse(request.query ?? {});
    if (!form.success) throw new AppError('InvalidInput');
    const list = await fairness.chainList(ctx.db.orm, form.data, ctx.now(), ctx.config.game.chainKey);
    return ZChainListResponse.parse(list);
  });
}
