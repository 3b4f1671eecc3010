import { DEFAULT_ROOM_RULES, winningSums } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { formatSums } from './sum-list';

describe('formatSums', () => {
  it('writes runs and every-other lists short, and anything else in full', () => {
    expect(formatSums([14, 15, 16, 17])).toBe('14–17');
    expect(formatSums([15, 17, 19, 21])).toBe('15, 17, … 21');
    expect(formatSums([7])).toBe('7');
    expect(formatSums([13, 14])).toBe('13, 14');
    expect(formatSums([1, 4, 9])).toBe('1, 4, 9');
    expect(formatSums([])).toBe('');
  });

  it('writes the bets of the rules as the rules page shows them', () => {
    const of = (betType: Parameters<typeof winningSums>[0]) =>
      formatSums(winningSums(betType, DEFAULT_ROOM_RULES) ?? []);
    expect(of('big')).toBe('14–27');
    expect(of('small')).toBe('0–13');
    expect(of('odd')).toBe('1, 3, … 27');
    expect(of('big_even')).toBe('14, 16, … 26');
    expect(of('extreme_big')).toBe('22–27');
    expect(of('extreme_small')).toBe('0–5');
  });
});
