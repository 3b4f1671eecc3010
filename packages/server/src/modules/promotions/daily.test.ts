// The budget's turn on payday: payouts in the order owed, each in full while the budget covers it; the
// first it cannot cover stops the rest, so nobody is overtaken and nothing is paid in part.
import { describe, expect, it } from 'vitest';
import { coveredCount } from './daily';

describe('coveredCount', () => {
  it('pays in order while the budget covers each payout in full', () => {
    expect(coveredCount(500n, [400n, 312n])).toBe(1);
    expect(coveredCount(712n, [400n, 312n])).toBe(2);
    expect(coveredCount(399n, [400n, 312n])).toBe(0);
  });

  it('lets no smaller payout overtake one the budget cannot cover', () => {
    expect(coveredCount(500n, [400n, 312n, 50n])).toBe(1);
  });

  it('pays nothing from an empty budget, and covers an empty list', () => {
    expect(coveredCount(0n, [1n])).toBe(0);
    expect(coveredCount(0n, [])).toBe(0);
  });
});
