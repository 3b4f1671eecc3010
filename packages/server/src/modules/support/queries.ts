// SQL of customer service: conversations (one per player) and their messages.
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { supportConversations, supportMessages, users } from '../../db/schema';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type Sender = MessageRow['sender'];

export async function findConversation(db: Executor, userId: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row;
}

/** The player's conversation, made on first use (concurrent first uses make one). */
export async function ensureConversation(db: Executor, userId: number): Promise<ConversationRow> {
  await db.insert(supportConversations).values({ userId }).onConflictDoNothing();
  const row = await findConversation(db, userId);
  if (!row) throw new Error('the conversation was not made');
  return row;
}

/** Locks the conversation row for the rest of the transaction: messages of one conversation queue. */
export async function lockConversation(db: Executor, id: number): Promise<void> {
  await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
}

export async function findMessageByKey(db: Executor, conversationId: number, sender: Sender, key: string) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.sender, sender),
        eq(supportMessages.idempotencyKey, key),
      ),
    );
  return row;
}

export async function insertMessage(db: Executor, message: typeof supportMessages.$inferInsert) {
  const [row] = await db.insert(supportMessages).values(message).returning();
  if (!row) throw new Error('insert answered nothing');
  return row;
}

/** After a message: the conversation's last message, and whether the player now waits for an answer. */
export async function noteMessage(db: Executor, conversationId: number, message: MessageRow): Promise<void> {
  const isPlayer = message.sender === 'player';
  await db
    .update(supportConversations)
    .set({
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      waitingSince: isPlayer
        ? sql`coalesce(${supportConversations.waitingSince}, ${message.createdAt.toISOString()}::timestamptz)`
        : null,
      // One's own message is read by oneself.
      ...(isPlayer ? { playerReadId: message.id } : { operatorReadId: message.id }),
      ...(isPlayer ? { playerTypingAt: null } : {}),
    })
    .where(eq(supportConversations.id, conversationId));
}

/** Messages with an id below `beforeId`, newest first; one more than `limit` says whether more remain. */
export async function selectMessages(
  db: Executor,
  conversationId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        beforeId === undefined ? undefined : lt(supportMessages.id, beforeId),
      ),
    )
    .orderBy(desc(supportMessages.id))
    .limit(limit);
}

export async function findMessage(db: Executor, conversationId: number, id: number) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.id, id)));
  return row;
}

/** Messages from `sender` after the reader's position: what the other side has not read. */
export async function countUnread(db: Executor, conversationId: number, sender: Sender, afterId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.sender, sender),
        gt(supportMessages.id, afterId),
      ),
    );
  return row?.count ?? 0;
}

/** Moves a read position forward (never back); answers the conversation as it now is. */
export async function readUpTo(db: Executor, conversationId: number, reader: Sender, messageId: number) {
  const column =
    reader === 'player' ? supportConversations.playerReadId : supportConversations.operatorReadId;
  const [row] = await db
    .update(supportConversations)
    .set(
      reader === 'player'
        ? { playerReadId: sql`greatest(${column}, ${messageId})` }
        : { operatorReadId: sql`greatest(${column}, ${messageId})` },
    )
    .where(eq(supportConversations.id, conversationId))
    .returning();
  if (!row) throw new Error('the conversation is gone');
  return row;
}

export async function notePlayerTyping(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(supportConversations)
    .set({ playerTypingAt: at })
    .where(eq(supportConversations.userId, userId));
}

/** Which conversations an inbox list shows: by status, and by whom they are assigned to. */
export type ConversationFilter = { status?: ConversationRow['status']; assigneeId?: number | null };

function conversationsWhere(filter: ConversationFilter) {
  return and(
    isNotNull(supportConversations.lastMessageId),
    filter.status ? eq(supportConversations.status, filter.status) : undefined,
    filter.assigneeId === undefined
      ? undefined
      : filter.assigneeId === null
        ? isNull(supportConversations.assigneeId)
        : eq(supportConversations.assigneeId, filter.assigneeId),
  );
}

const assignees = alias(users, 'assignees');

/** Conversations with messages: waiting ones first, longest waiting first, then the most recent. */
export async function selectConversations(
  db: Executor,
  filter: ConversationFilter,
  limit: number,
  offset: number,
) {
  return selectConversationRows(db)
    .where(conversationsWhere(filter))
    .orderBy(
      sql`${supportConversations.waitingSince} asc nulls last`,
      desc(supportConversations.lastMessageAt),
      asc(supportConversations.id),
    )
    .limit(limit)
    .offset(offset);
}

/** One player's conversation as the inbox lists it; undefined before their first message. */
export async function findConversationEntry(db: Executor, userId: number) {
  const [row] = await selectConversationRows(db).where(eq(supportConversations.userId, userId));
  return row;
}

function selectConversationRows(db: Executor) {
  const unread = db
    .select({ count: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, supportConversations.id),
        eq(supportMessages.sender, 'player'),
        gt(supportMessages.id, supportConversations.operatorReadId),
      ),
    );
  return db
    .select({
      conversation: supportConversations,
      account: users.account,
      nickName: users.nickName,
      assignee: assignees.account,
      last: supportMessages,
      unread: sql<number>`(${unread})`.mapWith(Number),
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .innerJoin(supportMessages, eq(supportMessages.id, supportConversations.lastMessageId))
    .leftJoin(assignees, eq(assignees.id, supportConversations.assigneeId))
    .$dynamic();
}

export async function countConversations(db: Executor, filter: ConversationFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(supportConversations)
    .where(conversationsWhere(filter));
  return row?.count ?? 0;
}

export async function findPlayer(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  return row;
}
