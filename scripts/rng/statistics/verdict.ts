// How a battery of p-values is judged. Under a fair draw each p-value is uniform on [0, 1], so one far out
// in either tail is evidence against it: too small says the counts stray too far from chance, too close to
// 1 that they keep too close to it, which a fair draw seldom does either. With m p-values from one
// collection, a test fails when its p-value falls in the outer α/m of [0, 1] (α/2m at each end); by
// Bonferroni's inequality a fair draw then fails the battery with probability at most α, however the tests
// depend on one another. A p-value outside [0.001, 0.999] is marked weak: worth a look, expected of about
// one test in 500.
import type { TestResult } from './test-result';

/** The battery's false-failure probability, at most: one fair collection in a thousand fails. */
export const FAMILY_ALPHA = 0.001;
export const WEAK_TAIL = 0.001;

export type Assessment = 'pass' | 'weak' | 'fail';
export type AssessedResult = TestResult & { readonly assessment: Assessment };

export type Verdict = {
  readonly isPass: boolean;
  /** Each tail's failure threshold: α/2m. */
  readonly failTail: number;
  readonly results: readonly AssessedResult[];
  readonly failed: readonly AssessedResult[];
  readonly weak: readonly AssessedResult[];
};

export function judge(results: readonly TestResult[], familyAlpha = FAMILY_ALPHA): Verdict {
  const failTail = familyAlpha / (2 * results.length);
  const isInTail = (pValue: number, tail: number) =>
    pValue < tail || pValue > 1 - tail || Number.isNaN(pValue);
  const assessed = results.map((result) => {
    const assessment: Assessment = isInTail(result.pValue, failTail)
      ? 'fail'
      : isInTail(result.pValue, WEAK_TAIL)
        ? 'weak'
        : 'pass';
    return { ...result, assessment };
  });
  const failed = assessed.filter((result) => result.assessment === 'fail');
  return {
    isPass: failed.length === 0,
    failTail,
    results: assessed,
    failed,
    weak: assessed.filter((result) => result.assessment === 'weak'),
  };
}
