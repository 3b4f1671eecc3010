// Customer service, the operators' side: the inbox (conversations by status and assignee, with unread
// counts and typing), history, replies and reads, status and assignment, private notes and canned replies.
// Every change is in the audit log and reaches every operator's inbox over the socket.
import {
  isPlayerRole,
  type TAdminCannedReplyListResponse,
  type TAdminCannedReplySaveRequest,
  type TAdminSupportAgentsResponse,
  type TAdminSupportAssignRequest,
  type TAdminSupportConversation,
  type TAdminSupportConversationListRequest,
  type TAdminSupportConversationListResponse,
  type TAdminSupportCountsResponse,
  type TAdminSupportHistoryRequest,
  type TAdminSupportHistoryResponse,
  type TAdminSupportMarkReadRequest,
  type TAdminSupportNoteAddRequest,
  type TAdminSupportNoteListResponse,
  type TAdminSupportReplyRequest,
  type TAdminSupportStatusRequest,
  type TCannedReply,
  type TSupportMessage,
  type TSupportNote,
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
import {
  addMessage,
  announceRead,
  isTyping,
  messageView,
  operatorUnread,
  page,
  playerUnread,
  tellOperators,
} from './conversation';
import * as inboxQueries from './inbox-queries';
import * as queries from './queries';

type ConversationEntry = NonNullable<Awaited<ReturnType<typeof queries.findConversationEntry>>>;

function conversationView(
  ctx: AppContext,
  row: ConversationEntry,
  link: uploads.ImageLink,
): TAdminSupportConversation {
  return {
    userId: row.conversation.userId,
    account: row.account,
    nickName: row.nickName,
    status: row.conversation.status,
    assigneeId: row.conversation.assigneeId,
    assignee: row.assignee,
    lastMessage: messageView(row.last, link),
    waitingSince: row.conversation.waitingSince?.toISOString() ?? null,
    unread: row.unread,
    playerTyping: isTyping(ctx, row.conversation),
  };
}

/** The player's conversation, for a change an operator makes to it: it must have a message. */
async function requireConversation(db: Executor, userId: number) {
  const conversation = await queries.findConversation(db, userId);
  if (!conversation?.lastMessageId) throw new AppError('NotFound');
  return conversation;
}

async function entryOf(ctx: AppContext, userId: number): Promise<TAdminSupportConversation> {
  const row = await queries.findConversationEntry(ctx.db.orm, userId);
  if (!row) throw new AppError('NotFound');
  return conversationView(ctx, row, await uploads.imageLinks(ctx));
}

/** A player's conversation for an operator: the player must exist (staff have no conversation). */
async function requirePlayer(db: Executor, userId: number): Promise<void> {
  const user = await queries.findPlayer(db, userId);
  if (!user || !isPlayerRole(user.role)) throw new AppError('NotFound');
}

export async function listConversations(
  ctx: AppContext,
  session: Session,
  query: TAdminSupportConversationListRequest,
): Promise<TAdminSupportConversationListResponse> {
  const db = ctx.db.orm;
  const filter: queries.ConversationFilter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.assignee === 'mine' ? { assigneeId: session.userId } : {}),
    ...(query.assignee === 'unassigned' ? { assigneeId: null } : {}),
  };
  const link = await uploads.imageLinks(ctx);
  return loadPage(
    query,
    {
      rows: (limit, offset) => queries.selectConversations(db, filter, limit, offset),
      total: () => queries.countConversations(db, filter),
    },
    (row) => conversationView(ctx, row, link),
  );
}

export async function counts(ctx: AppContext, session: Session): Promise<TAdminSupportCountsResponse> {
  return inboxQueries.countTabs(ctx.db.orm, session.userId);
}

export async function agents(ctx: AppContext): Promise<TAdminSupportAgentsResponse> {
  return { list: await inboxQueries.selectAnsweringOperators(ctx.db.orm) };
}

export async function setStatus(
  ctx: AppContext,
  session: Session,
  form: TAdminSupportStatusRequest,
): Promise<TAdminSupportConversation> {
  await ctx.db.orm.transaction(async (tx) => {
    const conversation = await requireConversation(tx, form.userId);
    await queries.lockConversation(tx, conversation.id);
    await inboxQueries.setStatus(tx, conversation.id, form.status);
    await operatorLog.recordAction(tx, session, {
      action: 'support.status',
      targetType: 'user',
      targetId: form.userId,
      reason: `${conversation.status} → ${form.status}`,
    });
  });
  await tellOperators(ctx, form.userId, 'status');
  return entryOf(ctx, form.userId);
}

export async function assign(
  ctx: AppContext,
  session: Session,
  form: TAdminSupportAssignRequest,
): Promise<TAdminSupportConversation> {
  await ctx.db.orm.transaction(async (tx) => {
    const conversation = await requireConversation(tx, form.userId);
    const assigneeId =
      form.assigneeId === 0 ? null : await inboxQueries.findAnsweringOperator(tx, form.assigneeId);
    if (assigneeId === undefined) throw new AppError('InvalidInput', 'support.assigneeInvalid');
    await queries.lockConversation(tx, conversation.id);
    await inboxQueries.setAssignee(tx, conversation.id, assigneeId);
    await operatorLog.recordAction(tx, session, {
      action: 'support.assign',
      targetType: 'user',
      targetId: form.userId,
      reason: assigneeId === null ? 'nobody' : `operator ${assigneeId}`,
    });
  });
  await tellOperators(ctx, form.userId, 'assign');
  return entryOf(ctx, form.userId);
}

function noteView(row: inboxQueries.NoteRow): TSupportNote {
  return { id: row.id, operator: row.operator, text: row.text, createTime: row.createdAt.toISOString() };
}

export async function addNote(
  ctx: AppContext,
  session: Session,
  form: TAdminSupportNoteAddRequest,
): Promise<TSupportNote> {
  const note = await ctx.db.orm.transaction(async (tx) => {
    const conversation = await requireConversation(tx, form.userId);
    const createdAt = ctx.now();
    const id = await inboxQueries.insertNote(tx, {
      conversationId: conversation.id,
      operatorId: session.userId,
      text: form.text,
      createdAt,
    });
    await operatorLog.recordAction(tx, session, {
      action: 'support.note',
      targetType: 'user',
      targetId: form.userId,
    });
    const [added] = await inboxQueries.selectNotes(tx, conversation.id, id);
    if (!added) throw new Error('the note was not stored');
    return added;
  });
  await tellOperators(ctx, form.userId, 'note');
  return noteView(note);
}

export async function listNotes(ctx: AppContext, userId: number): Promise<TAdminSupportNoteListResponse> {
  const conversation = await queries.findConversation(ctx.db.orm, userId);
  if (!conversation) return { list: [] };
  return { list: (await inboxQueries.selectNotes(ctx.db.orm, conversation.id)).map(noteView) };
}

function cannedView(row: inboxQueries.CannedRow): TCannedReply {
  return { id: row.id, shortCode: row.shortCode, text: row.text, updateTime: row.updatedAt.toISOString() };
}

export async function cannedReplies(ctx: AppContext): Promise<TAdminCannedReplyListResponse> {
  return { list: (await inboxQueries.selectCannedReplies(ctx.db.orm)).map(cannedView) };
}

export async function saveCannedReply(
  ctx: AppContext,
  session: Session,
  form: TAdminCannedReplySaveRequest,
): Promise<TCannedReply> {
  try {
    const saved = await ctx.db.orm.transaction(async (tx) => {
      const row = await inboxQueries.saveCannedReply(tx, {
        id: form.id,
        shortCode: form.shortCode,
        text: form.text,
        updatedBy: session.userId,
        updatedAt: ctx.now(),
      });
      if (!row) throw new AppError('NotFound');
      await operatorLog.recordAction(tx, session, {
        action: form.id === undefined ? 'cannedReply.create' : 'cannedReply.update',
        targetType: 'cannedReply',
        targetId: row.id,
        reason: `/${row.shortCode}`,
      });
      return row;
    });
    return cannedView(saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('InvalidInput', 'support.shortCodeTaken');
    throw error;
  }
}

export async function deleteCannedReply(
  ctx: AppContext,
  session: Session,
  id: number,
): Promise<{ ok: true }> {
  await ctx.db.orm.transaction(async (tx) => {
    const row = await inboxQueries.findCannedReply(tx, id);
    if (!row || !(await inboxQueries.deleteCannedReply(tx, id))) throw new AppError('NotFound');
    await operatorLog.recordAction(tx, session, {
      action: 'cannedReply.delete',
      targetType: 'cannedReply',
      targetId: id,
      reason: `/${row.shortCode}`,
    });
  });
  return { ok: true };
}

export async function operatorHistory(
  ctx: AppContext,
  query: TAdminSupportHistoryRequest,
): Promise<TAdminSupportHistoryResponse> {
  const db = ctx.db.orm;
  await requirePlayer(db, query.userId);
  const conversation = await queries.findConversation(db, query.userId);
  return {
    ...(await page(db, conversation, query, await uploads.imageLinks(ctx))),
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
  return messageView(await addMessage(ctx, form.userId, session, form), await uploads.imageLinks(ctx));
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
    await tellOperators(ctx, form.userId, 'read');
  }
  return { unread: await operatorUnread(db, updated) };
}

/** An operator is typing to the player: their sockets show it for a few seconds. */
export async function operatorTyping(ctx: AppContext, userId: number): Promise<{ ok: true }> {
  await requirePlayer(ctx.db.orm, userId);
  await ctx.sockets.publishToUser(userId, { type: 'supportTyping' });
  return { ok: true };
}
