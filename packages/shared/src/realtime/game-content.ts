// The game's fields in room content (types 10–13), as the server's game bridge builds them from the game
// events of api/game-events.ts. Clients read socket data with these schemas before trusting any field.
import { z } from 'zod';
import { ZMoneyText } from '../api/fields';
import { RoomContentType } from './content';

const ZId = z.number().int();
const ZTime = z.number().int();

const roundRef = { gameTypeId: ZId, roundId: ZId, issue: z.string() };

/** 10, isget 0, to the room: a player placed bets (the name masked). */
export const ZBetPlacedEventContent = z.object({
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
export const ZBetCancelledEventContent = z.object({
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

export const ZBetActivityContent = z.discriminatedUnion('action', [
  ZBetPlacedEventContent,
  ZBetCancelledEventContent,
]);
export type TBetActivityContent = z.infer<typeof ZBetActivityContent>;

/** 11, isget 1, to the bettor alone: their result in one room for one round. */
export const ZBetSettledEventContent = z.object({
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
export type TBetSettledEventContent = z.infer<typeof ZBetSettledEventContent>;

/** 12, to every room of the game type: a round opened, closed for bets, was settled, or was voided. */
export const ZRoundStatusEventContent = z.object({
  type: z.literal(RoomContentType.RoundStatus),
  status: z.enum(['opened', 'closed', 'settled', 'voided']),
  ...roundRef,
  opensAt: ZTime.optional(),
  closesAt: ZTime.optional(),
  drawsAt: ZTime.optional(),
  betCount: z.number().int().optional(),
  playerCount: z.number().int().optional(),
  /** A voided round: why (the operator's reason) and how much was refunded in all. */
  reason: z.string().optional(),
  refunded: ZMoneyText.optional(),
});
export type TRoundStatusEventContent = z.infer<typeof ZRoundStatusEventContent>;

/** 13, to every room of the game type: the draw, with the revealed hash anyone can check. */
export const ZDrawResultEventContent = z.object({
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
export type TDrawResultEventContent = z.infer<typeof ZDrawResultEventContent>;

/** To the room: a red packet sent, a share of it claimed (by whom, how much), or the packet ended. */
export const ZRedPacketEventContent = z.object({
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
export type TRedPacketEventContent = z.infer<typeof ZRedPacketEventContent>;
