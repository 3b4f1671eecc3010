// Money is integer minor units (cents) as bigint; on the wire a decimal string with two places.
import { z } from 'zod';
import type { MessageKey } from './i18n/messages';
import { isAmount, isPrice } from './validators';

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

/** Accepts the decimal as text or as a JSON number; a missing or mistyped field gets the same message. */
function amountField(isValid: (text: string) => boolean, message: MessageKey) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .refine(isValid, message)
    .transform(parseMinor);
}

/** An amount field on the wire, zero allowed, parsed to minor units. */
export const ZAmount = amountField(isAmount, 'form.invalidAmount');

/** An amount that must be above zero (a bet, a withdrawal), parsed to minor units. */
export const ZPrice = amountField(isPrice, 'form.invalidPrice');
