// The public statistics call (no token).
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as stats from './service';

export function statsRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.publicStats, ({ language }) => stats.publicStats(ctx, language));
}
