import { describe, expect, it } from 'vitest';
import { planRoundStake, planWorstCase } from './auto-bet';

describe('a plan’s stakes', () => {
  it('stay flat, whatever the losses', () => {
    expect(planRoundStake(1000n, 'flat', 0, 5)).toEqual({ step: 0, stakeMinor: 1000n });
    expect(planWorstCase(1000n, 'flat', 0, 5000n)).toEqual({
      stakes: [1000n],
      largestRoundStakeMinor: 1000n,
      losingRunMinor: 1000n,
      maxLossMinor: 5000n,
    });
  });

  it('double after each loss up to the bound, then start again from the base', () => {
    const stakes = [0, 1, 2, 3, 4].map(
      (losses) => planRoundStake(500n, 'double_after_loss', 3, losses).stakeMinor,
    );
    expect(stakes).toEqual([500n, 1000n, 2000n, 4000n, 500n]);
    expect(planWorstCase(500n, 'double_after_loss', 3, 8000n)).toEqual({
      stakes: [500n, 1000n, 2000n, 4000n],
      largestRoundStakeMinor: 4000n,
      losingRunMinor: 7500n,
      maxLossMinor: 8000n,
    });
  });
});
