// The dashboard call.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as dashboard from './service';

export function dashboardRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminDashboard, () => dashboard.dashboard(ctx));
}
