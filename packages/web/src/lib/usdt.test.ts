import { describe, expect, it } from 'vitest';
import { groupAddress, parseRate, usdtForYuan } from './usdt';

describe('USDT beside yuan', () => {
  it('divides by the quoted rate, rounded to the nearest cent', () => {
    expect(usdtForYuan('100', '7.2')).toBe('13.89');
    expect(usdtForYuan('720.00', '7.2000')).toBe('100.00');
    expect(usdtForYuan(1n, '7.1234')).toBe('0.00');
    expect(usdtForYuan(7n, '7')).toBe('0.01');
  });

  it('shows nothing for an amount not typed yet or a rate that is not one', () => {
    expect(usdtForYuan('', '7.2')).toBeNull();
    expect(usdtForYuan('abc', '7.2')).toBeNull();
    expect(usdtForYuan('0', '7.2')).toBeNull();
    expect(usdtForYuan('100', '0')).toBeNull();
    expect(usdtForYuan('100', '-7')).toBeNull();
    expect(parseRate('7.12345')).toBeNull();
    expect(parseRate('7.1')).toBe(71_000n);
  });
});

describe('groupAddress', () => {
  it('splits an address into groups of four, a short end joining the group before it', () => {
    expect(groupAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(
      'TR7N Hqje KQxG TCi8 q8ZY 4pL8 otSz gjLj6t',
    );
    expect(groupAddress('TR7NHqjeKQxG')).toBe('TR7N Hqje KQxG');
    expect(groupAddress('TR7')).toBe('TR7');
    expect(groupAddress('')).toBe('');
  });
});
