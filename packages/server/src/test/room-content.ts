// Room content the hub carries in tests, each whole by its shared schema (the hub checks what it sends),
// told apart by the issue or the figures a test picks.
import type {
  BetPlacedContent,
  BetSettledContent,
  DrawResultContent,
  RoundStatusContent,
} from '@fair28/shared';

const round = { gameTypeId: 1, roundId: 1 };

/** A round closed for bets. */
export function roundStatus(issue: string): RoundStatusContent {
  return { type: 12, status: 'closed', ...round, issue, drawsAt: 0 };
}

/** A round's draw. */
export function drawResult(issue: string, sum = 14): DrawResultContent {
  return {
    type: 13,
    ...round,
    issue,
    roundHash: 'ab'.repeat(32),
    chainIndex: 1,
    numbers: Array.from({ length: 20 }, (_, i) => i + 1),
    a: 4,
    b: 5,
    c: sum - 9,
    sum,
  };
}

/** A player's bet placed in a room. */
export function betPlaced(amount: string): BetPlacedContent {
  return {
    type: 10,
    isget: 0,
    action: 'placed',
    nickName: 'de***',
    ...round,
    issue: '1',
    roomId: 1,
    userId: 1,
    bets: [{ betId: 7, betType: 'big', amount, odds: '1.98' }],
  };
}

/** A player's result in a room. */
export function betSettled(payout: string): BetSettledContent {
  return {
    type: 11,
    isget: 1,
    ...round,
    issue: '1',
    roomId: 1,
    userId: 1,
    betCount: 1,
    stake: '10.00',
    payout,
    refund: '0.00',
    profit: '0.00',
  };
}
