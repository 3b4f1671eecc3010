// The player's system messages: list them, mark them read.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as notifications from './service';

export function notificationRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.messageList, ({ session, body, language }) =>
    notifications.listMessages(ctx, session, body, language),
  );
  registerCall(app, calls.messageRead, ({ session, body }) => notifications.markRead(ctx, session, body.id));
}
