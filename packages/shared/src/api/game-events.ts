// What the game tells players as it happens: round transitions, bets placed and cancelled, and each
// player's settled result. The server publishes these; the socket hub carries them; the app types them.

/** Money is a decimal string with two places, times are milliseconds since the Unix epoch. */
export type RoundRef = {
  readonly gameTypeId: number;
  readonly roundId: number;
  readonly issue: string;
};

export type RoundOpenedEvent = RoundRef & {
  readonly type: 'round.opened';
  readonly opensAt: number;
  readonly closesAt: number;
  readonly drawsAt: number;
};

export type RoundClosedEvent = RoundRef & { readonly type: 'round.closed'; readonly drawsAt: number };

export type RoundDrawnEvent = RoundRef & {
  readonly type: 'round.drawn';
  /** The revealed chain hash: anyone can recompute the numbers from it and link it to the chain. */
  readonly roundHash: string;
  readonly chainIndex: number;
  readonly numbers: readonly number[];
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly sum: number;
};

export type RoundSettledEvent = RoundRef & {
  readonly type: 'round.settled';
  readonly betCount: number;
  readonly playerCount: number;
};

/**
 * An operator voided the round before its draw: every bet in it was refunded, and it will not be drawn.
 * Told to every room of the game type, with the operator's reason.
 */
export type RoundVoidedEvent = RoundRef & {
  readonly type: 'round.voided';
  readonly reason: string;
  readonly betCount: number;
  readonly refunded: string;
};

/** Public in the room: who bet what (the app shows it in the room's feed). */
export type BetPlacedEvent = RoundRef & {
  readonly type: 'bet.placed';
  readonly roomId: number;
  readonly userId: number;
  readonly bets: ReadonlyArray<{
    readonly betId: number;
    readonly betType: string;
    readonly amount: string;
    readonly odds: string;
  }>;
};

export type BetCancelledEvent = RoundRef & {
  readonly type: 'bet.cancelled';
  readonly roomId: number;
  readonly userId: number;
  readonly betIds: readonly number[];
  readonly refunded: string;
};

/** Private to the player: their result in one room for one round. */
export type BetSettledEvent = RoundRef & {
  readonly type: 'bet.settled';
  readonly roomId: number;
  readonly userId: number;
  readonly betCount: number;
  readonly stake: string;
  /** Paid as wins, stake included. */
  readonly payout: string;
  /** Stakes given back under the room's 13/14 rule. */
  readonly refund: string;
  /** payout + refund − stake. */
  readonly profit: string;
};

/**
 * A red packet in a room's chat: sent by an operator, a share claimed (by whom, how much), ended (all
 * claimed, or expired with the rest returned to the budget; the seed is then public).
 */
export type RedPacketEvent = {
  readonly type: 'redPacket.sent' | 'redPacket.claimed' | 'redPacket.ended';
  readonly roomId: number;
  readonly packetId: number;
  readonly total: string;
  readonly shareCount: number;
  readonly claimedCount: number;
  readonly message: string;
  readonly expiresAt: number;
  /** Claimed: who, and the share they received. */
  readonly userId?: number;
  readonly amount?: string;
};

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
