// Risk flag calls: the list operators filter by kind and player.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as risk from './service';

export function riskRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminRiskFlagList, ({ body, language }) => risk.listFlags(ctx, body, language));
}
