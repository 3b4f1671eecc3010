// Runs tests on a sequence of rounds, fed one value at a time so a million rounds need no array.
import { twoSidedNormalP } from './p-values';

/**
 * Wald–Wolfowitz runs test (Wald & Wolfowitz, Ann. Math. Statist. 11 (1940) 147–162) on a sequence of two
 * kinds (big/small, odd/even). Given n₁ of one kind and n₂ of the other in random order, the number of runs
 * R has mean 2n₁n₂/n + 1 and variance 2n₁n₂(2n₁n₂ − n)/(n²(n − 1)); z = (R − mean)/sd is normal.
 */
export class TwoKindRuns {
  #ofFirstKind = 0;
  #count = 0;
  #runs = 0;
  #last: boolean | undefined;

  add(isFirstKind: boolean): void {
    if (isFirstKind !== this.#last) this.#runs++;
    this.#last = isFirstKind;
    this.#count++;
    if (isFirstKind) this.#ofFirstKind++;
  }

  result(): { runs: number; z: number; pValue: number } {
    const n1 = this.#ofFirstKind;
    const n2 = this.#count - n1;
    const n = this.#count;
    const mean = (2 * n1 * n2) / n + 1;
    const variance = (2 * n1 * n2 * (2 * n1 * n2 - n)) / (n * n * (n - 1));
    const z = (this.#runs - mean) / Math.sqrt(variance);
    return { runs: this.#runs, z, pValue: twoSidedNormalP(z) };
  }
}

/**
 * Runs up and down (Levene & Wolfowitz, Ann. Math. Statist. 15 (1944) 58–69): in n values drawn
 * independently from a continuous distribution, the number of maximal increasing or decreasing stretches R
 * has mean (2n − 1)/3 and variance (16n − 29)/90, and is normal for large n. The values must not repeat; ties (probability ~1/C(80, 20) a step here) continue a run.
 */
export class RunsUpAndDown<T> {
  readonly #isLess: (left: T, right: T) => boolean;
  #count = 0;
  #runs = 0;
  #previous: T | undefined;
  #wasRising: boolean | undefined;

  constructor(isLess: (left: T, right: T) => boolean) {
    this.#isLess = isLess;
  }

  add(value: T): void {
    this.#count++;
    const previous = this.#previous;
    this.#previous = value;
    if (previous === undefined) return;
    const isRising = this.#isLess(previous, value);
    if (!isRising && !this.#isLess(value, previous)) return;
    if (isRising !== this.#wasRising) this.#runs++;
    this.#wasRising = isRising;
  }

  result(): { runs: number; z: number; pValue: number } {
    const n = this.#count;
    const z = (this.#runs - (2 * n - 1) / 3) / Math.sqrt((16 * n - 29) / 90);
    return { runs: this.#runs, z, pValue: twoSidedNormalP(z) };
  }
}
