// Client options: the operators' calls, and the page configs the app fetches (plain JSON, no token, as
// spec §4 has the app POST `{ route }` to an option's address).
import { calls, paths } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import { AppError } from '../../kernel/app-error';
import * as clientOptions from './service';

export function clientOptionRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminClientOptionList, () => clientOptions.list(ctx));
  registerCall(app, calls.adminClientOptionSave, ({ session, body }) =>
    clientOptions.save(ctx, session, body),
  );
  registerCall(app, calls.adminClientOptionDelete, ({ session, body }) =>
    clientOptions.remove(ctx, session, body.id),
  );

  app.post<{ Querystring: { key?: unknown } }>(paths.pageConfig, async (request, reply) => {
    const key = typeof request.query.key === 'string' ? request.query.key : '';
    try {
      return await clientOptions.pageConfig(ctx, key);
    } catch (error) {
      if (error instanceof AppError) return reply.code(404).send({ error: 'no page config' });
      throw error;
    }
  });
}
