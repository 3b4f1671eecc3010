// Withdrawal calls of the player, and the operator's review of withdrawals.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as withdrawals from './service';

export function withdrawalRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.withdrawalParams, ({ session, language }) =>
    withdrawals.withdrawalParams(ctx, session, language),
  );
  registerCall(app, calls.withdrawalAdd, ({ session, body, language }) =>
    withdrawals.requestWithdrawal(ctx, session, body, language),
  );
  registerCall(app, calls.withdrawalList, ({ session, body, language }) =>
    withdrawals.listWithdrawals(ctx, session, body, language),
  );
  registerCall(app, calls.adminWithdrawalList, ({ body, language }) =>
    withdrawals.listForOperator(ctx, body, language),
  );
  registerCall(app, calls.adminWithdrawalApprove, ({ session, body, language }) =>
    withdrawals.decideWithdrawal(ctx, session, body, 'paid', language),
  );
  registerCall(app, calls.adminWithdrawalReject, ({ session, body, language }) =>
    withdrawals.decideWithdrawal(ctx, session, body, 'rejected', language),
  );
}
