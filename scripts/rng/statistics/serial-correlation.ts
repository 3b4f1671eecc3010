// Lag-1 serial correlation of a numeric sequence, fed one value at a time.
import { twoSidedNormalP } from './p-values';

/**
 * r₁ = Σ (x_t − x̄)(x_t+1 − x̄) / Σ (x_t − x̄)². For independent values with finite variance r₁ is
 * asymptotically normal with mean −1/n and variance 1/n (Anderson, Ann. Math. Statist. 13 (1942) 1–13;
 * Box, Jenkins & Reinsel, Time Series Analysis, §2.1.6).
 */
export class LagOneCorrelation {
  #count = 0;
  #sum = 0;
  #squares = 0;
  #products = 0;
  #first = 0;
  #previous: number | undefined;

  add(value: number): void {
    if (this.#previous === undefined) this.#first = value;
    else this.#products += this.#previous * value;
    this.#previous = value;
    this.#count++;
    this.#sum += value;
    this.#squares += value * value;
  }

  result(): { correlation: number; z: number; pValue: number } {
    const n = this.#count;
    const mean = this.#sum / n;
    const last = this.#previous ?? 0;
    // Σ_{t<n} (x_t − x̄)(x_t+1 − x̄), expanded: the pairs leave out the last value once and the first once.
    const covariance =
      this.#products - mean * (this.#sum - last) - mean * (this.#sum - this.#first) + (n - 1) * mean * mean;
    const correlation = covariance / (this.#squares - n * mean * mean);
    const z = (correlation + 1 / n) * Math.sqrt(n);
    return { correlation, z, pValue: twoSidedNormalP(z) };
  }
}
