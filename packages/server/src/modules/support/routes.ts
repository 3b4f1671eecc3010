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

  registerCall(app, calls.adminSupportConversationList, ({ session, body }) =>
    support.listConversations(ctx, session, body),
  );
  registerCall(app, calls.adminSupportCounts, ({ session }) => support.counts(ctx, session));
  registerCall(app, calls.adminSupportAgents, () => support.agents(ctx));
  registerCall(app, calls.adminSupportHistory, ({ body }) => support.operatorHistory(ctx, body));
  registerCall(app, calls.adminSupportReply, ({ session, body }) => support.reply(ctx, session, body));
  registerCall(app, calls.adminSupportRead, ({ session, body }) =>
    support.operatorMarkRead(ctx, session, body),
  );
  registerCall(app, calls.adminSupportTyping, ({ body }) => support.operatorTyping(ctx, body.userId));
  registerCall(app, calls.adminSupportStatus, ({ session, body }) => support.setStatus(ctx, session, body));
  registerCall(app, calls.adminSupportAssign, ({ session, body }) => support.assign(ctx, session, body));
  registerCall(app, calls.adminSupportNoteAdd, ({ session, body }) => support.addNote(ctx, session, body));
  registerCall(app, calls.adminSupportNoteList, ({ body }) => support.listNotes(ctx, body.userId));
  registerCall(app, calls.adminCannedReplyList, () => support.cannedReplies(ctx));
  registerCall(app, calls.adminCannedReplySave, ({ session, body }) =>
    support.saveCannedReply(ctx, session, body),
  );
  registerCall(app, calls.adminCannedReplyDelete, ({ session, body }) =>
    support.deleteCannedReply(ctx, session, body.id),
  );
}
