import { describe, expect, it } from 'vitest';
import { formatPercent, oddsList } from './odds-list';
import {
  formatRate,
  hedgedStake,
  payOnRate,
  rtpWithRebate,
  rtpWithRebatePercent,
  tierFor,
} from './promotions';
import { redPacketCommitment, redPacketShares, verifyRedPacket } from './red-packet';
import { DEFAULT_ROOM_RULES } from './rules';

describe('promotions', () => {
  it('hedges the smaller side of big/small and odd/even, on both sides', () => {
    expect(hedgedStake({ big: 10_000n, small: 6_000n, odd: 5_000n })).toBe(12_000n);
    expect(hedgedStake({ big: 10_000n, sum_13: 6_000n })).toBe(0n);
    expect(hedgedStake({ odd: 3_000n, even: 3_000n, big: 1n, small: 2n })).toBe(6_002n);
  });

  it('pays a rate truncated to the cent and picks the highest tier reached', () => {
    expect(payOnRate(123_456n, 80)).toBe(987n);
    expect(payOnRate(-123_456n, 80)).toBe(-987n);
    expect(formatRate(80)).toBe('0.80');
    expect(formatRate(1250)).toBe('12.50');
    const tiers = [
      { minTurnoverMinor: 100_000n, rateBp: 100 },
      { minTurnoverMinor: 0n, rateBp: 50 },
    ];
    expect(tierFor(tiers, 99_999n)?.rateBp).toBe(50);
    expect(tierFor(tiers, 100_000n)?.rateBp).toBe(100);
    expect(tierFor([{ minTurnoverMinor: 1n }], 0n)).toBeNull();
  });

  it('adds the rebate to the exact return to player', () => {
    const big = oddsList('beijing', DEFAULT_ROOM_RULES).find((line) => line.betType === 'big');
    if (!big) throw new Error('no big');
    const withRebate = rtpWithRebate(big.rtp, 80);
    expect(formatPercent(withRebate)).toBe(
      formatPercent({
        numerator: big.rtp.numerator * 10_000n + 80n * big.rtp.denominator,
        denominator: big.rtp.denominator * 10_000n,
      }),
    );
    expect(Number(formatPercent(withRebate)) - Number(big.rtpPercent)).toBeCloseTo(0.8, 1);
    expect(rtpWithRebatePercent('99/100', 30)).toBe('99.30');
    expect(rtpWithRebatePercent('1981/2000', 80)).toBe('99.85');
  });
});

describe('red packet shares', () => {
  const seed = 'a'.repeat(64);

  it('sum to the packet, at least a cent each, the same from the same seed', () => {
    const shares = redPacketShares(seed, 10_000n, 7);
    expect(shares).toHaveLength(7);
    expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(10_000n);
    expect(shares.every((share) => share >= 1n)).toBe(true);
    expect(redPacketShares(seed, 10_000n, 7)).toEqual(shares);
    expect(redPacketShares(seed, 3n, 3)).toEqual([1n, 1n, 1n]);
  });

  it('verify against the commitment and the claims', () => {
    const shares = redPacketShares(seed, 5_000n, 3);
    const packet = { seedHex: seed, commitment: redPacketCommitment(seed), totalMinor: 5_000n, count: 3 };
    expect(verifyRedPacket(packet, shares.slice(0, 2))).toBe(true);
    expect(verifyRedPacket(packet, [(shares[0] ?? 0n) + 1n])).toBe(false);
    expect(verifyRedPacket({ ...packet, commitment: redPacketCommitment('b'.repeat(64)) }, [])).toBe(false);
  });
});
