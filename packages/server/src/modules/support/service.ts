// Customer service: one conversation per player with the operators. A message is text or an image its
// sender uploaded; each side reads up to a message id (the other side's read receipt). New messages,
// operators typing and reads reach the player's sockets on every node (command 11, chatType 2); what the
// player does reaches the operators' inbox the same way (inbox.ts, the operators' side).
import {
  isPlayerRole,
  type TSupportHistoryRequest,
  type TSupportHistoryResponse,
  type TSupportMessage,
  type TSupportSendRequest,
  type TSupportUnreadResponse,
} from '@fair28/shared';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import { addMessage, announceRead, messageView, page, playerUnread, tellOperators } from './conversation';
import * as queries from './queries';

export * from './inbox';

/** At most one typing note per player in this time reaches the database. */
const TYPING_NOTE_MS = 2000;
const MINUTE = 60_000;

/** Staff have no conversation of their own: they answer players' through the operator calls. */
function requirePlayerSession(session: Session): void {
  if (!isPlayerRole(session.role)) throw new AppError('Forbidden');
}

export async function history(
  ctx: AppContext,
  session: Session,
  query: TSupportHistoryRequest,
): Promise<TSupportHistoryResponse> {
  requirePlayerSession(session);
  const db = ctx.db.orm;
  const conversation = await queries.findConversation(db, session.userId);
  return {
    ...(await page(db, conversation, query)),
    unread: conversation ? await playerUnread(db, conversation) : 0,
  };
}

export async function unread(ctx: AppContext, session: Session): Promise<TSupportUnreadResponse> {
  requirePlayerSession(session);
  const conversation = await queries.findConversation(ctx.db.orm, session.userId);
  return { unread: conversation ? await playerUnread(ctx.db.orm, conversation) : 0 };
}

export async function send(
  ctx: AppContext,
  session: Session,
  form: TSupportSendRequest,
): Promise<TSupportMessage> {
  requirePlayerSession(session);
  const limit = ctx.config.limits.supportPerUserPerMinute;
  if (!(await ctx.rateLimiter.hit(`support:user:${session.userId}`, limit, MINUTE))) {
    throw new AppError('RateLimited');
  }
  return messageView(await addMessage(ctx, session.userId, session, form));
}

export async function markRead(
  ctx: AppContext,
  session: Session,
  messageId: number,
): Promise<TSupportUnreadResponse> {
  requirePlayerSession(session);
  const db = ctx.db.orm;
  const conversation = await queries.findConversation(db, session.userId);
  if (!conversation || !(await queries.findMessage(db, conversation.id, messageId)))
    throw new AppError('NotFound');
  const updated = await queries.readUpTo(db, conversation.id, 'player', messageId);
  const count = await playerUnread(db, updated);
  if (updated.playerReadId !== conversation.playerReadId) {
    await announceRead(ctx, session.userId, updated, count);
    await tellOperators(ctx, session.userId, 'read');
  }
  return { unread: count };
}

/** The player is typing (from their socket): operators see it for a few seconds. */
export async function playerTyping(ctx: AppContext, userId: number): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`support:typing:${userId}`, 1, TYPING_NOTE_MS))) return;
  await queries.notePlayerTyping(ctx.db.orm, userId, ctx.now());
  await tellOperators(ctx, userId, 'typing');
}
