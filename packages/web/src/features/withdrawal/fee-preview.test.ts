import { formatMinor } from '@fair28/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeRuleOf, largestWithdrawal, previewWithdrawal } from './fee-preview';

const rules = { feePercent: '1.00', minFee: '2.00', min: '100.00', max: '50000.00', balance: '1000.00' };

describe('the withdrawal preview', () => {
  it("reads the wire's two-decimal percent and minimum as the fee rule", () => {
    expect(feeRuleOf(rules)).toEqual({ feeBasisPoints: 100n, minFeeMinor: 200n });
    expect(feeRuleOf({ feePercent: '1.50', minFee: '0.00' })).toEqual({
      feeBasisPoints: 150n,
      minFeeMinor: 0n,
    });
  });

  it('shows the fee and what arrives', () => {
    expect(previewWithdrawal('200', rules)).toEqual({
      kind: 'ready',
      amount: 20_000n,
      fee: 200n,
      actual: 19_800n,
      issue: null,
    });
    expect(previewWithdrawal('', rules)).toEqual({ kind: 'empty' });
    expect(previewWithdrawal('1.234', rules)).toMatchObject({ kind: 'invalid' });
  });

  it('flags what the server would refuse: limits first, then the balance', () => {
    expect(previewWithdrawal('99.99', rules)).toMatchObject({
      issue: { message: 'error.AmountOutOfRange', args: ['¥100.00', '¥50,000.00'] },
    });
    expect(previewWithdrawal('1000.01', rules)).toMatchObject({
      issue: { message: 'error.InsufficientBalance' },
    });
    expect(previewWithdrawal('1.50', { ...rules, min: '1.00' })).toMatchObject({
      actual: 0n,
      issue: { message: 'error.AmountOutOfRange' },
    });
  });

  it('never loses or invents a cent: fee plus arrival is the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 20_000n, max: 5_000_000n }),
        fc.integer({ min: 0, max: 1000 }),
        (amount, bp) => {
          const feeRules = { ...rules, feePercent: formatMinor(BigInt(bp)), balance: '50000.00' };
          const preview = previewWithdrawal(formatMinor(amount), feeRules);
          if (preview.kind !== 'ready') return false;
          return (
            preview.fee + preview.actual === amount && preview.fee * 10_000n >= amount * BigInt(bp) - 5_000n
          );
        },
      ),
    );
  });

  it('offers the balance capped at the maximum, nothing below the minimum', () => {
    expect(largestWithdrawal(rules)).toBe(100_000n);
    expect(largestWithdrawal({ ...rules, balance: '90000.00' })).toBe(5_000_000n);
    expect(largestWithdrawal({ ...rules, balance: '99.00' })).toBeNull();
  });
});
