// Balance adjustment calls of operators: make one, list them, approve or reject one awaiting a second operator.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as adjustments from './service';

export function adjustmentRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.adminAdjustmentAdd, ({ session, body, language }) =>
    adjustments.adjustBalance(ctx, session, body, language),
  );
  registerCall(app, calls.adminAdjustmentList, ({ body, language }) =>
    adjustments.listAdjustments(ctx, body, language),
  );
  registerCall(app, calls.adminAdjustmentApprove, ({ session, body, language }) =>
    adjustments.decideAdjustment(ctx, session, body, 'applied', language),
  );
  registerCall(app, calls.adminAdjustmentReject, ({ session, body, language }) =>
    adjustments.decideAdjustment(ctx, session, body, 'rejected', language),
  );
}
