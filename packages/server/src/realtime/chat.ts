// The rules of player chat: group text only, in the room group the socket joined, at most
// CHAT_TEXT_MAX_LENGTH characters, a few messages per user per 10 seconds; stored before it is delivered.
import {
  CHAT_TEXT_MAX_LENGTH,
  ChatType,
  type ImCommand,
  isMessageKey,
  MsgType,
  type TClientPacket,
  ZOutgoingTextContent,
} from '@fair28/shared';
import { AppError } from '../kernel/app-error';
import type { AppContext } from '../kernel/context';
import * as queries from './queries';

export type ChatPacket = Extract<TClientPacket, { cmd: typeof ImCommand.Chat }>;
export type ChatSender = { userId: number; groupId: string | undefined };
export type StoredChat = { id: number; createdAt: Date; text: string };

const CHAT_WINDOW_MS = 10_000;

function chatText(content: string): string {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new AppError('InvalidInput', 'im.badChatContent');
  }
  const parsed = ZOutgoingTextContent.safeParse(value);
  if (parsed.success) return parsed.data.text;
  const message = parsed.error.issues[0]?.message ?? '';
  throw new AppError('InvalidInput', isMessageKey(message) ? message : 'im.badChatContent', [
    CHAT_TEXT_MAX_LENGTH,
  ]);
}

/** Checks and stores a player's chat message; throws an AppError, storing nothing, when it breaks a rule. */
export async function acceptChat(
  ctx: Pick<AppContext, 'config' | 'db' | 'rateLimiter' | 'now'>,
  sender: ChatSender,
  packet: ChatPacket,
): Promise<StoredChat> {
  if (packet.chatType !== ChatType.Group) throw new AppError('Forbidden', 'im.privateChatUnavailable');
  if (packet.msgType !== MsgType.Text) throw new AppError('InvalidInput', 'im.chatTextOnly');
  if (sender.groupId !== packet.group_id) throw new AppError('Forbidden', 'im.joinRoomFirst');
  const text = chatText(packet.content);
  const limit = ctx.config.limits.chatPerUserPer10Seconds;
  if (!(await ctx.rateLimiter.hit(`chat:user:${sender.userId}`, limit, CHAT_WINDOW_MS))) {
    throw new AppError('RateLimited', 'im.chatTooFast');
  }
  const row = await queries.insertChatMessage(ctx.db.orm, {
    groupId: packet.group_id,
    userId: sender.userId,
    text,
    createdAt: ctx.now(),
  });
  return { ...row, text };
}
