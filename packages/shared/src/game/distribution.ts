// The exact distribution of a round's digits (A, B, C) per layout, counted over all C(80, 20) draws,
// from which every bet's win probability and return-to-player follow without simulation.
import { KENO_DRAW_COUNT, KENO_POOL_SIZE } from './draw';
import { DIGIT_NAMES, type GameLayout, LAYOUT_POSITIONS } from './layout';

export type DigitDistribution = {
  readonly layout: GameLayout;
  /** C(80, 20): the number of equally likely draws. */
  readonly total: bigint;
  /** joint[a * 100 + b * 10 + c] = how many draws give digits (a, b, c). */
  readonly joint: readonly bigint[];
  /** sums[s] = how many draws give A + B + C = s, s = 0..27. */
  readonly sums: readonly bigint[];
};

const TRIPLES = 1000;

/**
 * Counts the draws of `drawCount` numbers from 1..poolSize by their digit triple. slotOfPosition[p] says
 * which digit (0 = A, 1 = B, 2 = C) the p-th smallest drawn number feeds, or undefined for none.
 *
 * Numbers are taken in increasing order, so the k-th number chosen is the k-th smallest and its position
 * is known when it is chosen. State: how many chosen so far, and the three partial sums mod 10.
 */
export function countDigitTriples(
  poolSize: number,
  drawCount: number,
  slotOfPosition: readonly (number | undefined)[],
): bigint[] {
  // counts[k * 1000 + (a * 100 + b * 10 + c)]
  const counts = new Array<bigint>((drawCount + 1) * TRIPLES).fill(0n);
  counts[0] = 1n;
  for (let number = 1; number <= poolSize; number++) {
    const step = number % 10;
    // Highest k first, so each number is chosen at most once within this pass.
    for (let k = Math.min(number - 1, drawCount - 1); k >= 0; k--) {
      // A state that cannot reach drawCount with the numbers left never contributes.
      if (k + (poolSize - number + 1) < drawCount) break;
      const slot = slotOfPosition[k + 1];
      const scale = slot === 0 ? 100 : slot === 1 ? 10 : 1;
      const from = k * TRIPLES;
      const to = (k + 1) * TRIPLES;
      for (let triple = 0; triple < TRIPLES; triple++) {
        const count = counts[from + triple] ?? 0n;
        if (count === 0n) continue;
        let next = triple;
        if (slot !== undefined) {
          const digit = Math.floor(triple / scale) % 10;
          next = triple + (((digit + step) % 10) - digit) * scale;
        }
        counts[to + next] = (counts[to + next] ?? 0n) + count;
      }
    }
  }
  return counts.slice(drawCount * TRIPLES);
}

const cache = new Map<GameLayout, DigitDistribution>();

/** Computed once per layout (about 0.1 s) and kept. */
export function digitDistribution(layout: GameLayout): DigitDistribution {
  const cached = cache.get(layout);
  if (cached) return cached;
  const slotOfPosition: (number | undefined)[] = [];
  DIGIT_NAMES.forEach((digit, slot) => {
    for (const position of LAYOUT_POSITIONS[layout][digit]) slotOfPosition[position] = slot;
  });
  const joint = countDigitTriples(KENO_POOL_SIZE, KENO_DRAW_COUNT, slotOfPosition);
  const sums = new Array<bigint>(28).fill(0n);
  let total = 0n;
  joint.forEach((count, triple) => {
    const sum = Math.floor(triple / 100) + (Math.floor(triple / 10) % 10) + (triple % 10);
    sums[sum] = (sums[sum] ?? 0n) + count;
    total += count;
  });
  const distribution: DigitDistribution = { layout, total, joint, sums };
  cache.set(layout, distribution);
  return distribution;
}
