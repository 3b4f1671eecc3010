// The band around the measured return, against figures worked by hand.
import { describe, expect, it } from 'vitest';
import type { RoundSums } from './queries';
import { rtpBand, rtpPercent } from './rtp-band';

/** The sums the queries make of rounds given as [stake, returned] in minor units. */
function sumsOf(rounds: Array<[number, number]>): RoundSums {
  const total = (pick: (s: bigint, p: bigint) => bigint) =>
    rounds.reduce((sum, [s, p]) => sum + pick(BigInt(s), BigInt(p)), 0n);
  return {
    rounds: rounds.length,
    stakes: total((s) => s),
    payouts: total((_, p) => p),
    stakesSquared: String(total((s) => s * s)),
    payoutsSquared: String(total((_, p) => p * p)),
    stakesTimesPayouts: String(total((s, p) => s * p)),
  };
}

describe('the RTP band', () => {
  it('is R ± 1.96 standard errors of the ratio over rounds', () => {
    // Four rounds of 1.00 on Big at 1.98, won twice: R = 396/400 = 0.99; residuals ±0.99 each, so
    // Σ(P − R·S)² = 4 × 99² = 39,204; variance 4/3 × 39,204 / 400² = 0.32670; SE 0.571577;
    // 0.99 ± 1.120291 → 0 (a return is never below zero) … 2.110291.
    const sums = sumsOf([
      [100, 198],
      [100, 0],
      [100, 198],
      [100, 0],
    ]);
    expect(rtpPercent(sums.payouts, sums.stakes)).toBe('99.00');
    expect(rtpBand(sums)).toEqual({ low: '0.00', high: '211.03' });
  });

  it('narrows as rounds agree, and weights rounds by their stakes', () => {
    // R = 1,950/2,000 = 0.975; residuals 990 − 975 = 15 and 960 − 975 = −15 (stakes 1,000 each):
    // variance 2/1 × 450 / 2,000² = 0.000225; SE 0.015; band 0.975 ± 0.0294 → 94.56 … 100.44.
    expect(
      rtpBand(
        sumsOf([
          [1000, 990],
          [1000, 960],
        ]),
      ),
    ).toEqual({ low: '94.56', high: '100.44' });
  });

  it('has no band with fewer than two rounds, and no RTP without stakes', () => {
    expect(rtpBand(sumsOf([[100, 198]]))).toBeNull();
    expect(rtpBand(sumsOf([]))).toBeNull();
    expect(rtpPercent(0n, 0n)).toBeNull();
  });
});
