import { describe, expect, it } from 'vitest';
import { countDigitTriples, digitDistribution } from './distribution';
import { GAME_LAYOUTS } from './layout';

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Every subset written out, for pools small enough to list. */
function bruteForce(
  poolSize: number,
  drawCount: number,
  slotOfPosition: readonly (number | undefined)[],
): bigint[] {
  const counts = new Array<bigint>(1000).fill(0n);
  const visit = (next: number, chosen: number[]) => {
    if (chosen.length === drawCount) {
      const digits = [0, 0, 0];
      chosen.forEach((number, index) => {
        const slot = slotOfPosition[index + 1];
        if (slot !== undefined) digits[slot] = ((digits[slot] ?? 0) + number) % 10;
      });
      const [a = 0, b = 0, c = 0] = digits;
      counts[a * 100 + b * 10 + c] = (counts[a * 100 + b * 10 + c] ?? 0n) + 1n;
      return;
    }
    for (let number = next; number <= poolSize; number++) visit(number + 1, [...chosen, number]);
  };
  visit(1, []);
  return counts;
}

const digitsOfTriple = (triple: number) => [
  Math.floor(triple / 100),
  Math.floor(triple / 10) % 10,
  triple % 10,
];

describe('countDigitTriples', () => {
  it('agrees with listing every draw of small pools', () => {
    expect(countDigitTriples(12, 7, [undefined, 0, 1, 2, 0, 1, 2])).toEqual(
      bruteForce(12, 7, [undefined, 0, 1, 2, 0, 1, 2]),
    );
    const blocks = [undefined, 0, 0, 1, 1, 2, 2];
    expect(countDigitTriples(18, 8, blocks)).toEqual(bruteForce(18, 8, blocks));
    const spread = [undefined, undefined, 2, undefined, 0, 0, 1, 2, 1];
    expect(countDigitTriples(16, 9, spread)).toEqual(bruteForce(16, 9, spread));
  });
});

describe('digitDistribution', () => {
  it.each(GAME_LAYOUTS)('%s counts each of the C(80, 20) draws exactly once', (layout) => {
    const distribution = digitDistribution(layout);
    expect(distribution.total).toBe(binomial(80, 20));
    expect(distribution.total).toBe(3_535_316_142_212_174_320n);
    expect(distribution.joint).toHaveLength(1000);
    expect(distribution.joint.reduce((total, count) => total + count, 0n)).toBe(distribution.total);
    expect(distribution.sums).toHaveLength(28);
    expect(distribution.sums.reduce((total, count) => total + count, 0n)).toBe(distribution.total);
    expect(distribution.joint.every((count) => count > 0n)).toBe(true);
  });

  it.each(GAME_LAYOUTS)('%s derives its sums from the joint distribution', (layout) => {
    const { joint, sums } = digitDistribution(layout);
    const expected = new Array<bigint>(28).fill(0n);
    joint.forEach((count, triple) => {
      const sum = digitsOfTriple(triple).reduce((total, digit) => total + digit, 0);
      expected[sum] = (expected[sum] ?? 0n) + count;
    });
    expect(sums).toEqual(expected);
  });

  it('canada is exactly symmetric under reversing the draw (x → 81 − x)', () => {
    // Reversal maps position p to 21 − p: A's positions onto C's, B's onto B's. Each six-number sum S
    // becomes 486 − S, so a digit d becomes (6 − d) mod 10 and (A, B, C) → (6 − C, 6 − B, 6 − A).
    const { joint } = digitDistribution('canada');
    const mirror = (digit: number) => (16 - digit) % 10;
    joint.forEach((count, triple) => {
      const [a = 0, b = 0, c = 0] = digitsOfTriple(triple);
      expect(joint[mirror(c) * 100 + mirror(b) * 10 + mirror(a)]).toBe(count);
    });
  });

  it.each(GAME_LAYOUTS)('%s sums are symmetric about 13.5 to within 2 %', (layout) => {
    // Reversal maps neither layout's digits onto 9 − digit, so the symmetry is close, not exact;
    // the exact figures are what the odds are priced on.
    const { sums, total } = digitDistribution(layout);
    for (let sum = 0; sum <= 13; sum++) {
      const low = sums[sum] ?? 0n;
      const high = sums[27 - sum] ?? 0n;
      const difference = low > high ? low - high : high - low;
      expect(difference * 50n).toBeLessThan(low);
      // Three uniform independent digits give sum s in (number of ways) / 1000 of rounds.
      const ways = BigInt([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75][sum] ?? 0);
      const expected = (total * ways) / 1000n;
      const gap = low > expected ? low - expected : expected - low;
      expect(gap * 50n).toBeLessThan(expected);
    }
  });

  it('is computed once per layout', () => {
    expect(digitDistribution('beijing')).toBe(digitDistribution('beijing'));
    expect(digitDistribution('beijing')).not.toBe(digitDistribution('canada'));
  });
});
