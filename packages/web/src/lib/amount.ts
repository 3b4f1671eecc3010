// An amount typed or picked on a money form, checked the way the server will: above zero with at most
// two decimals, inside the channel's limits. Exact: minor units as bigint, never floats.

import { displayMoney, isPrice, type MessageKey, parseMinor, translate } from '@fair28/shared';
import { z } from 'zod';
import { currentLanguage } from '../i18n/i18n';

export type AmountIssue = { message: MessageKey; args: string[] };
export type AmountCheck = { ok: true; minor: bigint } | { ok: false; issue: AmountIssue };

/** Inclusive limits as the wire sends them ("100.00"). */
export type AmountLimits = { min: string; max: string };

export function checkAmount(text: string, limits: AmountLimits, emptyMessage: MessageKey): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, issue: { message: emptyMessage, args: [] } };
  if (!isPrice(trimmed)) return { ok: false, issue: { message: 'form.invalidPrice', args: [] } };
  const minor = parseMinor(trimmed);
  if (minor < parseMinor(limits.min) || minor > parseMinor(limits.max)) {
    return {
      ok: false,
      issue: {
        message: 'error.AmountOutOfRange',
        args: [displayMoney(limits.min), displayMoney(limits.max)],
      },
    };
  }
  return { ok: true, minor };
}

/** "500.00" → "500", "12.50" → "12.5": presets shown and typed the way people write amounts. */
export function plainAmount(wire: string): string {
  return wire.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

/** Whether the typed amount is the preset (so "500", "500.0" and "500.00" all select the ¥500 chip). */
export function isSameAmount(text: string, wire: string): boolean {
  const trimmed = text.trim();
  return isPrice(trimmed) && parseMinor(trimmed) === parseMinor(wire);
}

/**
 * The same check as a form schema field: the amount in minor units, or one issue whose message is
 * already worded (the limits filled in), so forms show it as it is.
 */
export function amountSchema(limits: AmountLimits, emptyMessage: MessageKey) {
  return z.string().transform((text, context) => {
    const checked = checkAmount(text, limits, emptyMessage);
    if (checked.ok) return checked.minor;
    context.addIssue({
      code: 'custom',
      message: translate(currentLanguage(), checked.issue.message, ...checked.issue.args),
    });
    return z.NEVER;
  });
}
