// The operator audit log, for operators.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as operatorLog from './service';

export function operatorLogRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminAuditList, ({ body }) => operatorLog.listActions(ctx, body));
}
