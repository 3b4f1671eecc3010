import { beforeAll, describe, expect, it } from 'vitest';
import { digitDistribution } from './distribution';
import { drawRound } from './draw';
import { generateHashChain } from './hash-chain';
import { digitsOf, GAME_LAYOUTS } from './layout';

const ROUNDS = 100_000;
// Upper 0.1 % points of the chi-square distribution (scipy.stats.chi2.ppf(0.999, df)).
const CHI_SQUARE_999 = { df27: 55.476, df79: 123.594 };

describe('100,000 consecutive chain rounds', () => {
  let draws: (readonly number[])[] = [];

  // About 1.5 s on one core (100,001 hashes for the chain, one or two HMAC blocks a draw); the limit is
  // for a machine busy with other suites, where the default 10 s was seen to run out.
  beforeAll(() => {
    const chain = generateHashChain('fa1e'.repeat(16), ROUNDS);
    draws = chain.roundHashes.map((hash) => drawRound(hash).numbers);
  }, 120_000);

  it.each(GAME_LAYOUTS)('%s: the sums match the exact distribution (chi-square, 27 df)', (layout) => {
    const observed = new Array<number>(28).fill(0);
    for (const numbers of draws) {
      const { sum } = digitsOf(numbers, layout);
      observed[sum] = (observed[sum] ?? 0) + 1;
    }
    const { sums, total } = digitDistribution(layout);
    let chiSquare = 0;
    sums.forEach((ways, sum) => {
      // Expected count as a float only here, in a statistic; nothing about money.
      const expected = (Number(ways) / Number(total)) * ROUNDS;
      expect(expected).toBeGreaterThan(50);
      chiSquare += ((observed[sum] ?? 0) - expected) ** 2 / expected;
    });
    expect(chiSquare).toBeLessThan(CHI_SQUARE_999.df27);
  });

  it('every number from 1 to 80 comes up a quarter of the time (chi-square, 79 df)', () => {
    const observed = new Array<number>(81).fill(0);
    for (const numbers of draws) for (const number of numbers) observed[number] = (observed[number] ?? 0) + 1;
    const expected = (ROUNDS * 20) / 80;
    let chiSquare = 0;
    for (let number = 1; number <= 80; number++)
      chiSquare += ((observed[number] ?? 0) - expected) ** 2 / expected;
    // Draws without replacement make this statistic smaller than a true chi-square, so the bound is loose.
    expect(chiSquare).toBeLessThan(CHI_SQUARE_999.df79);
  });
});
