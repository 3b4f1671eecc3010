// Money is integer minor units (cents) as bigint; on the wire a decimal string with two places. Parsing
// and formatting, without zod (the player app's first screen shows money before the schemas load); the
// money fields' schemas are in money.ts.
import { isAmount } from './text-checks';

/** "12.3" → 1230n. Throws on anything that is not a non-negative amount with at most two decimals. */
export function parseMinor(text: string): bigint {
  if (!isAmount(text)) throw new RangeError(`not an amount: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1230n → "12.30"; negative amounts keep their sign. */
export function formatMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A wire decimal, which may carry a leading minus for display, or minor units as they are. */
function toMinor(amount: bigint | string): bigint {
  if (typeof amount === 'bigint') return amount;
  return amount.startsWith('-') ? -parseMinor(amount.slice(1)) : parseMinor(amount);
}

/** For display (spec §9): yen prefix, comma thousands, two decimals — "¥1,234.50". */
export function formatMoney(amount: bigint | string, currencySymbol = '¥'): string {
  // The sign comes from the value, not the text, so "-0.00" shows as "¥0.00" rather than "-¥0.00".
  const minor = toMinor(amount);
  const [whole = '0', fraction = '00'] = formatMinor(minor < 0n ? -minor : minor).split('.');
  return `${minor < 0n ? '-' : ''}${currencySymbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
