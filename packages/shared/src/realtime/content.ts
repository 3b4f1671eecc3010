// What a command-11 packet carries in its `content` in fair28 rooms: JSON text whose `type` says what
// it is — a player's chat text, or a game event the server publishes (bet placed or settled, round, draw).
import { z } from 'zod';
import { ZSupportMessage } from '../api/support';
import type { MessageKey } from '../i18n/messages';

export const RoomContentType = {
  Text: 'text',
  BetPlaced: 10,
  BetSettled: 11,
  RoundStatus: 12,
  DrawResult: 13,
  /** Operator or system notes: clients ignore them (spec §4). */
  System: 99,
  /** Customer service, to the player's own sockets: a new message, an operator typing, operators' reads. */
  Support: 'support',
  SupportTyping: 'supportTyping',
  SupportRead: 'supportRead',
  /** To the player's own sockets: an operator's decision moved money in or out of their wallet. */
  Wallet: 'wallet',
  /** Customer service, to operators' sockets: something changed in a player's conversation. */
  SupportInbox: 'supportInbox',
  /** To a room: a red packet sent, a share of it claimed, or the packet ended. */
  RedPacket: 'redPacket',
} as const;

/** The longest chat message, in characters (code points, so an emoji counts once). */
export const CHAT_TEXT_MAX_LENGTH = 200;

// Control characters would let one message rewrite how others render (new lines, escapes).
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A player's chat text. It is data: clients render it as text, never as HTML. */
export const ZChatText = z
  .string({ error: 'im.chatEmpty' satisfies MessageKey })
  .trim()
  .min(1, 'im.chatEmpty' satisfies MessageKey)
  .refine((text) => [...text].length <= CHAT_TEXT_MAX_LENGTH, 'im.chatTooLong' satisfies MessageKey)
  .refine((text) => !CONTROL_CHARACTER.test(text), 'im.chatControlCharacters' satisfies MessageKey);

/** What a player's client puts, as JSON text, in the `content` of a chat packet. */
export const ZOutgoingTextContent = z.object({ type: z.literal(RoomContentType.Text), text: ZChatText });
export type TOutgoingTextContent = z.infer<typeof ZOutgoingTextContent>;

/** A chat message as delivered to the room: the text with who said it. */
export const ZTextContent = z.object({
  type: z.literal(RoomContentType.Text),
  text: z.string(),
  userId: z.number().int(),
  nickName: z.string(),
});
export type TextContent = z.infer<typeof ZTextContent>;

/** A value JSON can carry: what event fields may hold (no bigint, no Date — format them first). */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };

/** The fields of a game event beyond its `type`: the game module defines their shapes. */
export type EventFields = { readonly [key: string]: JsonValue | undefined };

// Events are loose objects: the hub checks the discriminators and carries the rest untouched.
export const ZBetPlacedContent = z.looseObject({
  type: z.literal(RoomContentType.BetPlaced),
  isget: z.literal(0),
});
export const ZBetSettledContent = z.looseObject({
  type: z.literal(RoomContentType.BetSettled),
  isget: z.literal(1),
});
export const ZRoundStatusContent = z.looseObject({ type: z.literal(RoomContentType.RoundStatus) });
export const ZDrawResultContent = z.looseObject({ type: z.literal(RoomContentType.DrawResult) });
export const ZSystemContent = z.looseObject({ type: z.literal(RoomContentType.System) });
export const ZRedPacketContent = z.looseObject({
  type: z.literal(RoomContentType.RedPacket),
  action: z.enum(['sent', 'claimed', 'ended']),
  packetId: z.number().int(),
});

/** A bet was placed in the room (not yet settled: `isget` 0). */
export type BetPlacedContent<F extends EventFields = EventFields> = F & { type: 10; isget: 0 };
/** A bet was settled (`isget` 1: the outcome is known). */
export type BetSettledContent<F extends EventFields = EventFields> = F & { type: 11; isget: 1 };
/** A round opened, closed for bets, or changed otherwise. */
export type RoundStatusContent<F extends EventFields = EventFields> = F & { type: 12 };
/** A round was drawn: its result. */
export type DrawResultContent<F extends EventFields = EventFields> = F & { type: 13 };
/** A red packet sent, claimed from or ended in the room: `action`, `packetId`, and its figures. */
export type RedPacketContent<F extends EventFields = EventFields> = F & {
  type: 'redPacket';
  action: 'sent' | 'claimed' | 'ended';
  packetId: number;
};
/** A note clients ignore. */
export type SystemContent<F extends EventFields = EventFields> = F & { type: 99 };

export const ZRoomEventContent = z.discriminatedUnion('type', [
  ZBetPlacedContent,
  ZBetSettledContent,
  ZRoundStatusContent,
  ZDrawResultContent,
  ZSystemContent,
  ZRedPacketContent,
]);
export type RoomEventContent =
  | BetPlacedContent
  | BetSettledContent
  | RoundStatusContent
  | DrawResultContent
  | RedPacketContent
  | SystemContent;

/** A customer-service message in the player's conversation (either side's), with the player's unread count. */
export const ZSupportContent = z.object({
  type: z.literal(RoomContentType.Support),
  message: ZSupportMessage,
  unread: z.number().int(),
});
export type SupportContent = z.infer<typeof ZSupportContent>;
/** An operator is typing in the player's conversation (show it for a few seconds). */
export const ZSupportTypingContent = z.object({ type: z.literal(RoomContentType.SupportTyping) });
export type SupportTypingContent = z.infer<typeof ZSupportTypingContent>;
/** A read receipt: operators (or, on another of the player's devices, the player) read up to these ids. */
export const ZSupportReadContent = z.object({
  type: z.literal(RoomContentType.SupportRead),
  operatorReadId: z.number().int(),
  playerReadId: z.number().int(),
  unread: z.number().int(),
});
export type SupportReadContent = z.infer<typeof ZSupportReadContent>;
export type SupportEventContent = SupportContent | SupportTypingContent | SupportReadContent;
/** The wallet changed by someone else's hand (a top-up credited, a withdrawal refunded): fetch it again. */
export const ZWalletContent = z.object({ type: z.literal(RoomContentType.Wallet) });
export type WalletContent = z.infer<typeof ZWalletContent>;
/** What is pushed to one user's sockets. */
export type UserEventContent = SupportEventContent | WalletContent;

/** What happened in a conversation, for the operators' inbox (which then asks for what it shows). */
export const supportInboxEvents = ['message', 'typing', 'read', 'status', 'assign', 'note'] as const;
export const ZSupportInboxContent = z.object({
  type: z.literal(RoomContentType.SupportInbox),
  /** The player whose conversation it is. */
  userId: z.number().int(),
  event: z.enum(supportInboxEvents),
  /** The new message, for `message`. */
  message: ZSupportMessage.optional(),
});
export type SupportInboxContent = z.infer<typeof ZSupportInboxContent>;

export const ZRoomContent = z.discriminatedUnion('type', [
  ZTextContent,
  ...ZRoomEventContent.options,
  ZSupportContent,
  ZSupportTypingContent,
  ZSupportReadContent,
  ZWalletContent,
  ZSupportInboxContent,
]);
export type RoomContent = TextContent | RoomEventContent | UserEventContent | SupportInboxContent;

/** Reads the `content` of a delivered command-11 packet; undefined when it is not room content. */
export function parseRoomContent(content: string): RoomContent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  const parsed = ZRoomContent.safeParse(value);
  return parsed.success ? (parsed.data as RoomContent) : undefined;
}
