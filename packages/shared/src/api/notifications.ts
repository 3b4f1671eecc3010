// The player's system messages (the mine tab's "system notification"), their calls (`notificationCalls`:
// the list, marking read) and schemas: what happened to their top-ups, withdrawals and bank card change
// requests.
import { z } from 'zod';
import { defineCalls } from './define-calls';
import { idField, ZPage, ZPageRequest } from './fields';

export const ZSystemMessage = z.object({
  id: z.number().int(),
  /** Title and content in the request's language. */
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createTime: z.string(),
});
export type TSystemMessage = z.infer<typeof ZSystemMessage>;

export const ZMessageListRequest = ZPageRequest;
export const ZMessageListResponse = ZPage(ZSystemMessage).extend({ unread: z.number().int() });
export type TMessageListResponse = z.infer<typeof ZMessageListResponse>;

/** Marks one message read, or every message when `id` is left out. */
export const ZMessageReadRequest = z.object({ id: idField().optional() });
export const ZMessageReadResponse = z.object({ ok: z.literal(true), unread: z.number().int() });
export type TMessageReadResponse = z.infer<typeof ZMessageReadResponse>;

/** The player's system messages. */
export const notificationCalls = defineCalls({
  messageList: {
    path: '/api/v1/message/list',
    auth: true,
    request: ZMessageListRequest,
    response: ZMessageListResponse,
  },
  messageRead: {
    path: '/api/v1/message/read',
    auth: true,
    request: ZMessageReadRequest,
    response: ZMessageReadResponse,
  },
});
