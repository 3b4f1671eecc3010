// The open numbers of agents and rebates: which bets hedge each other, what a tier's rate pays on a base,
// and the return to player a rebate adds. One definition, used by the server's daily job, the console's
// preview and the room's effective RTP.
import type { BetType } from './bet-types';
import { formatPercent, type Ratio, ratio } from './odds-list';

/**
 * Opposite bets: one of each pair wins in every round, so staking both in the same round risks nothing on
 * that part. The covered part (the smaller side of each pair, on both sides) is hedged turnover.
 */
export const HEDGE_PAIRS: ReadonlyArray<readonly [BetType, BetType]> = [
  ['big', 'small'],
  ['odd', 'even'],
];

/** Rates are in basis points: 80 = 0.80 %. */
export const RATE_SCALE = 10_000n;

/** A rate on a base, truncated toward zero to the cent: what a statement line pays. */
export function payOnRate(baseMinor: bigint, rateBp: number): bigint {
  return (baseMinor * BigInt(rateBp)) / RATE_SCALE;
}

/** 80 → "0.80": a rate as a percentage with two decimals. */
export function formatRate(rateBp: number): string {
  return `${Math.trunc(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}`;
}

/** The stake on both sides of each hedge pair that the smaller side covers: 100 big and 60 small hedge 120. */
export function hedgedStake(stakes: Partial<Record<BetType, bigint>>): bigint {
  return HEDGE_PAIRS.reduce((sum, [left, right]) => {
    const a = stakes[left] ?? 0n;
    const b = stakes[right] ?? 0n;
    return sum + 2n * (a < b ? a : b);
  }, 0n);
}

/**
 * The tier that applies to a base: the one with the highest threshold the base reaches. Tiers need not be
 * sorted; none applies below the lowest threshold.
 */
export function tierFor<T extends { minTurnoverMinor: bigint }>(
  tiers: readonly T[],
  baseMinor: bigint,
): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (tier.minTurnoverMinor <= baseMinor && (!best || tier.minTurnoverMinor > best.minTurnoverMinor))
      best = tier;
  }
  return best;
}

/** A bet's return to player with a rebate of `rateBp` on its stake added: rtp + rate. */
export function rtpWithRebate(rtp: Ratio, rateBp: number): Ratio {
  return ratio(rtp.numerator * RATE_SCALE + BigInt(rateBp) * rtp.denominator, rtp.denominator * RATE_SCALE);
}

/** The effective RTP shown beside the odds: a wire fraction ("n/d") with the rebate added, as a percentage. */
export function rtpWithRebatePercent(rtpFraction: string, rateBp: number): string {
  const [numerator = '0', denominator = '1'] = rtpFraction.split('/');
  return formatPercent(
    rtpWithRebate({ numerator: BigInt(numerator), denominator: BigInt(denominator) }, rateBp),
  );
}
