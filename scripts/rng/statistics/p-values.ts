// The two reference distributions every test here ends in, from @stdlib (ports of Boost's and Cephes'
// special functions, tested to near machine precision): upper tails computed directly, never as 1 − cdf,
// so a p-value of 1e-40 is as exact as one of 0.4.
import erfc from '@stdlib/math-base-special-erfc';
import gammainc from '@stdlib/math-base-special-gammainc';

/**
 * P(χ²_df ≥ statistic): the regularized upper incomplete gamma function Q(df/2, statistic/2)
 * (Abramowitz & Stegun 26.4.19).
 */
export function chiSquareSurvival(statistic: number, degreesOfFreedom: number): number {
  if (statistic <= 0) return 1;
  return gammainc(statistic / 2, degreesOfFreedom / 2, true, true);
}

/** P(|Z| ≥ |z|) for a standard normal Z: erfc(|z| / √2) (Abramowitz & Stegun 26.2.29). */
export function twoSidedNormalP(z: number): number {
  return erfc(Math.abs(z) / Math.SQRT2);
}
