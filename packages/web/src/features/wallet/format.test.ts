import { describe, expect, it } from 'vitest';
import { money } from './format';

describe('money screen formats', () => {
  it('show amounts with the yen sign, thousands and two places, signed when asked', () => {
    expect(money('1234.50')).toBe('¥1,234.50');
    expect(money('+100.00', { signed: true })).toBe('+¥100.00');
    expect(money('-100.00', { signed: true })).toBe('-¥100.00');
    expect(money('0.00', { signed: true })).toBe('+¥0.00');
    expect(money('n/a')).toBe('n/a');
  });
});
