import { describe, expect, it } from 'vitest';
import {
  displayMoney,
  displaySignedMoney,
  formatClock,
  formatDateTime,
  formatDateTimeIn,
  formatDay,
  splitDuration,
} from './display';

describe('money on a screen', () => {
  it('shows amounts as spec §9 says: yen sign, thousands, two places', () => {
    expect(displayMoney('1234.50')).toBe('¥1,234.50');
    expect(displayMoney('12345.5')).toBe('¥12,345.50');
    expect(displayMoney('-100.00')).toBe('-¥100.00');
    expect(displayMoney(150_000n)).toBe('¥1,500.00');
  });

  it('shows text that is not an amount as the server sent it', () => {
    expect(displayMoney('n/a')).toBe('n/a');
    expect(displayMoney('not money')).toBe('not money');
    expect(displaySignedMoney('n/a')).toBe('n/a');
  });

  it('signs gains, keeps the minus of losses, and leaves zero unsigned', () => {
    expect(displaySignedMoney('9.80')).toBe('+¥9.80');
    expect(displaySignedMoney('0.05')).toBe('+¥0.05');
    expect(displaySignedMoney('-10.00')).toBe('-¥10.00');
    expect(displaySignedMoney('0.00')).toBe('¥0.00');
    expect(displaySignedMoney(-5n)).toBe('-¥0.05');
    expect(displaySignedMoney(5n)).toBe('+¥0.05');
  });

  it('reads signed wire text (point changes) with or without its plus', () => {
    expect(displaySignedMoney('+100.00')).toBe('+¥100.00');
    expect(displayMoney('+100.00')).toBe('¥100.00');
    expect(displaySignedMoney('-100.00')).toBe('-¥100.00');
  });
});

describe('times on a screen, in the device zone', () => {
  const at = new Date(2025, 5, 1, 14, 3, 20);

  it('writes a date and time to the minute, or to the second', () => {
    expect(formatDateTime(at.getTime())).toBe('2025-06-01 14:03');
    expect(formatDateTime(at.getTime(), { withSeconds: true })).toBe('2025-06-01 14:03:20');
    expect(formatDateTime(at.toISOString())).toBe('2025-06-01 14:03');
    expect(formatClock(at.getTime())).toBe('14:03:20');
  });

  it('shows a time it cannot read as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('writes days as yyyy-mm-dd', () => {
    expect(formatDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('splits durations into minutes and seconds', () => {
    expect(splitDuration(210)).toEqual({ minutes: 3, seconds: 30 });
    expect(splitDuration(20)).toEqual({ minutes: 0, seconds: 20 });
    expect(splitDuration(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});

describe('formatDateTimeIn', () => {
  it('writes a time in the named zone, in the shape of formatDateTime', () => {
    expect(formatDateTimeIn('2026-11-30T06:05:00Z', 'Asia/Shanghai')).toBe('2026-11-30 14:05');
    expect(formatDateTimeIn(Date.UTC(2026, 0, 1, 0, 0), 'America/New_York')).toBe('2025-12-31 19:00');
    expect(formatDateTimeIn(new Date('2026-06-01T00:00:00Z'), 'UTC')).toBe('2026-06-01 00:00');
  });
});
