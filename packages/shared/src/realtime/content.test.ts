import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BetPlacedContent,
  type BetSettledContent,
  type DrawResultContent,
  type RoomContentName,
  type RoomContentOf,
  type RoundStatusContent,
  ZBetPlacedContent,
  ZBetSettledContent,
  ZDrawResultContent,
  ZRoundStatusContent,
} from './content';

const round = { gameTypeId: 3, roundId: 41, issue: '8700123' };

/** A content as a client receives it: JSON text, parsed. */
const overTheWire = (content: object): unknown => JSON.parse(JSON.stringify(content));

describe('game content on the room socket', () => {
  it('has a schema for every name in RoomContentType', () => {
    // A name whose type no schema reads would be `never` to its handlers.
    type Unread = {
      [Name in RoomContentName]: [RoomContentOf[Name]] extends [never] ? Name : never;
    }[RoomContentName];
    expectTypeOf<Unread>().toBeNever();
  });

  it('reads every round status the game publishes', () => {
    const statuses: RoundStatusContent[] = [
      { type: 12, status: 'opened', ...round, opensAt: 1, closesAt: 2, drawsAt: 3 },
      { type: 12, status: 'closed', ...round, drawsAt: 3 },
      { type: 12, status: 'settled', ...round, betCount: 2, playerCount: 1 },
      { type: 12, status: 'voided', ...round, reason: 'feed down', betCount: 2, refunded: '20.00' },
    ];
    for (const status of statuses) expect(ZRoundStatusContent.parse(overTheWire(status))).toEqual(status);
  });

  it('reads the draw, bets placed and cancelled, and the private result', () => {
    const drawn: DrawResultContent = {
      type: 13,
      ...round,
      roundHash: 'ab'.repeat(32),
      chainIndex: 9,
      numbers: Array.from({ length: 20 }, (_, i) => i + 1),
      a: 1,
      b: 2,
      c: 3,
      sum: 6,
    };
    expect(ZDrawResultContent.parse(overTheWire(drawn))).toEqual(drawn);

    const bets = { type: 10, isget: 0, nickName: 'de***', roomId: 5, userId: 7, ...round } as const;
    const placed: BetPlacedContent = {
      ...bets,
      action: 'placed',
      bets: [{ betId: 1, betType: 'big', amount: '10.00', odds: '1.98' }],
    };
    expect(ZBetPlacedContent.parse(overTheWire(placed))).toEqual(placed);
    const cancelled: BetPlacedContent = { ...bets, action: 'cancelled', betIds: [1], refunded: '10.00' };
    expect(ZBetPlacedContent.parse(overTheWire(cancelled))).toEqual(cancelled);

    const settled: BetSettledContent = {
      type: 11,
      isget: 1,
      ...round,
      roomId: 5,
      userId: 7,
      betCount: 1,
      stake: '10.00',
      payout: '19.80',
      refund: '0.00',
      profit: '9.80',
    };
    expect(ZBetSettledContent.parse(overTheWire(settled))).toEqual(settled);
  });

  it('refuses content whose fields are missing or of the wrong kind', () => {
    expect(ZDrawResultContent.safeParse({ type: 13, ...round }).success).toBe(false);
    expect(ZBetPlacedContent.safeParse({ type: 10, isget: 0, action: 'placed', ...round }).success).toBe(
      false,
    );
    expect(ZBetSettledContent.safeParse({ type: 11, isget: 1, ...round, stake: 10 }).success).toBe(false);
  });
});
