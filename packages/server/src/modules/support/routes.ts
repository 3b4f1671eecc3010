// Customer service: the player's conversation, and the operators answering it.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as support from './service';

export function supportRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.supportHistory, ({ session, body }) => support.history(ctx, session, body));
  registerCall(app, calls.supportSend, ({ session, body }) => support.send(ctx, session, body));
  registerCall(app, calls.supportRead, ({ session, body }) => support.markRead(ctx, session, body.messageId));
  registerCall(app, calls.supportUnread, ({ session }) => support.unread(ctx, session));

  registerCall(app, calls.adminSupportConversationList, ({ body }) => support.listConversations(ctx, body));
  registerCall(app, calls.adminSupportHistory, ({ body }) => support.operatorHistory(ctx, body));
  registerCall(app, calls.adminSupportReply, ({ session, body }) => support.reply(ctx, session, body));
  registerCall(app, calls.adminSupportRead, ({ session, body }) =>
    support.operatorMarkRead(ctx, session, body),
  );
  registerCall(app, calls.adminSupportTyping, ({ body }) => support.operatorTyping(ctx, body.userId));
}
