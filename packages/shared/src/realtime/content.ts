// What a command-11 packet carries in its `content` in fair28 rooms: JSON text whose `type` says what it
// is — a player's chat text, a game event the server publishes (bet placed or settled, round, draw, red
// packet), customer service's and the wallet's news. One schema per type, joined in `ZRoomContent`.
import { z } from 'zod';
import { ZMoneyText } from '../api/fields';
import { VOID_REASONS } from '../api/rounds';
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

const ZId = z.number().int();
const ZTime = z.number().int();

const roundRef = { gameTypeId: ZId, roundId: ZId, issue: z.string() };

/** 10, isget 0, to the room: a player placed bets (the name masked). */
const ZBetPlacedBets = z.object({
  type: z.literal(RoomContentType.BetPlaced),
  isget: z.literal(0),
  action: z.literal('placed'),
  nickName: z.string(),
  roomId: ZId,
  userId: ZId,
  ...roundRef,
  bets: z.array(z.object({ betId: ZId, betType: z.string(), amount: ZMoneyText, odds: z.string() })),
});

/** 10, isget 0, to the room: a player cancelled bets of the open round. */
const ZBetCancelledBets = z.object({
  type: z.literal(RoomContentType.BetPlaced),
  isget: z.literal(0),
  action: z.literal('cancelled'),
  nickName: z.string(),
  roomId: ZId,
  userId: ZId,
  ...roundRef,
  betIds: z.array(ZId),
  refunded: ZMoneyText,
});

/** 10 (BetPlaced), isget 0, to the room: bets placed or cancelled, by `action`. */
export const ZBetPlacedContent = z.discriminatedUnion('action', [ZBetPlacedBets, ZBetCancelledBets]);
export type BetPlacedContent = z.infer<typeof ZBetPlacedContent>;

/** 11 (BetSettled), isget 1, to the bettor alone: their result in one room for one round. */
export const ZBetSettledContent = z.object({
  type: z.literal(RoomContentType.BetSettled),
  isget: z.literal(1),
  roomId: ZId,
  userId: ZId,
  ...roundRef,
  betCount: z.number().int(),
  stake: ZMoneyText,
  /** Paid as wins, stake included. */
  payout: ZMoneyText,
  /** Stakes given back under the room's 13/14 rule. */
  refund: ZMoneyText,
  /** payout + refund − stake. */
  profit: ZMoneyText,
});
export type BetSettledContent = z.infer<typeof ZBetSettledContent>;

/** 12 (RoundStatus), to every room of the game type: a round opened, closed for bets, was settled, or was voided. */
export const ZRoundStatusContent = z.object({
  type: z.literal(RoomContentType.RoundStatus),
  status: z.enum(['opened', 'closed', 'settled', 'voided']),
  ...roundRef,
  opensAt: ZTime.optional(),
  closesAt: ZTime.optional(),
  drawsAt: ZTime.optional(),
  betCount: z.number().int().optional(),
  playerCount: z.number().int().optional(),
  /**
   * A voided round: who voided it (an operator, or nobody: its beacon did not come), why (the operator's
   * reason, or the missing beacon in both languages) and how much was refunded in all.
   */
  voidReason: z.enum(VOID_REASONS).optional(),
  reason: z.string().optional(),
  refunded: ZMoneyText.optional(),
});
export type RoundStatusContent = z.infer<typeof ZRoundStatusContent>;

/** 13 (DrawResult), to every room of the game type: the draw, with the revealed hash anyone can check. */
export const ZDrawResultContent = z.object({
  type: z.literal(RoomContentType.DrawResult),
  ...roundRef,
  roundHash: z.string(),
  chainIndex: z.number().int(),
  numbers: z.array(z.number().int()),
  a: z.number().int(),
  b: z.number().int(),
  c: z.number().int(),
  sum: z.number().int(),
});
export type DrawResultContent = z.infer<typeof ZDrawResultContent>;

/** RedPacket, to the room: a red packet sent, a share of it claimed (by whom, how much), or the packet ended. */
export const ZRedPacketContent = z.object({
  type: z.literal(RoomContentType.RedPacket),
  action: z.enum(['sent', 'claimed', 'ended']),
  packetId: ZId,
  total: ZMoneyText,
  shareCount: ZId,
  claimedCount: ZId,
  message: z.string(),
  expiresAt: ZTime,
  userId: ZId.optional(),
  nickName: z.string().optional(),
  amount: ZMoneyText.optional(),
});
export type RedPacketContent = z.infer<typeof ZRedPacketContent>;

/** 99 (System): an operator's or the system's note, whatever its fields; clients ignore it (spec §4). */
export const ZSystemContent = z.looseObject({ type: z.literal(RoomContentType.System) });
export type SystemContent = z.infer<typeof ZSystemContent>;

/** What the game sends rooms and players, and the notes clients ignore. */
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

/**
 * Every content's one schema, told apart by its `type`: the server checks what it sends with it and clients
 * read what they receive with it, once.
 */
export const ZRoomContent = z.discriminatedUnion('type', [
  ZTextContent,
  ZBetPlacedContent,
  ZBetSettledContent,
  ZRoundStatusContent,
  ZDrawResultContent,
  ZSystemContent,
  ZSupportContent,
  ZSupportTypingContent,
  ZSupportReadContent,
  ZWalletContent,
  ZSupportInboxContent,
  ZRedPacketContent,
]);
export type RoomContent = z.infer<typeof ZRoomContent>;

export type RoomContentName = keyof typeof RoomContentType;

/** Each content as read, by its name in RoomContentType. */
export type RoomContentOf = {
  [Name in RoomContentName]: Extract<RoomContent, { type: (typeof RoomContentType)[Name] }>;
};

/** Reads the `content` of a delivered command-11 packet; undefined when it is not room content. */
export function parseRoomContent(content: string): RoomContent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  const parsed = ZRoomContent.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
