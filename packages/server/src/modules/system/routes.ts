// Start-up calls and the health check.
import { calls } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as system from './service';

export function systemRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.clientConfigs, ({ request, session, language }) =>
    system.clientConfigs(ctx, `${request.protocol}://${request.host}`, session, language),
  );
  registerCall(app, calls.version, async () => system.version());
  registerCall(app, calls.otherInfo, async () => system.otherInfo(ctx));

  app.get('/healthz', async (_request, reply) => {
    try {
      await ctx.db.orm.execute(sql`SELECT 1`);
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });
}
