// What pc28 players read off the last rounds at a glance: the bead road (results in order, column by
// column), the big road (one column per streak), current and longest streaks (长龙), how many rounds each
// bet type has gone without winning (遗漏) and the sum over time. Pure functions of the drawn results.

import {
  BET_TYPES,
  type BetType,
  classify,
  DEFAULT_ROOM_RULES,
  isWinningBet,
  type RoundDigits,
  roundDigits,
} from '@fair28/shared';

export const ROAD_ROWS = 6;

/** Results in order, filling each column top to bottom: columns[c][r] is result c × rows + r. */
export function beadRoad<T>(values: readonly T[], rows = ROAD_ROWS): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < values.length; start += rows) columns.push(values.slice(start, start + rows));
  return columns;
}

export type BigRoadCell<T> = { column: number; row: number; value: T };

/**
 * One column per streak, top to bottom. A streak longer than the rows, or blocked by an earlier tail,
 * turns right along its row (the "dragon tail"); the next streak starts in the column after the first
 * column of the one before it.
 */
export function bigRoad<T>(values: readonly T[], rows = ROAD_ROWS): Array<BigRoadCell<T>> {
  const cells: Array<BigRoadCell<T>> = [];
  const taken = new Set<string>();
  const isFree = (column: number, row: number) => !taken.has(`${column}:${row}`);
  let streakColumn = -1;
  let column = -1;
  let row = 0;
  let previous: T | undefined;
  values.forEach((value, index) => {
    if (index === 0 || value !== previous) {
      streakColumn += 1;
      column = streakColumn;
      row = 0;
      while (!isFree(column, row)) column += 1;
      // A tail may have pushed this streak right; the next one still starts after its first column.
      streakColumn = column;
    } else if (row + 1 < rows && isFree(column, row + 1)) {
      row += 1;
    } else {
      column += 1;
    }
    taken.add(`${column}:${row}`);
    cells.push({ column, row, value });
    previous = value;
  });
  return cells;
}

export type Streak<T> = { value: T; length: number };

/** Runs of equal values, in order. */
export function streaksOf<T>(values: readonly T[]): Array<Streak<T>> {
  const runs: Array<Streak<T>> = [];
  for (const value of values) {
    const last = runs.at(-1);
    if (last && last.value === value) last.length += 1;
    else runs.push({ value, length: 1 });
  }
  return runs;
}

/** The run the latest result belongs to: a 长龙 when it is long. */
export function currentStreak<T>(values: readonly T[]): Streak<T> | null {
  return streaksOf(values).at(-1) ?? null;
}

export function longestStreak<T>(values: readonly T[]): Streak<T> | null {
  let best: Streak<T> | null = null;
  for (const run of streaksOf(values)) if (!best || run.length > best.length) best = run;
  return best;
}

/**
 * Rounds since the bet type last won, counting back from the latest (0: it won the latest round); null
 * when it won none of the rounds given — then it has been missing at least that many.
 * Straights count as in a room without 0-8-9 / 0-1-9 (the default rules).
 */
export function missingCounts(
  digitsOldestFirst: readonly RoundDigits[],
  betTypes: readonly BetType[] = BET_TYPES,
): Map<BetType, number | null> {
  const facts = digitsOldestFirst.map((digits) => ({ digits, round: classify(digits, DEFAULT_ROOM_RULES) }));
  const missing = new Map<BetType, number | null>();
  for (const betType of betTypes) {
    let count: number | null = null;
    for (let back = 0; back < facts.length; back++) {
      const fact = facts[facts.length - 1 - back];
      if (fact && isWinningBet(betType, fact.digits, fact.round)) {
        count = back;
        break;
      }
    }
    missing.set(betType, count);
  }
  return missing;
}

export type TrendRound = { issue: string; a: number; b: number; c: number; sum: number };

export type RoundFacts<R extends TrendRound = TrendRound> = R & {
  isBig: boolean;
  isOdd: boolean;
  isExtremeBig: boolean;
  isExtremeSmall: boolean;
  isTriple: boolean;
  isPair: boolean;
  isStraight: boolean;
};

export function factsOf<R extends TrendRound>(round: R): RoundFacts<R> {
  const facts = classify(roundDigits(round.a, round.b, round.c), DEFAULT_ROOM_RULES);
  return {
    ...round,
    isBig: facts.isBig,
    isOdd: facts.isOdd,
    isExtremeBig: facts.isExtremeBig,
    isExtremeSmall: facts.isExtremeSmall,
    isTriple: facts.isTriple,
    isPair: facts.isPair,
    isStraight: facts.isStraight,
  };
}

export type ChartGeometry = { width: number; height: number; padding: number };

/** SVG polyline points of the sums (0–27 bottom to top), oldest on the left. */
export function sumChartPoints(sums: readonly number[], { width, height, padding }: ChartGeometry): string {
  if (sums.length === 0) return '';
  const innerWidth = width - padding * 2;
  const innerHeight = height - padding * 2;
  const step = sums.length > 1 ? innerWidth / (sums.length - 1) : 0;
  return sums
    .map((sum, index) => {
      const x = padding + (sums.length > 1 ? index * step : innerWidth / 2);
      const y = padding + innerHeight - (Math.min(27, Math.max(0, sum)) / 27) * innerHeight;
      return `${round2(x)},${round2(y)}`;
    })
    .join(' ');
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
