import { describe, expect, it } from 'vitest';
import { checkAmount, isSameAmount, plainAmount } from './amount';

const limits = { min: '100.00', max: '50000.00' };

describe('recharge amounts', () => {
  it('ask for an amount when none is given', () => {
    expect(checkAmount('  ', limits, 'form.selectRechargeAmount')).toEqual({
      ok: false,
      issue: { message: 'form.selectRechargeAmount', args: [] },
    });
  });

  it('refuse what is not an amount above zero with two decimals', () => {
    for (const text of ['0', '0.00', '-5', '1e3', '12.345', '01', '1,000', 'abc']) {
      expect(checkAmount(text, limits, 'form.enterRechargeQuantity')).toMatchObject({
        ok: false,
        issue: { message: 'form.invalidPrice' },
      });
    }
  });

  it('hold the limits exactly, in cents', () => {
    expect(checkAmount('100', limits, 'form.enterRechargeQuantity')).toEqual({ ok: true, minor: 10_000n });
    expect(checkAmount('50000.00', limits, 'form.enterRechargeQuantity')).toEqual({
      ok: true,
      minor: 5_000_000n,
    });
    expect(checkAmount('99.99', limits, 'form.enterRechargeQuantity')).toEqual({
      ok: false,
      issue: { message: 'error.AmountOutOfRange', args: ['¥100.00', '¥50,000.00'] },
    });
    expect(checkAmount('50000.01', limits, 'form.enterRechargeQuantity').ok).toBe(false);
  });

  it('show presets the way people write them', () => {
    expect(plainAmount('500.00')).toBe('500');
    expect(plainAmount('12.50')).toBe('12.5');
    expect(plainAmount('0.05')).toBe('0.05');
    expect(isSameAmount('500.0', '500.00')).toBe(true);
    expect(isSameAmount('50', '500.00')).toBe(false);
    expect(isSameAmount('', '500.00')).toBe(false);
  });
});
