// Odds as exact decimals: strings such as "1.98" on the wire and in room settings, scaled integers in
// the arithmetic, so no float ever touches a payout.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';

/** Odds carry at most four decimals; in arithmetic they are integers in ten-thousandths. */
export const ODDS_SCALE = 10_000n;

const ODDS_TEXT = /^(0|[1-9]\d{0,6})(\.\d{1,4})?$/;

/** "1.98" → 19800n. Odds below 1 are refused: a win never returns less than the stake. */
export function parseOdds(text: string): bigint {
  if (!ODDS_TEXT.test(text)) throw new RangeError(`not odds: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const scaled = BigInt(whole) * ODDS_SCALE + BigInt(fraction.padEnd(4, '0'));
  if (scaled < ODDS_SCALE) throw new RangeError(`odds below 1: ${text}`);
  return scaled;
}

/** 19800n → "1.98", 20000n → "2": the shortest exact decimal. */
export function formatOdds(scaled: bigint): string {
  if (scaled < 0n) throw new RangeError('odds are never negative');
  const whole = scaled / ODDS_SCALE;
  const fraction = (scaled % ODDS_SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export function isOdds(text: string): boolean {
  try {
    parseOdds(text);
    return true;
  } catch {
    return false;
  }
}

/** Its message words the rule above (at least 1, at most four decimals) for the person who typed them. */
export const ZOdds = z.string().refine(isOdds, 'form.invalidOdds' satisfies MessageKey);

/**
 * What a winning bet returns, stake included (odds 1.98 on 10.00 return 19.80):
 * stake × odds, floored to the minor unit.
 */
export function winPayoutMinor(stakeMinor: bigint, odds: string): bigint {
  return (stakeMinor * parseOdds(odds)) / ODDS_SCALE;
}
