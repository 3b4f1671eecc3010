import { roundDigits } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import {
  beadRoad,
  bigRoad,
  currentStreak,
  factsOf,
  longestStreak,
  missingCounts,
  streaksOf,
  sumChartPoints,
} from './roads';

const B = 'B';
const S = 'S';

describe('bead road', () => {
  it('fills columns top to bottom, six a column', () => {
    expect(beadRoad([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(beadRoad([])).toEqual([]);
  });
});

describe('big road', () => {
  it('starts a column for each streak', () => {
    expect(bigRoad([B, B, S, B, B, B])).toEqual([
      { column: 0, row: 0, value: B },
      { column: 0, row: 1, value: B },
      { column: 1, row: 0, value: S },
      { column: 2, row: 0, value: B },
      { column: 2, row: 1, value: B },
      { column: 2, row: 2, value: B },
    ]);
  });

  it('turns a streak longer than the rows right along the bottom row (the dragon tail)', () => {
    const cells = bigRoad([B, B, B, B, B, B, B, B, S], 6);
    expect(cells.slice(5, 8).map(({ column, row }) => [column, row])).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
    // The next streak starts beside the first column of the long one, above its tail.
    expect(cells[8]).toEqual({ column: 1, row: 0, value: S });
  });

  it('turns early when a tail blocks the way down', () => {
    // Rows of 3: B×4 leaves a tail at (1,2); S×3 in column 1 must turn right at row 1.
    const cells = bigRoad([B, B, B, B, S, S, S], 3);
    expect(cells.slice(4).map(({ column, row }) => [column, row])).toEqual([
      [1, 0],
      [1, 1],
      [2, 1],
    ]);
  });
});

describe('streaks', () => {
  it('finds runs, the current one and the longest', () => {
    const values = [B, S, S, S, B, B];
    expect(streaksOf(values)).toEqual([
      { value: B, length: 1 },
      { value: S, length: 3 },
      { value: B, length: 2 },
    ]);
    expect(currentStreak(values)).toEqual({ value: B, length: 2 });
    expect(longestStreak(values)).toEqual({ value: S, length: 3 });
    expect(currentStreak([])).toBeNull();
  });
});

describe('missing counts', () => {
  it('counts rounds since each bet type last won, with the shared rules', () => {
    const rounds = [roundDigits(9, 9, 9), roundDigits(1, 2, 3), roundDigits(0, 0, 1)];
    const missing = missingCounts(rounds);
    expect(missing.get('small')).toBe(0);
    expect(missing.get('odd')).toBe(0);
    expect(missing.get('sum_1')).toBe(0);
    expect(missing.get('pair')).toBe(0);
    expect(missing.get('straight')).toBe(1);
    expect(missing.get('sum_6')).toBe(1);
    expect(missing.get('big')).toBe(2);
    expect(missing.get('triple')).toBe(2);
    expect(missing.get('extreme_big')).toBe(2);
    expect(missing.get('sum_14')).toBeNull();
  });
});

describe('round facts', () => {
  it('classifies a result as the rules do', () => {
    expect(factsOf({ issue: '1', a: 4, b: 5, c: 5, sum: 14 })).toMatchObject({
      isBig: true,
      isOdd: false,
      isPair: true,
      isTriple: false,
      isStraight: false,
    });
  });
});

describe('sum chart', () => {
  it('maps 0 to the bottom and 27 to the top, oldest on the left', () => {
    const geometry = { width: 100, height: 37, padding: 5 };
    expect(sumChartPoints([0, 27], geometry)).toBe('5,32 95,5');
    expect(sumChartPoints([27], geometry)).toBe('50,5');
    expect(sumChartPoints([], geometry)).toBe('');
  });
});
