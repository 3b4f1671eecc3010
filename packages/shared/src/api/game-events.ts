// What the game tells players as it happens: round transitions, bets placed and cancelled, each player's
// settled result and red packets. The server's modules publish these; its room feed sends each as room
// content (realtime/content.ts), whose schema is the one definition of its fields: an event here is its
// content's fields under the game's own name. Money is a decimal string with two places, times are
// milliseconds since the Unix epoch.
import type {
  BetPlacedContent,
  BetSettledContent,
  DrawResultContent,
  RedPacketContent,
  RoundStatusContent,
} from '../realtime/content';

/** The content's fields but its `type` and those the room feed adds. */
type FieldsOf<Content, Added extends PropertyKey = never> = Readonly<Omit<Content, 'type' | Added>>;

export type RoundRef = Readonly<Pick<RoundStatusContent, 'gameTypeId' | 'roundId' | 'issue'>>;

/** A round status's fields that this event always has. */
type RoundStatusFields<Field extends keyof RoundStatusContent> = RoundRef &
  Readonly<Required<Pick<RoundStatusContent, Field>>>;

export type RoundOpenedEvent = { readonly type: 'round.opened' } & RoundStatusFields<
  'opensAt' | 'closesAt' | 'drawsAt'
>;

export type RoundClosedEvent = { readonly type: 'round.closed' } & RoundStatusFields<'drawsAt'>;

/** The revealed chain hash: anyone can recompute the numbers from it and link it to the chain. */
export type RoundDrawnEvent = { readonly type: 'round.drawn' } & FieldsOf<DrawResultContent>;

export type RoundSettledEvent = { readonly type: 'round.settled' } & RoundStatusFields<
  'betCount' | 'playerCount'
>;

/**
 * The round was voided, never to be drawn, and every bet in it refunded: by an operator before its beacon's
 * time, or because no valid beacon came in time. Told to every room of the game type, with the reason.
 */
export type RoundVoidedEvent = { readonly type: 'round.voided' } & RoundStatusFields<
  'voidReason' | 'reason' | 'betCount' | 'refunded'
>;

/** Public in the room: who bet what (the app shows it in the room's feed, under the player's masked name). */
export type BetPlacedEvent = { readonly type: 'bet.placed' } & FieldsOf<
  Extract<BetPlacedContent, { action: 'placed' }>,
  'isget' | 'action' | 'nickName'
>;

export type BetCancelledEvent = { readonly type: 'bet.cancelled' } & FieldsOf<
  Extract<BetPlacedContent, { action: 'cancelled' }>,
  'isget' | 'action' | 'nickName'
>;

/** Private to the player: their result in one room for one round. */
export type BetSettledEvent = { readonly type: 'bet.settled' } & FieldsOf<BetSettledContent, 'isget'>;

/**
 * A red packet in a room's chat: sent by an operator, a share claimed (by whom, how much), ended (all
 * claimed, or expired with the rest returned to the budget; the seed is then public).
 */
export type RedPacketEvent = {
  readonly type: 'redPacket.sent' | 'redPacket.claimed' | 'redPacket.ended';
  readonly roomId: number;
} & FieldsOf<RedPacketContent, 'action' | 'nickName'>;

export type GameEvent =
  | RedPacketEvent
  | RoundOpenedEvent
  | RoundClosedEvent
  | RoundDrawnEvent
  | RoundSettledEvent
  | RoundVoidedEvent
  | BetPlacedEvent
  | BetCancelledEvent
  | BetSettledEvent;

export type GameEventType = GameEvent['type'];
