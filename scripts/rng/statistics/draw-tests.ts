// The battery run on a sequence of rounds: every figure a bet depends on, against its exact distribution
// (distribution.ts), and the dependence between numbers and between rounds. The collection's report and
// the CI test both call drawTests, so the test that guards every commit is the certified one.
import {
  DIGIT_NAMES,
  type DigitDistribution,
  digitDistribution,
  GAME_LAYOUTS,
  type GameLayout,
  KENO_DRAW_COUNT,
  KENO_POOL_SIZE,
} from '@fair28/shared';
import { chiSquareResult } from './chi-square';
import { DIGIT_TRIPLES, DIGIT_VALUES, type DrawTally, type LayoutTally } from './draw-tally';
import { numberFrequencyTest, pairTest, serialNumbersTest, serialNumberTests } from './keno-counts';
import type { TestResult } from './test-result';

export function drawTests(tally: DrawTally): TestResult[] {
  const serialCounts = { ...tally, transitions: tally.rounds - 1 };
  const outcomeRuns = tally.outcomeRuns.result();
  return [
    numberFrequencyTest(tally.numberCounts, tally.rounds),
    ...positionTests(tally),
    pairTest(tally.pairCounts, tally.rounds),
    ...GAME_LAYOUTS.flatMap((layout) => layoutTests(layout, tally.layouts[layout])),
    {
      id: 'runs.outcomes',
      name: 'whole outcomes (each set of 20 as its rank among C(80, 20)) rising and falling',
      method: 'runs up and down, normal',
      statistic: outcomeRuns.z,
      pValue: outcomeRuns.pValue,
    },
    serialNumbersTest(serialCounts),
    ...serialNumberTests(serialCounts),
  ];
}

/** Each of the 20 draw positions: every number equally likely (1/80), independently from round to round. */
function positionTests(tally: DrawTally): TestResult[] {
  const uniform = new Array<number>(KENO_POOL_SIZE).fill(1 / KENO_POOL_SIZE);
  return Array.from({ length: KENO_DRAW_COUNT }, (_, index) => {
    const start = index * KENO_POOL_SIZE;
    const counts = tally.positionCounts.subarray(start, start + KENO_POOL_SIZE);
    return chiSquareResult(
      `position.${index + 1}`,
      `the ${ordinal(index + 1)} number drawn`,
      counts,
      uniform,
    );
  });
}

function layoutTests(layout: GameLayout, tally: LayoutTally): TestResult[] {
  const exact = exactProbabilities(digitDistribution(layout));
  const bigSmall = tally.bigSmallRuns.result();
  const oddEven = tally.oddEvenRuns.result();
  const sumCorrelation = tally.sumCorrelation.result();
  return [
    ...DIGIT_NAMES.map((name) =>
      chiSquareResult(
        `${layout}.${name}`,
        `${layout} digit ${name.toUpperCase()}`,
        tally.digitCounts[name],
        exact.digits[name],
      ),
    ),
    chiSquareResult(`${layout}.sum`, `${layout} sum 0–27`, tally.sumCounts, exact.sums),
    chiSquareResult(
      `${layout}.triple`,
      `${layout} digits (A, B, C) jointly`,
      tally.tripleCounts,
      exact.triples,
    ),
    {
      id: `${layout}.runs.big-small`,
      name: `${layout} big (14–27) and small (0–13) sums in sequence`,
      method: 'Wald–Wolfowitz runs, normal',
      statistic: bigSmall.z,
      pValue: bigSmall.pValue,
    },
    {
      id: `${layout}.runs.odd-even`,
      name: `${layout} odd and even sums in sequence`,
      method: 'Wald–Wolfowitz runs, normal',
      statistic: oddEven.z,
      pValue: oddEven.pValue,
    },
    {
      id: `${layout}.lag1.sum`,
      name: `${layout} sum of a round against the next round's`,
      method: 'lag-1 serial correlation, normal',
      statistic: sumCorrelation.z,
      pValue: sumCorrelation.pValue,
    },
  ];
}

/** The exact counts of distribution.ts as probabilities: marginals of A, B, C, the joint triple, the sum. */
function exactProbabilities(distribution: DigitDistribution) {
  const total = Number(distribution.total);
  const triples = distribution.joint.map((count) => Number(count) / total);
  const marginal = (name: (typeof DIGIT_NAMES)[number]) => {
    const scale = name === 'a' ? 100 : name === 'b' ? 10 : 1;
    const probabilities = new Array<number>(DIGIT_VALUES).fill(0);
    for (let triple = 0; triple < DIGIT_TRIPLES; triple++) {
      const digit = Math.floor(triple / scale) % 10;
      probabilities[digit] = (probabilities[digit] ?? 0) + (triples[triple] ?? 0);
    }
    return probabilities;
  };
  return {
    digits: { a: marginal('a'), b: marginal('b'), c: marginal('c') },
    triples,
    sums: distribution.sums.map((count) => Number(count) / total),
  };
}

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}
