// Tests on how often numbers are drawn, alone, in pairs and in consecutive rounds. A round draws k = 20 of
// n = 80 numbers without replacement, so a round's indicator vector X (X_i = 1 when i is drawn) has
// Var X_i = p(1 − p), p = k/n, and Cov(X_i, X_j) = −p(1 − p)/(n − 1): the numbers are not independent and
// Pearson's statistic on their counts is not χ². Each test here divides by the exact covariance on the
// subspace it measures (the eigenvalues below), which makes its statistic χ² with the stated degrees of
// freedom as the number of rounds N grows. The covariance is that of the multivariate hypergeometric
// distribution (Johnson, Kotz & Balakrishnan, Discrete Multivariate Distributions, 1997, ch. 39); the
// eigenvalues on pairs are those of the Johnson scheme J(n, 2) (Godsil & Meagher, Erdős–Ko–Rado Theorems:
// Algebraic Approaches, 2015, §6.4).
import { KENO_DRAW_COUNT as K, KENO_POOL_SIZE as N_NUMBERS } from '@fair28/shared';
import { chiSquareSurvival, twoSidedNormalP } from './p-values';
import type { TestResult } from './test-result';

const P = K / N_NUMBERS;
/** Cov(X) restricted to contrasts (vectors summing to 0), where every round's X − p lies: λ = p(1 − p)·n/(n − 1). */
const CONTRAST_VARIANCE = (P * (1 - P) * N_NUMBERS) / (N_NUMBERS - 1);

/** Index of the unordered pair {i, j} of numbers 1..n in an n × n table (the cell with i < j). */
export function pairIndex(i: number, j: number): number {
  return i < j ? (i - 1) * N_NUMBERS + (j - 1) : (j - 1) * N_NUMBERS + (i - 1);
}

/**
 * Each number drawn with probability p. counts[i − 1] is how often number i was drawn in `rounds` rounds;
 * Σ (count_i − N·p)² / (N·λ) is χ² with n − 1 degrees of freedom (Pearson's statistic times (n − 1)/(n − k)).
 */
export function numberFrequencyTest(counts: ArrayLike<number>, rounds: number): TestResult {
  let squares = 0;
  for (let i = 0; i < N_NUMBERS; i++) squares += ((counts[i] ?? 0) - rounds * P) ** 2;
  const statistic = squares / (rounds * CONTRAST_VARIANCE);
  const degreesOfFreedom = N_NUMBERS - 1;
  return {
    id: 'numbers.frequency',
    name: 'each number 1–80 drawn with probability 1/4',
    method: 'chi-square on the 80 counts, with the covariance of a draw without replacement',
    statistic,
    degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
  };
}

/**
 * Each pair of numbers drawn together with probability p₂ = k(k−1)/(n(n−1)), beyond what the single
 * numbers' counts explain. pairCounts[pairIndex(i, j)] is how often i and j were drawn in the same round.
 * The deviations D = counts − N·p₂ are split along the eigenspaces of J(n, 2): the part spanned by the
 * "stars" (all pairs holding number i) is the single numbers' frequencies, tested above; the rest, of
 * dimension n(n − 3)/2, has covariance N·λ₂ with λ₂ = v − 2c₁ + c₂ (v = p₂(1 − p₂); c₁, c₂ the
 * covariances of two pairs sharing one number, or none). Its squared length over N·λ₂ is χ².
 */
export function pairTest(pairCounts: ArrayLike<number>, rounds: number): TestResult {
  const p2 = (K * (K - 1)) / (N_NUMBERS * (N_NUMBERS - 1));
  const p3 = (p2 * (K - 2)) / (N_NUMBERS - 2);
  const p4 = (p3 * (K - 3)) / (N_NUMBERS - 3);
  const lambda2 = p2 * (1 - p2) - 2 * (p3 - p2 * p2) + (p4 - p2 * p2);
  const rowSums = new Float64Array(N_NUMBERS);
  let squares = 0;
  for (let i = 1; i <= N_NUMBERS; i++) {
    for (let j = i + 1; j <= N_NUMBERS; j++) {
      const deviation = (pairCounts[pairIndex(i, j)] ?? 0) - rounds * p2;
      squares += deviation * deviation;
      rowSums[i - 1] = (rowSums[i - 1] ?? 0) + deviation;
      rowSums[j - 1] = (rowSums[j - 1] ?? 0) + deviation;
    }
  }
  // The stars' projection: s'(MᵀM)⁻¹s with MᵀM = (n − 2)I + J, the star incidence matrix's Gram matrix.
  let rowSquares = 0;
  let rowTotal = 0;
  for (const sum of rowSums) {
    rowSquares += sum * sum;
    rowTotal += sum;
  }
  const starPart = (rowSquares - (rowTotal * rowTotal) / (2 * (N_NUMBERS - 1))) / (N_NUMBERS - 2);
  const statistic = (squares - starPart) / (rounds * lambda2);
  const degreesOfFreedom = (N_NUMBERS * (N_NUMBERS - 3)) / 2;
  return {
    id: 'numbers.pairs',
    name: 'each pair of numbers drawn together as often as chance gives (3,160 pairs)',
    method: 'chi-square on the pair counts less their single-number part (Johnson scheme eigenspaces)',
    statistic,
    degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
  };
}

/** What consecutive rounds share, counted over rounds t = 1 .. N − 1 and t + 1. */
export type SerialCounts = {
  /** follows[(i − 1)·n + (j − 1)]: rounds t drawing i whose next round draws j. */
  readonly follows: ArrayLike<number>;
  /** earlier[i − 1]: rounds 1 .. N − 1 drawing i; later[j − 1]: rounds 2 .. N drawing j. */
  readonly earlier: ArrayLike<number>;
  readonly later: ArrayLike<number>;
  /** N − 1. */
  readonly transitions: number;
};

/** D_ij = Σ_t (X_t,i − p)(X_t+1,j − p), from the counts. */
function serialDeviation(counts: SerialCounts, i: number, j: number): number {
  const follows = counts.follows[(i - 1) * N_NUMBERS + (j - 1)] ?? 0;
  const earlier = counts.earlier[i - 1] ?? 0;
  const later = counts.later[j - 1] ?? 0;
  return follows - P * earlier - P * later + counts.transitions * P * P;
}

/**
 * Whether a round's numbers depend on the previous round's (Knuth's serial test, TAOCP vol. 2 §3.3.2 B,
 * on pairs of consecutive rounds). The terms (X_t − p) ⊗ (X_t+1 − p) have mean 0, covariance λ²·(the
 * contrasts ⊗ the contrasts) and are uncorrelated with each other, so Σ D_ij² / ((N − 1)·λ²) is χ² with
 * (n − 1)² degrees of freedom.
 */
export function serialNumbersTest(counts: SerialCounts): TestResult {
  let squares = 0;
  for (let i = 1; i <= N_NUMBERS; i++) {
    for (let j = 1; j <= N_NUMBERS; j++) squares += serialDeviation(counts, i, j) ** 2;
  }
  const statistic = squares / (counts.transitions * CONTRAST_VARIANCE * CONTRAST_VARIANCE);
  const degreesOfFreedom = (N_NUMBERS - 1) ** 2;
  return {
    id: 'lag1.numbers',
    name: 'numbers of a round against the numbers of the next (80 × 80)',
    method:
      'chi-square on the 6,400 lag-1 co-occurrence counts, with the covariance of a draw without replacement',
    statistic,
    degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
  };
}

/**
 * Lag-1 autocorrelation of each number's indicator: z = D_ii / (√(N − 1)·p(1 − p)), standard normal, since
 * each term (X_t,i − p)(X_t+1,i − p) has mean 0 and variance (p(1 − p))².
 */
export function serialNumberTests(counts: SerialCounts): TestResult[] {
  return Array.from({ length: N_NUMBERS }, (_, index) => {
    const number = index + 1;
    const z = serialDeviation(counts, number, number) / (Math.sqrt(counts.transitions) * P * (1 - P));
    return {
      id: `lag1.number.${number}`,
      name: `number ${number} drawn in a round and in the next`,
      method: 'lag-1 autocorrelation of the indicator, normal',
      statistic: z,
      pValue: twoSidedNormalP(z),
    };
  });
}
