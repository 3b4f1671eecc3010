// Top-up calls of the player, the payment provider's notification, and the operator's review and catalogue.
import { calls, paths } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as deposits from './service';

export function depositRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.payList, ({ body, language }) => deposits.payChannels(ctx, language, body.payType));
  registerCall(app, calls.payAccountList, ({ body }) => deposits.payAccounts(ctx, body.payType));
  registerCall(app, calls.rechargeAdd, ({ session, body, language }) =>
    deposits.rechargeAdd(ctx, session, body, language),
  );
  registerCall(app, calls.rechargeList, ({ session, body, language }) =>
    deposits.rechargeList(ctx, session, body, language),
  );
  registerCall(app, calls.onlinePay, ({ session, body, request }) =>
    deposits.onlinePay(ctx, session, body, `${request.protocol}://${request.host}`),
  );

  // The provider's protocol, not ours: its signed form in, a plain-text acknowledgement out.
  app.post<{ Params: { provider: string } }>(`${paths.payNotify}/:provider`, async (request, reply) => {
    const fields =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const answer = await deposits.handleProviderNotification(ctx, request.params.provider, fields);
    if (answer.status !== 200)
      request.log.warn({ provider: request.params.provider, answer }, 'payment notification refused');
    if (answer.attention) {
      const { orderNo, problem } = answer.attention;
      request.log.warn({ provider: request.params.provider, orderNo }, `deposit ${problem}`);
    }
    return reply.code(answer.status).type('text/plain').send(answer.body);
  });

  registerCall(app, calls.adminDepositList, ({ body, language }) =>
    deposits.listDeposits(ctx, body, language),
  );
  registerCall(app, calls.adminDepositApprove, ({ session, body, language }) =>
    deposits.decideDeposit(ctx, session, body, 'credited', language),
  );
  registerCall(app, calls.adminDepositReject, ({ session, body, language }) =>
    deposits.decideDeposit(ctx, session, body, 'rejected', language),
  );
  registerCall(app, calls.adminPayChannelList, () => deposits.listChannelsForOperator(ctx));
  registerCall(app, calls.adminPayChannelSave, ({ session, body }) =>
    deposits.saveChannel(ctx, session, body),
  );
  registerCall(app, calls.adminReceivingAccountList, () => deposits.listReceivingAccountsForOperator(ctx));
  registerCall(app, calls.adminReceivingAccountSave, ({ session, body }) =>
    deposits.saveReceivingAccount(ctx, session, body),
  );
}
