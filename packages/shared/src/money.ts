// Money is integer minor units (cents) as bigint; on the wire a decimal string with two places.
import { z } from 'zod';

const DECIMAL = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;

/** "12.3" → 1230n. Throws on anything that is not a non-negative amount with at most two decimals. */
export function parseMinor(text: string): bigint {
  if (!DECIMAL.test(text)) throw new RangeError(`not an amount: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1230n → "12.30"; negative amounts keep their sign. */
export function formatMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** For display (spec §9): yen prefix, comma thousands, two decimals — "¥1,234.50". */
export function formatMoney(amount: bigint | string, currencySymbol = '¥'): string {
  const text =
    typeof amount === 'bigint' ? formatMinor(amount) : formatMinor(parseMinor(amount.replace(/^-/, '')));
  const negative = typeof amount === 'bigint' ? amount < 0n : amount.startsWith('-');
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  return `${negative ? '-' : ''}${currencySymbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** An amount field on the wire, parsed to minor units. */
export const ZAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((text) => DECIMAL.test(text), 'form.invalidPrice')
  .transform(parseMinor);
