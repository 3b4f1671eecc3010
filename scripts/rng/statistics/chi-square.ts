// Pearson's chi-square goodness of fit (Knuth, TAOCP vol. 2, §3.3.1 B), for counts that are multinomial:
// every observation falls in exactly one category, independently of the others.
import { chiSquareSurvival } from './p-values';
import type { TestResult } from './test-result';

/** The expected count of every category must be at least this for the χ² approximation (Knuth's rule of thumb). */
export const MIN_EXPECTED_COUNT = 5;

/**
 * V = Σ (observed − n·p)² / (n·p) over k categories, χ² with k − 1 degrees of freedom when the observations
 * are independent and fall in category i with probability p_i.
 */
export function chiSquareGoodnessOfFit(
  observed: ArrayLike<number>,
  probabilities: readonly number[],
): { statistic: number; degreesOfFreedom: number; pValue: number } {
  if (observed.length !== probabilities.length) throw new RangeError('one probability per category');
  let total = 0;
  for (let i = 0; i < observed.length; i++) total += observed[i] ?? 0;
  let statistic = 0;
  probabilities.forEach((probability, i) => {
    const expected = total * probability;
    if (expected < MIN_EXPECTED_COUNT) {
      throw new RangeError(`category ${i} expects ${expected.toFixed(2)} < ${MIN_EXPECTED_COUNT}: draw more`);
    }
    const deviation = (observed[i] ?? 0) - expected;
    statistic += (deviation * deviation) / expected;
  });
  const degreesOfFreedom = probabilities.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquareSurvival(statistic, degreesOfFreedom) };
}

export function chiSquareResult(
  id: string,
  name: string,
  observed: ArrayLike<number>,
  probabilities: readonly number[],
): TestResult {
  return {
    id,
    name,
    method: 'Pearson chi-square goodness of fit',
    ...chiSquareGoodnessOfFit(observed, probabilities),
  };
}
