// A player's conversation as both sides use it: messages and their views, read positions, and adding a
// message — which reaches the player's sockets and the operators' inbox on every node, and reopens the
// conversation (assigning it when nobody has it) when the player writes.
import type { SupportInboxContent, TSupportHistoryRequest, TSupportMessage } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as operatorLog from '../operator-log/service';
import * as push from '../push/service';
import * as uploads from '../uploads/service';
import * as inboxQueries from './inbox-queries';
import * as queries from './queries';

/** How long a player's typing shows to operators after it reached the server. */
export const PLAYER_TYPING_MS = 6000;

/**
 * A message as its reader gets it. The player's app fetches images with its session (the plain path);
 * operators get signed links, which their console shows as they are.
 */
export function messageView(
  row: queries.MessageRow,
  link: uploads.ImageLink = uploads.optionalImageUrl,
): TSupportMessage {
  return {
    id: row.id,
    sender: row.sender,
    text: row.text,
    imageUrl: link(row.imageId),
    createTime: row.createdAt.toISOString(),
  };
}

export async function page(
  db: Executor,
  conversation: queries.ConversationRow | undefined,
  query: TSupportHistoryRequest,
  link: uploads.ImageLink = uploads.optionalImageUrl,
) {
  if (!conversation) return { list: [], hasMore: false, playerReadId: 0, operatorReadId: 0 };
  const rows = await queries.selectMessages(db, conversation.id, query.beforeId, query.pageSize + 1);
  return {
    list: rows.slice(0, query.pageSize).map((row) => messageView(row, link)),
    hasMore: rows.length > query.pageSize,
    playerReadId: conversation.playerReadId,
    operatorReadId: conversation.operatorReadId,
  };
}

export function playerUnread(db: Executor, conversation: queries.ConversationRow): Promise<number> {
  return queries.countUnread(db, conversation.id, 'operator', conversation.playerReadId);
}

export function operatorUnread(db: Executor, conversation: queries.ConversationRow): Promise<number> {
  return queries.countUnread(db, conversation.id, 'player', conversation.operatorReadId);
}

export function isTyping(ctx: AppContext, conversation: queries.ConversationRow | undefined): boolean {
  const at = conversation?.playerTypingAt;
  return at !== undefined && at !== null && ctx.now().getTime() - at.getTime() < PLAYER_TYPING_MS;
}

/** Tells every operator's inbox that a conversation changed; it asks again for what it shows. */
export async function tellOperators(
  ctx: AppContext,
  playerId: number,
  event: SupportInboxContent['event'],
  message?: TSupportMessage,
): Promise<void> {
  await ctx.sockets.publishToStaff({
    type: 'supportInbox',
    userId: playerId,
    event,
    ...(message ? { message } : {}),
  });
}

/**
 * The player wrote: the conversation is open again, and one nobody has goes to the signed-in operator
 * with the fewest open conversations (when auto-assign is on). Under the conversation's lock.
 */
async function reopenForPlayer(ctx: AppContext, tx: Executor, playerId: number): Promise<void> {
  const conversation = await queries.findConversation(tx, playerId);
  if (!conversation) return;
  if (conversation.status !== 'open') await inboxQueries.setStatus(tx, conversation.id, 'open');
  if (conversation.assigneeId !== null || !ctx.config.supportAutoAssign) return;
  const operatorId = await inboxQueries.leastBusyOperator(tx, ctx.now());
  if (operatorId !== undefined) await inboxQueries.setAssignee(tx, conversation.id, operatorId);
}

/** How much of an operator's message its push shows: a lock screen's few lines. */
const PUSH_PREVIEW_CHARACTERS = 120;

/** The push of an operator's answer: its text, cut to a preview, or the word for an image. */
function supportPush(message: queries.MessageRow): push.Push {
  const text = [...message.text.trim()];
  const preview =
    text.length > PUSH_PREVIEW_CHARACTERS
      ? `${text.slice(0, PUSH_PREVIEW_CHARACTERS).join('')}…`
      : text.join('');
  return { kind: 'supportAnswered', args: [preview || { key: 'push.supportImage', args: [] }] };
}

export type NewMessage = { text?: string; imageId?: string; idempotencyKey?: string };

/**
 * Stores a message in the player's conversation (made on first use) and tells the player's sockets. The
 * same key again answers the first message and stores nothing; an image must be the writer's own upload.
 */
export async function addMessage(
  ctx: AppContext,
  playerId: number,
  writer: Session,
  form: NewMessage,
): Promise<queries.MessageRow> {
  const sender = writer.userId === playerId ? 'player' : 'operator';
  const db = ctx.db.orm;
  const known = await queries.findConversation(db, playerId);
  if (known && form.idempotencyKey) {
    const earlier = await queries.findMessageByKey(db, known.id, sender, form.idempotencyKey);
    if (earlier) return earlier;
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
      if (sender === 'player') await reopenForPlayer(ctx, tx, playerId);
      if (sender === 'operator') {
        await operatorLog.recordAction(tx, writer, {
          action: 'support.reply',
          targetType: 'user',
          targetId: playerId,
        });
        await push.pushToPlayer(tx, playerId, supportPush(message), ctx.now());
      }
      return message;
    });
  } catch (error) {
    // The same key at the same moment: the first one stored answers.
    if (!form.idempotencyKey || !isUniqueViolation(error)) throw error;
    const conversation = await queries.ensureConversation(db, playerId);
    const first = await queries.findMessageByKey(db, conversation.id, sender, form.idempotencyKey);
    if (!first) throw error;
    return first;
  }
  const view = messageView(row);
  const conversation = await queries.ensureConversation(db, playerId);
  await ctx.sockets.publishToUser(playerId, {
    type: 'support',
    message: view,
    unread: await playerUnread(db, conversation),
  });
  await tellOperators(ctx, playerId, 'message', messageView(row, await uploads.imageLinks(ctx)));
  return row;
}

/** Tells the player's sockets (their other devices) where both read positions now are. */
export async function announceRead(
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
