// The home screen's one call.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as home from './service';

export function homeRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.homePage, ({ session, language }) => home.homePage(ctx, session, language));
}
