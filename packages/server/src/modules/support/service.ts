// Customer service: one conversation per player with the operators. A message is text or an image its
// sender uploaded; each side reads up to a message id (the other side's read receipt). New messages,
// operators typing and reads reach the player's sockets on every node (command 11, chatType 2); the
// player's typing comes over the socket and shows in the operators' conversation list for a few seconds.
import {
  isPlayerRole,
  type TAdminSupportConversationListResponse,
  type TAdminSupportHistoryRequest,
  type TAdminSupportHistoryResponse,
  type TAdminSupportMarkReadRequest,
  type TAdminSupportReplyRequest,
  type TPageRequest,
  type TSupportHistoryRequest,
  type TSupportHistoryResponse,
  type TSupportMessage,
  type TSupportSendRequest,
  type TSupportUnreadResponse,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { loadPage } from '../../infra/paging';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as operatorLog from '../operator-log/service';
import * as uploads from '../uploads/service';
import * as queries from './queries';

/** How long a player's typing shows to operators after it reached the server. */
export const PLAYER_TYPING_MS = 6000;
/** At most one typing note per player in this time reaches the database. */
const TYPING_NOTE_MS = 2000;
const MINUTE = 60_000;

function messageView(row: queries.MessageRow): TSupportMessage {
  return {
    id: row.id,
    sender: row.sender,
    text: row.text,
    imageUrl: uploads.optionalImageUrl(row.imageId),
    createTime: row.createdAt.toISOString(),
  };
}

async function page(
  db: Executor,
  conversation: queries.ConversationRow | undefined,
  query: TSupportHistoryRequest,
) {
  if (!conversation) return { list: [], hasMore: false, playerReadId: 0, operatorReadId: 0 };
  const rows = await queries.selectMessages(db, conversation.id, query.beforeId, query.pageSize + 1);
  return {
    list: rows.slice(0, query.pageSize).map(messageView),
    hasMore: rows.length > query.pageSize,
    playerReadId: conversation.playerReadId,
    operatorReadId: conversation.operatorReadId,
  };
}

function playerUnread(db: Executor, conversation: queries.ConversationRow): Promise<number> {
  return queries.countUnread(db, conversation.id, 'operator', conversation.playerReadId);
}

function operatorUnread(db: Executor, conversation: queries.ConversationRow): Promise<number> {
  return queries.countUnread(db, conversation.id, 'player', conversation.operatorReadId);
}

function isTyping(ctx: AppContext, conversation: queries.ConversationRow | undefined): boolean {
  const at = conversation?.playerTypingAt;
  return at !== undefined && at !== null && ctx.now().getTime() - at.getTime() < PLAYER_TYPING_MS;
}

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

type NewMessage = { text?: string; imageId?: string; idempotencyKey?: string };

/**
 * Stores a message in the player's conversation (made on first use) and tells the player's sockets. The
 * same key again answers the first message and stores nothing; an image must be the writer's own upload.
 */
async function addMessage(
  ctx: AppContext,
  playerId: number,
  writer: Session,
  form: NewMessage,
): Promise<TSupportMessage> {
  const sender = writer.userId === playerId ? 'player' : 'operator';
  const db = ctx.db.orm;
  const known = await queries.findConversation(db, playerId);
  if (known && form.idempotencyKey) {
    const earlier = await queries.findMessageByKey(db, known.id, sender, form.idempotencyKey);
    if (earlier) return messageView(earlier);
  }
  let row: queries.MessageRow;
  try {
    row = await ctx.db.orm.transaction(async (tx) => {
      const conversation = await queries.ensureConversation(tx, playerId);
      await queries.lockConversation(tx, conversation.id);
      const imageId = form.imageId ? await uploads.requireOwnImage(tx, writer.userId, form.imageId) : null;
      // An operator's image is shown to the player, who does not own it.
      if (imageId && sender === 'operator') await uploads.publishImage(tx, imageId);
      const message = await queries.insertMessage(tx, {
        conversationId: conversation.id,
        sender,
        operatorId: sender === 'operator' ? writer.userId : null,
        text: form.text ?? '',
        imageId,
        idempotencyKey: form.idempotencyKey ?? null,
        createdAt: ctx.now(),
      });
      await queries.noteMessage(tx, conversation.id, message);
      if (sender === 'operator') {
        await operatorLog.recordAction(tx, writer, {
          action: 'support.reply',
          targetType: 'user',
          targetId: playerId,
        });
      }
      return message;
    });
  } catch (error) {
    // The same key at the same moment: the first one stored answers.
    if (!form.idempotencyKey || !isUniqueViolation(error)) throw error;
    const conversation = await queries.ensureConversation(db, playerId);
    const first = await queries.findMessageByKey(db, conversation.id, sender, form.idempotencyKey);
    if (!first) throw error;
    return messageView(first);
  }
  const view = messageView(row);
  const conversation = await queries.ensureConversation(db, playerId);
  await ctx.sockets.publishToUser(playerId, {
    type: 'support',
    message: view,
    unread: await playerUnread(db, conversation),
  });
  return view;
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
  return addMessage(ctx, session.userId, session, form);
}

/** Tells the player's sockets (their other devices) where both read positions now are. */
async function announceRead(
  ctx: AppContext,
  playerId: number,
  conversation: queries.ConversationRow,
  unreadCount: number,
) {
  await ctx.sockets.publishToUser(playerId, {
    type: 'supportRead',
    operatorReadId: conversation.operatorReadId,
    playerReadId: conversation.playerReadId,
    unread: unreadCount,
  });
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
  if (updated.playerReadId !== conversation.playerReadId)
    await announceRead(ctx, session.userId, updated, count);
  return { unread: count };
}

/** The player is typing (from their socket): operators see it for a few seconds. */
export async function playerTyping(ctx: AppContext, userId: number): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`support:typing:${userId}`, 1, TYPING_NOTE_MS))) return;
  await queries.notePlayerTyping(ctx.db.orm, userId, ctx.now());
}

// The operators' side.

/** A player's conversation for an operator: the player must exist (staff have no conversation). */
async function requirePlayer(db: Executor, userId: number): Promise<void> {
  const user = await queries.findPlayer(db, userId);
  if (!user || !isPlayerRole(user.role)) throw new AppError('NotFound');
}

export async function listConversations(
  ctx: AppContext,
  query: TPageRequest,
): Promise<TAdminSupportConversationListResponse> {
  const db = ctx.db.orm;
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectConversations(db, limit, offset),
      total: () => queries.countConversations(db),
    },
    (row) => ({
      userId: row.conversation.userId,
      account: row.account,
      nickName: row.nickName,
      lastMessage: messageView(row.last),
      waitingSince: row.conversation.waitingSince?.toISOString() ?? null,
      unread: row.unread,
      playerTyping: isTyping(ctx, row.conversation),
    }),
  );
}

export async function operatorHistory(
  ctx: AppContext,
  query: TAdminSupportHistoryRequest,
): Promise<TAdminSupportHistoryResponse> {
  const db = ctx.db.orm;
  await requirePlayer(db, query.userId);
  const conversation = await queries.findConversation(db, query.userId);
  return {
    ...(await page(db, conversation, query)),
    unread: conversation ? await operatorUnread(db, conversation) : 0,
    playerTyping: isTyping(ctx, conversation),
  };
}

export async function reply(
  ctx: AppContext,
  session: Session,
  form: TAdminSupportReplyRequest,
): Promise<TSupportMessage> {
  await requirePlayer(ctx.db.orm, form.userId);
  return addMessage(ctx, form.userId, session, form);
}

export async function operatorMarkRead(
  ctx: AppContext,
  session: Session,
  form: TAdminSupportMarkReadRequest,
): Promise<TSupportUnreadResponse> {
  const db = ctx.db.orm;
  const conversation = await queries.findConversation(db, form.userId);
  if (!conversation || !(await queries.findMessage(db, conversation.id, form.messageId))) {
    throw new AppError('NotFound');
  }
  const updated = await ctx.db.orm.transaction(async (tx) => {
    const row = await queries.readUpTo(tx, conversation.id, 'operator', form.messageId);
    if (row.operatorReadId !== conversation.operatorReadId) {
      await operatorLog.recordAction(tx, session, {
        action: 'support.read',
        targetType: 'user',
        targetId: form.userId,
      });
    }
    return row;
  });
  if (updated.operatorReadId !== conversation.operatorReadId) {
    await announceRead(ctx, form.userId, updated, await playerUnread(db, updated));
  }
  return { unread: await operatorUnread(db, updated) };
}

/** An operator is typing to the player: their sockets show it for a few seconds. */
export async function operatorTyping(ctx: AppContext, userId: number): Promise<{ ok: true }> {
  await requirePlayer(ctx.db.orm, userId);
  await ctx.sockets.publishToUser(userId, { type: 'supportTyping' });
  return { ok: true };
}
