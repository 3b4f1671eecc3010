// Money is integer minor units (cents) as bigint; on the wire a decimal string with two places. The
// money fields' schemas; parsing and formatting are in money-format.ts.
import { z } from 'zod';
import type { MessageKey } from './i18n/messages';
import { parseMinor } from './money-format';
import { isAmount, isPrice } from './text-checks';

export * from './money-format';

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
