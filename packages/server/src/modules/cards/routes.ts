// Bank card and USDT address calls of the player, and the operator's review of card change requests.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as cards from './service';

const OK = { ok: true } as const;

export function cardRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.bankCardInfo, ({ session }) => cards.cardInfo(ctx, session));
  registerCall(app, calls.bankCardBind, ({ session, body }) => cards.bindCard(ctx, session, body));
  registerCall(app, calls.bankCardChange, ({ session, body, language }) =>
    cards.requestCardChange(ctx, session, body, language),
  );
  registerCall(app, calls.usdtList, ({ session }) => cards.usdtList(ctx, session));
  registerCall(app, calls.usdtAdd, ({ session, body }) => cards.usdtAdd(ctx, session, body));
  registerCall(app, calls.usdtDel, async ({ session, body }) => {
    await cards.usdtDel(ctx, session, body.id);
    return OK;
  });

  registerCall(app, calls.adminBankChangeList, ({ body, language }) =>
    cards.listChangeRequests(ctx, body, language),
  );
  registerCall(app, calls.adminBankChangeApprove, ({ session, body, language }) =>
    cards.decideCardChange(ctx, session, body, 'approved', language),
  );
  registerCall(app, calls.adminBankChangeReject, ({ session, body, language }) =>
    cards.decideCardChange(ctx, session, body, 'rejected', language),
  );
}
