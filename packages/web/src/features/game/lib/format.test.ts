import { describe, expect, it } from 'vitest';
import { formatDay, money, signedMoney, splitDuration } from './format';

describe('game formats', () => {
  it('shows money as spec §9 says, and profits with their sign', () => {
    expect(money('12345.5')).toBe('¥12,345.50');
    expect(money('not money')).toBe('not money');
    expect(signedMoney('9.80')).toBe('+¥9.80');
    expect(signedMoney('-10.00')).toBe('-¥10.00');
    expect(signedMoney('0.00')).toBe('¥0.00');
    expect(signedMoney('0.05')).toBe('+¥0.05');
  });

  it('splits durations and writes days as yyyy-mm-dd', () => {
    expect(splitDuration(210)).toEqual({ minutes: 3, seconds: 30 });
    expect(splitDuration(20)).toEqual({ minutes: 0, seconds: 20 });
    expect(formatDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
