// A round's 20 numbers as one integer: their rank among all C(80, 20) sets in the combinatorial number
// system (Knuth, TAOCP vol. 4A, §7.2.1.3, Theorem L). A fair draw makes the rank uniform on
// [0, C(80, 20)), a continuous-enough value for the runs-up-and-down test of whole outcomes.
import { KENO_DRAW_COUNT, KENO_POOL_SIZE } from '@fair28/shared';

/** BINOMIAL[m][i] = C(m, i) for m < 80, i ≤ 20, exactly. */
const BINOMIAL: bigint[][] = Array.from({ length: KENO_POOL_SIZE }, (_, m) => {
  const row = [1n];
  for (let i = 1; i <= KENO_DRAW_COUNT; i++) row.push(((row[i - 1] ?? 0n) * BigInt(m - i + 1)) / BigInt(i));
  return row;
});

/** Σ C(c_i − 1, i) over the sorted numbers c_1 < c_2 < … < c_20 (1-based), so 1..20 has rank 0. */
export function subsetRank(sortedNumbers: readonly number[]): bigint {
  let rank = 0n;
  sortedNumbers.forEach((number, index) => {
    rank += BINOMIAL[number - 1]?.[index + 1] ?? 0n;
  });
  return rank;
}
