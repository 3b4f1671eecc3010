import { describe, expect, it } from 'vitest';
import type {
  BetCancelledEvent,
  BetPlacedEvent,
  BetSettledEvent,
  RoundClosedEvent,
  RoundDrawnEvent,
  RoundOpenedEvent,
  RoundSettledEvent,
} from '../api/game-events';
import { ZBetPlacedContent, ZBetSettledContent, ZDrawResultContent, ZRoundStatusContent } from './content';

const round = { gameTypeId: 3, roundId: 41, issue: '8700123' };

// The server's game bridge sends each event's fields under the content type (and status or action).
function statusContent(event: RoundOpenedEvent | RoundClosedEvent | RoundSettledEvent) {
  const { type, ...fields } = event;
  return JSON.parse(JSON.stringify({ type: 12, status: type.slice('round.'.length), ...fields }));
}

describe('game content on the room socket', () => {
  it('reads every round status the game publishes', () => {
    const opened: RoundOpenedEvent = { type: 'round.opened', ...round, opensAt: 1, closesAt: 2, drawsAt: 3 };
    const closed: RoundClosedEvent = { type: 'round.closed', ...round, drawsAt: 3 };
    const settled: RoundSettledEvent = { type: 'round.settled', ...round, betCount: 2, playerCount: 1 };
    expect(ZRoundStatusContent.parse(statusContent(opened))).toMatchObject({
      status: 'opened',
      drawsAt: 3,
    });
    expect(ZRoundStatusContent.parse(statusContent(closed))).toMatchObject({ status: 'closed' });
    expect(ZRoundStatusContent.parse(statusContent(settled))).toMatchObject({ status: 'settled' });
  });

  it('reads the draw, bets placed and cancelled, and the private result', () => {
    const { type: _drawn, ...drawn } = {
      type: 'round.drawn',
      ...round,
      roundHash: 'ab'.repeat(32),
      chainIndex: 9,
      numbers: Array.from({ length: 20 }, (_, i) => i + 1),
      a: 1,
      b: 2,
      c: 3,
      sum: 6,
    } satisfies RoundDrawnEvent;
    expect(ZDrawResultContent.parse({ type: 13, ...drawn }).sum).toBe(6);

    const { type: _placed, ...placed } = {
      type: 'bet.placed',
      ...round,
      roomId: 5,
      userId: 7,
      bets: [{ betId: 1, betType: 'big', amount: '10.00', odds: '1.98' }],
    } satisfies BetPlacedEvent;
    expect(
      ZBetPlacedContent.parse({ type: 10, isget: 0, action: 'placed', nickName: 'de***', ...placed }),
    ).toMatchObject({ action: 'placed', bets: [{ betType: 'big' }] });

    const { type: _cancelled, ...cancelled } = {
      type: 'bet.cancelled',
      ...round,
      roomId: 5,
      userId: 7,
      betIds: [1],
      refunded: '10.00',
    } satisfies BetCancelledEvent;
    expect(
      ZBetPlacedContent.parse({ type: 10, isget: 0, action: 'cancelled', nickName: 'de***', ...cancelled }),
    ).toMatchObject({ action: 'cancelled', betIds: [1] });

    const { type: _settled, ...settled } = {
      type: 'bet.settled',
      ...round,
      roomId: 5,
      userId: 7,
      betCount: 1,
      stake: '10.00',
      payout: '19.80',
      refund: '0.00',
      profit: '9.80',
    } satisfies BetSettledEvent;
    expect(ZBetSettledContent.parse({ type: 11, isget: 1, ...settled }).profit).toBe('9.80');
  });

  it('refuses content whose fields are missing or of the wrong kind', () => {
    expect(ZDrawResultContent.safeParse({ type: 13, ...round }).success).toBe(false);
    expect(ZBetPlacedContent.safeParse({ type: 10, isget: 0, action: 'placed', ...round }).success).toBe(
      false,
    );
    expect(ZBetSettledContent.safeParse({ type: 11, isget: 1, ...round, stake: 10 }).success).toBe(false);
  });
});
