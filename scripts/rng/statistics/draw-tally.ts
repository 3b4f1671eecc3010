// Everything the tests need from a sequence of rounds, gathered in one pass: counts, runs and lag-1 sums.
// A million rounds take a few megabytes, whatever their number.
import {
  BIG_FROM,
  DIGIT_NAMES,
  type DigitName,
  GAME_LAYOUTS,
  type GameLayout,
  KENO_DRAW_COUNT,
  KENO_POOL_SIZE,
  type RoundDigits,
} from '@fair28/shared';
import { pairIndex } from './keno-counts';
import { RunsUpAndDown, TwoKindRuns } from './runs';
import { LagOneCorrelation } from './serial-correlation';
import { subsetRank } from './subset-rank';

/** One round's outcome, as drawn or as read back from a collection. */
export type DrawOutcome = {
  readonly drawOrder: readonly number[];
  /** Sorted ascending. */
  readonly numbers: readonly number[];
  readonly digits: Readonly<Record<GameLayout, RoundDigits>>;
};

export const DIGIT_VALUES = 10;
export const SUM_VALUES = 28;
export const DIGIT_TRIPLES = 1000;

/** One layout's digits. */
export class LayoutTally {
  readonly digitCounts: Record<DigitName, Uint32Array> = {
    a: new Uint32Array(DIGIT_VALUES),
    b: new Uint32Array(DIGIT_VALUES),
    c: new Uint32Array(DIGIT_VALUES),
  };
  /** Indexed a·100 + b·10 + c, as distribution.ts counts them. */
  readonly tripleCounts = new Uint32Array(DIGIT_TRIPLES);
  readonly sumCounts = new Uint32Array(SUM_VALUES);
  readonly bigSmallRuns = new TwoKindRuns();
  readonly oddEvenRuns = new TwoKindRuns();
  readonly sumCorrelation = new LagOneCorrelation();

  add(digits: RoundDigits): void {
    for (const name of DIGIT_NAMES) increment(this.digitCounts[name], digits[name]);
    increment(this.tripleCounts, digits.a * 100 + digits.b * 10 + digits.c);
    increment(this.sumCounts, digits.sum);
    this.bigSmallRuns.add(digits.sum >= BIG_FROM);
    this.oddEvenRuns.add(digits.sum % 2 === 1);
    this.sumCorrelation.add(digits.sum);
  }
}

export class DrawTally {
  rounds = 0;
  readonly numberCounts = new Uint32Array(KENO_POOL_SIZE);
  /** positionCounts[(position − 1)·80 + (number − 1)]: how often `number` was drawn `position`-th. */
  readonly positionCounts = new Uint32Array(KENO_DRAW_COUNT * KENO_POOL_SIZE);
  /** By pairIndex(i, j). */
  readonly pairCounts = new Uint32Array(KENO_POOL_SIZE * KENO_POOL_SIZE);
  readonly follows = new Uint32Array(KENO_POOL_SIZE * KENO_POOL_SIZE);
  readonly earlier = new Uint32Array(KENO_POOL_SIZE);
  readonly later = new Uint32Array(KENO_POOL_SIZE);
  readonly outcomeRuns = new RunsUpAndDown<bigint>((left, right) => left < right);
  readonly layouts = Object.fromEntries(GAME_LAYOUTS.map((layout) => [layout, new LayoutTally()])) as Record<
    GameLayout,
    LayoutTally
  >;
  #previous: readonly number[] | undefined;

  add(outcome: DrawOutcome): void {
    const { drawOrder, numbers } = outcome;
    this.rounds++;
    drawOrder.forEach((number, position) => {
      increment(this.positionCounts, position * KENO_POOL_SIZE + number - 1);
    });
    for (let i = 0; i < numbers.length; i++) {
      const number = numbers[i] ?? 0;
      increment(this.numberCounts, number - 1);
      for (let j = i + 1; j < numbers.length; j++)
        increment(this.pairCounts, pairIndex(number, numbers[j] ?? 0));
    }
    const previous = this.#previous;
    if (previous) {
      for (const earlier of previous) {
        increment(this.earlier, earlier - 1);
        for (const later of numbers) increment(this.follows, (earlier - 1) * KENO_POOL_SIZE + later - 1);
      }
      for (const later of numbers) increment(this.later, later - 1);
    }
    this.#previous = numbers;
    this.outcomeRuns.add(subsetRank(numbers));
    for (const layout of GAME_LAYOUTS) this.layouts[layout].add(outcome.digits[layout]);
  }
}

function increment(counts: Uint32Array, index: number): void {
  counts[index] = (counts[index] ?? 0) + 1;
}
