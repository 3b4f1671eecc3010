// USDT amounts beside yuan: a yuan amount (minor units) divided by the rate the server's quotes host gave
// (¥ per 1 USDT, up to 4 places), in USDT cents, rounded to the nearest. Exact: bigint, never floats.

import { formatMinor, isPrice, parseMinor } from '@fair28/shared';

const RATE_SCALE = 10_000n;

/** The rate's text as ten-thousandths of a yuan, or null when it is not a positive decimal. */
export function parseRate(rate: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) return null;
  const scaled = BigInt(match[1] ?? '0') * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0') || '0');
  return scaled > 0n ? scaled : null;
}

/** "13.89" USDT for ¥100.00 at 7.2: null for a rate that is not one or an amount that is not typed yet. */
export function usdtForYuan(amount: string | bigint, rate: string): string | null {
  const scaledRate = parseRate(rate);
  if (scaledRate === null) return null;
  let minor: bigint;
  if (typeof amount === 'bigint') minor = amount;
  else if (isPrice(amount.trim())) minor = parseMinor(amount.trim());
  else return null;
  if (minor <= 0n) return null;
  const usdtCents = (minor * RATE_SCALE * 2n + scaledRate) / (scaledRate * 2n);
  return formatMinor(usdtCents);
}

/**
 * An address in groups of four ("TR7N", "Hqje", "KQxG", …), so it wraps between groups, never letter by
 * letter. The last one to three letters join the group before them ("gjLj6t"): a group of its own could
 * be left alone on a line.
 */
export function addressGroups(address: string): string[] {
  const groups = address.match(/.{1,4}/g) ?? [];
  const last = groups.at(-1) ?? '';
  if (groups.length < 2 || last.length === 4) return groups;
  return [...groups.slice(0, -2), `${groups.at(-2)}${last}`];
}

/** The groups as one line of text, for a confirmation's details. */
export function groupAddress(address: string): string {
  return addressGroups(address).join(' ');
}
