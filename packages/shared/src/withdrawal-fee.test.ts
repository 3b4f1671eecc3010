import { describe, expect, it } from 'vitest';
import { withdrawalFee } from './withdrawal-fee';

describe('the withdrawal fee', () => {
  it('is the percentage rounded half up to a cent, but never below the minimum fee', () => {
    const rule = { feeBasisPoints: 150n, minFeeMinor: 200n };
    expect(withdrawalFee(10_000n, rule)).toBe(200n); // 1.5 % of 100.00 is 1.50: the minimum applies
    expect(withdrawalFee(50_000n, rule)).toBe(750n);
    expect(withdrawalFee(33_333n, rule)).toBe(500n); // 499.995 rounds half up
    expect(withdrawalFee(33_300n, rule)).toBe(500n); // 499.5
    expect(withdrawalFee(33_299n, rule)).toBe(499n); // 499.485
    expect(withdrawalFee(12_345n, { feeBasisPoints: 150n, minFeeMinor: 0n })).toBe(185n); // 1.85175
    expect(withdrawalFee(30_050n, { feeBasisPoints: 100n, minFeeMinor: 200n })).toBe(301n); // 3.005, half up
  });
});
