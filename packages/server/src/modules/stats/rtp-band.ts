// The measured return-to-player of a set of rounds and its 95 % band. Rounds are the samples: bets in one
// round share its draw (Big and Small in one round are never both paid), so bets are not independent, but
// separate draws are. The measured RTP is a ratio estimator R = ΣP / ΣS over the rounds' stakes S and
// returns P; its variance by the delta method is n/(n−1) · Σ(P − R·S)² / (ΣS)², and the band is
// R ± 1.96 standard errors (normal approximation: good for many rounds, rough for a few).
import { formatPercent, ratio } from '@fair28/shared';
import type { RoundSums } from './queries';

/** The normal distribution's 97.5th percentile: two-sided 95 %. */
const Z_95 = 1.96;

export type RtpBand = { low: string; high: string };

/** payouts ÷ stakes as a percent with two decimals, rounded down; null when nothing was staked. */
export function rtpPercent(payouts: bigint, stakes: bigint): string | null {
  return stakes > 0n ? formatPercent(ratio(payouts, stakes)) : null;
}

/** The 95 % band around the measured RTP, in percent; null with fewer than two rounds or no stakes. */
export function rtpBand(sums: RoundSums): RtpBand | null {
  const { rounds: n, stakes: s, payouts: p } = sums;
  if (n < 2 || s <= 0n) return null;
  const ss = BigInt(sums.stakesSquared);
  const pp = BigInt(sums.payoutsSquared);
  const sp = BigInt(sums.stakesTimesPayouts);
  // Σ(P − R·S)² · (ΣS)², exactly in integers (R = p / s): no cancellation error before the square root.
  const residualsScaled = pp * s * s - 2n * p * s * sp + p * p * ss;
  const variance = (Number(residualsScaled) * n) / (n - 1) / Number(s) ** 4;
  const standardError = Math.sqrt(Math.max(0, variance));
  const measured = Number(p) / Number(s);
  return {
    low: percentText(Math.max(0, measured - Z_95 * standardError)),
    high: percentText(measured + Z_95 * standardError),
  };
}

function percentText(fraction: number): string {
  return (fraction * 100).toFixed(2);
}
