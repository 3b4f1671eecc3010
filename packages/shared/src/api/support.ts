// Customer service (modules/support), the player's and the operators' calls (`supportCalls`) and their
// schemas: one conversation per player with the operators. Messages are plain text (1–1000 characters) or
// an uploaded image, paged newest first by id; each side reads up to a message id, which is also the other
// side's read receipt.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZOkResponse } from './accounts';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { idField, intField, intFieldOr, rowIdField, ZIdempotencyKey, ZPage, ZPageRequest } from './fields';
import { ZImageId } from './uploads';

/** The longest support message, in characters (code points, so an emoji counts once). */
export const SUPPORT_TEXT_MAX_LENGTH = 1000;
export const SUPPORT_PAGE_SIZE_DEFAULT = 20;

// Control characters other than line breaks and tabs would let a message rewrite how others render.
const CONTROL_CHARACTER = /[^\P{Cc}\n\t]/u;

export const supportSenders = ['player', 'operator'] as const;
export type SupportSender = (typeof supportSenders)[number];

/** A message's text: trimmed, 1–1000 characters; data, rendered as text, never as HTML. */
export const ZSupportText = z
  .string({ error: 'support.textEmpty' satisfies MessageKey })
  .trim()
  .min(1, 'support.textEmpty' satisfies MessageKey)
  .refine((text) => [...text].length <= SUPPORT_TEXT_MAX_LENGTH, 'support.textTooLong' satisfies MessageKey)
  .refine((text) => !CONTROL_CHARACTER.test(text), 'im.chatControlCharacters' satisfies MessageKey);

/** What a message carries: text or an image the sender uploaded (upload call's `id`), never both. */
const supportBodyFields = {
  text: z.preprocess((value) => (value === '' ? undefined : value), ZSupportText.optional()),
  imageId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    ZImageId('upload.chooseImage').optional(),
  ),
};

function hasTextOrImage(body: { text?: string | undefined; imageId?: string | undefined }): boolean {
  return (body.text === undefined) !== (body.imageId === undefined);
}
const textOrImage = { message: 'support.textOrImage' satisfies MessageKey };

export const ZSupportMessage = z.object({
  id: z.number().int(),
  sender: z.enum(supportSenders),
  text: z.string(),
  /** The image's URL (the upload call's GET), '' for a text message. */
  imageUrl: z.string(),
  createTime: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

/** A page of history, newest first: messages with an id below `beforeId` (all when left out). */
export const ZSupportHistoryRequest = z.object({
  beforeId: z.preprocess((value) => (value === '' ? undefined : value), idField().optional()),
  pageSize: intFieldOr(SUPPORT_PAGE_SIZE_DEFAULT, 1, 100),
});
export type TSupportHistoryRequest = z.output<typeof ZSupportHistoryRequest>;

export const ZSupportHistoryResponse = z.object({
  /** Newest first. */
  list: z.array(ZSupportMessage),
  /** Whether older messages remain (ask again with `beforeId` = the last id of this page). */
  hasMore: z.boolean(),
  /** The last message id the player has read (0: none). */
  playerReadId: z.number().int(),
  /** The last message id an operator has read: the player's read receipts (0: none). */
  operatorReadId: z.number().int(),
  /** Operator messages the player has not read. */
  unread: z.number().int(),
});
export type TSupportHistoryResponse = z.infer<typeof ZSupportHistoryResponse>;

/** The player's message; the same `idempotencyKey` again answers the first message and stores nothing. */
export const ZSupportSendRequest = z
  .object({ ...supportBodyFields, idempotencyKey: ZIdempotencyKey })
  .refine(hasTextOrImage, textOrImage);
export type TSupportSendRequest = z.output<typeof ZSupportSendRequest>;

/** Reads every message up to this id (the newest one shown). */
export const ZSupportMarkReadRequest = z.object({ messageId: rowIdField() });
export type TSupportMarkReadRequest = z.output<typeof ZSupportMarkReadRequest>;

export const ZSupportUnreadResponse = z.object({ unread: z.number().int() });
export type TSupportUnreadResponse = z.infer<typeof ZSupportUnreadResponse>;

// The operators' side.

/**
 * Where a conversation stands for the operators: open (the player waits, or it is being worked), pending
 * (the operators wait on the player) or resolved. A player's new message opens it again.
 */
export const supportStatuses = ['open', 'pending', 'resolved'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** Whose conversations a list shows: the caller's, nobody's, or everybody's. */
export const supportAssigneeFilters = ['mine', 'unassigned', 'all'] as const;

export const ZAdminSupportConversation = z.object({
  userId: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  status: z.enum(supportStatuses),
  /** The operator the conversation is assigned to, or null. */
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  lastMessage: ZSupportMessage.nullable(),
  /** Since when the player has waited for an answer (their oldest unanswered message), or null. */
  waitingSince: z.string().nullable(),
  /** The player's messages no operator has read. */
  unread: z.number().int(),
  /** Whether the player typed in the last few seconds. */
  playerTyping: z.boolean(),
});
export type TAdminSupportConversation = z.infer<typeof ZAdminSupportConversation>;

const optionalText = (value: unknown) => (value === '' ? undefined : value);

/** Conversations, those waiting longest first, then the most recent; by status and whose they are. */
export const ZAdminSupportConversationListRequest = ZPageRequest.extend({
  status: z.preprocess(optionalText, z.enum(supportStatuses).optional()),
  assignee: z.preprocess(
    optionalText,
    z.enum(supportAssigneeFilters, { error: 'error.InvalidInput' satisfies MessageKey }).default('all'),
  ),
});
export type TAdminSupportConversationListRequest = z.output<typeof ZAdminSupportConversationListRequest>;
export const ZAdminSupportConversationListResponse = ZPage(ZAdminSupportConversation);
export type TAdminSupportConversationListResponse = z.infer<typeof ZAdminSupportConversationListResponse>;

export const ZAdminSupportHistoryRequest = ZSupportHistoryRequest.extend({ userId: rowIdField() });
export type TAdminSupportHistoryRequest = z.output<typeof ZAdminSupportHistoryRequest>;
export const ZAdminSupportHistoryResponse = ZSupportHistoryResponse.omit({ unread: true }).extend({
  /** The player's messages no operator has read. */
  unread: z.number().int(),
  playerTyping: z.boolean(),
});
export type TAdminSupportHistoryResponse = z.infer<typeof ZAdminSupportHistoryResponse>;

/** An operator's reply, text or an image the operator uploaded; an optional key makes a retry safe. */
export const ZAdminSupportReplyRequest = z
  .object({ userId: rowIdField(), ...supportBodyFields, idempotencyKey: ZIdempotencyKey.optional() })
  .refine(hasTextOrImage, textOrImage);
export type TAdminSupportReplyRequest = z.output<typeof ZAdminSupportReplyRequest>;

export const ZAdminSupportMarkReadRequest = ZSupportMarkReadRequest.extend({ userId: rowIdField() });
export type TAdminSupportMarkReadRequest = z.output<typeof ZAdminSupportMarkReadRequest>;

/** An operator is typing to this player: pushed to the player's sockets. */
export const ZAdminSupportTypingRequest = z.object({ userId: rowIdField() });
export type TAdminSupportTypingRequest = z.output<typeof ZAdminSupportTypingRequest>;

/** How many conversations each inbox tab holds, and how many player messages no operator has read. */
export const ZAdminSupportCountsResponse = z.object({
  open: z.number().int(),
  pending: z.number().int(),
  resolved: z.number().int(),
  /** Open and assigned to the caller. */
  mine: z.number().int(),
  /** Open and assigned to nobody. */
  unassigned: z.number().int(),
  /** Player messages no operator has read, in every conversation. */
  unread: z.number().int(),
});
export type TAdminSupportCountsResponse = z.infer<typeof ZAdminSupportCountsResponse>;

/** The operators a conversation may be assigned to: active staff who answer players. */
export const ZAdminSupportAgentsResponse = z.object({
  list: z.array(z.object({ userId: z.number().int(), account: z.string() })),
});
export type TAdminSupportAgentsResponse = z.infer<typeof ZAdminSupportAgentsResponse>;

export const ZAdminSupportStatusRequest = z.object({
  userId: rowIdField(),
  status: z.enum(supportStatuses, { error: 'error.InvalidInput' satisfies MessageKey }),
});
export type TAdminSupportStatusRequest = z.output<typeof ZAdminSupportStatusRequest>;

/** Assigns the conversation to an operator who answers players, or to nobody (`assigneeId` 0). */
export const ZAdminSupportAssignRequest = z.object({
  userId: rowIdField(),
  assigneeId: intField(0, Number.MAX_SAFE_INTEGER),
});
export type TAdminSupportAssignRequest = z.output<typeof ZAdminSupportAssignRequest>;

/** A private note: operators see it beside the conversation, the player never does. */
export const ZSupportNote = z.object({
  id: z.number().int(),
  operator: z.string(),
  text: z.string(),
  createTime: z.string(),
});
export type TSupportNote = z.infer<typeof ZSupportNote>;

export const ZAdminSupportNoteAddRequest = z.object({ userId: rowIdField(), text: ZSupportText });
export type TAdminSupportNoteAddRequest = z.output<typeof ZAdminSupportNoteAddRequest>;

/** Every note of a conversation, oldest first. */
export const ZAdminSupportNoteListRequest = z.object({ userId: rowIdField() });
export const ZAdminSupportNoteListResponse = z.object({ list: z.array(ZSupportNote) });
export type TAdminSupportNoteListResponse = z.infer<typeof ZAdminSupportNoteListResponse>;

/** A canned reply's short code, typed after `/` in the reply box: lower-case letters, digits, - and _. */
export const ZCannedShortCode = z
  .string({ error: 'support.shortCodeInvalid' satisfies MessageKey })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,32}$/, 'support.shortCodeInvalid' satisfies MessageKey);

export const ZCannedReply = z.object({
  id: z.number().int(),
  shortCode: z.string(),
  text: z.string(),
  updateTime: z.string(),
});
export type TCannedReply = z.infer<typeof ZCannedReply>;

export const ZAdminCannedReplyListResponse = z.object({ list: z.array(ZCannedReply) });
export type TAdminCannedReplyListResponse = z.infer<typeof ZAdminCannedReplyListResponse>;

/** Adds a canned reply, or changes the one with `id`; short codes are unique. */
export const ZAdminCannedReplySaveRequest = z.object({
  id: z.preprocess(optionalText, rowIdField().optional()),
  shortCode: ZCannedShortCode,
  text: ZSupportText,
});
export type TAdminCannedReplySaveRequest = z.output<typeof ZAdminCannedReplySaveRequest>;

export const ZAdminCannedReplyDeleteRequest = z.object({ id: rowIdField() });
export type TAdminCannedReplyDeleteRequest = z.output<typeof ZAdminCannedReplyDeleteRequest>;

/** Customer service: the player's one conversation (staff have none: StaffAccount), and the operators answering it. */
export const supportCalls = defineCalls({
  supportHistory: {
    path: '/api/v1/support/history',
    auth: true,
    playersOnly: true,
    request: ZSupportHistoryRequest,
    response: ZSupportHistoryResponse,
  },
  supportSend: {
    path: '/api/v1/support/send',
    auth: true,
    playersOnly: true,
    request: ZSupportSendRequest,
    response: ZSupportMessage,
  },
  supportRead: {
    path: '/api/v1/support/read',
    auth: true,
    playersOnly: true,
    request: ZSupportMarkReadRequest,
    response: ZSupportUnreadResponse,
  },
  supportUnread: {
    path: '/api/v1/support/unread',
    auth: true,
    playersOnly: true,
    request: ZEmptyRequest,
    response: ZSupportUnreadResponse,
  },
  adminSupportConversationList: {
    path: '/api/v1/admin/support/conversation/list',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportConversationListRequest,
    response: ZAdminSupportConversationListResponse,
  },
  adminSupportHistory: {
    path: '/api/v1/admin/support/history',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportHistoryRequest,
    response: ZAdminSupportHistoryResponse,
  },
  adminSupportReply: {
    path: '/api/v1/admin/support/reply',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportReplyRequest,
    response: ZSupportMessage,
  },
  adminSupportRead: {
    path: '/api/v1/admin/support/read',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportMarkReadRequest,
    response: ZSupportUnreadResponse,
  },
  adminSupportTyping: {
    path: '/api/v1/admin/support/typing',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportTypingRequest,
    response: ZOkResponse,
  },
  adminSupportCounts: {
    path: '/api/v1/admin/support/counts',
    auth: true,
    permission: 'support.answer',
    request: ZEmptyRequest,
    response: ZAdminSupportCountsResponse,
  },
  adminSupportAgents: {
    path: '/api/v1/admin/support/agents',
    auth: true,
    permission: 'support.answer',
    request: ZEmptyRequest,
    response: ZAdminSupportAgentsResponse,
  },
  adminSupportStatus: {
    path: '/api/v1/admin/support/status',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportStatusRequest,
    response: ZAdminSupportConversation,
  },
  adminSupportAssign: {
    path: '/api/v1/admin/support/assign',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportAssignRequest,
    response: ZAdminSupportConversation,
  },
  adminSupportNoteAdd: {
    path: '/api/v1/admin/support/note/add',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportNoteAddRequest,
    response: ZSupportNote,
  },
  adminSupportNoteList: {
    path: '/api/v1/admin/support/note/list',
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportNoteListRequest,
    response: ZAdminSupportNoteListResponse,
  },
  adminCannedReplyList: {
    path: '/api/v1/admin/support/canned/list',
    auth: true,
    permission: 'support.answer',
    request: ZEmptyRequest,
    response: ZAdminCannedReplyListResponse,
  },
  adminCannedReplySave: {
    path: '/api/v1/admin/support/canned/save',
    auth: true,
    permission: 'support.answer',
    request: ZAdminCannedReplySaveRequest,
    response: ZCannedReply,
  },
  adminCannedReplyDelete: {
    path: '/api/v1/admin/support/canned/delete',
    auth: true,
    permission: 'support.answer',
    request: ZAdminCannedReplyDeleteRequest,
    response: ZOkResponse,
  },
});
