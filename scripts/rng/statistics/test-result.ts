// What every statistical test of the draw answers: one p-value, with the statistic and the method that gave
// it, so a report can show the working and a reader can redo it.
export type TestResult = {
  /** Stable and unique within a report: `beijing.sum`, `position.7`, `lag1.number.80`. */
  readonly id: string;
  readonly name: string;
  readonly method: string;
  readonly statistic: number;
  /** For a chi-square statistic; absent for a normal (z) one. */
  readonly degreesOfFreedom?: number;
  /** Under the hypothesis that the draw is fair, uniform on [0, 1] (asymptotically). */
  readonly pValue: number;
};
