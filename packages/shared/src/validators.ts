// The generic validators of spec §5, as predicates and as zod schemas whose messages are catalogue keys.
// Format predicates never trim: forms trim first (see `requiredText`), so stray spaces fail here rather than slip through.
// The predicates are in text-checks.ts (no zod, for the player app's first screen), re-exported here.
import { z } from 'zod';
import type { MessageKey } from './i18n/messages';
import { isAlphanumeric, isDate, isEmail, isIdCard, isLandline, isPhone, isUrl } from './text-checks';

export * from './text-checks';

function textField(isValid: (text: string) => boolean, message: MessageKey) {
  return z.string({ error: message }).refine(isValid, message);
}

/** A password's length, inclusive: the check below, and what the forms' placeholders promise. */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

export const ZPassword = z
  .string()
  .min(PASSWORD_LENGTH.min, 'form.passwordMinLength' satisfies MessageKey)
  .max(PASSWORD_LENGTH.max, 'form.tooLong' satisfies MessageKey)
  // Empty text is only too short: it holds no character that is not a letter or digit.
  .refine(
    (text) => text === '' || isAlphanumeric(text),
    'form.passwordLettersDigitsOnly' satisfies MessageKey,
  )
  .regex(/[A-Za-z]/, 'form.passwordNeedsLetter' satisfies MessageKey);

export function isPassword(text: string): boolean {
  return ZPassword.safeParse(text).success;
}

export const ZSecurityCode = z.string().regex(/^\d{6}$/, 'form.securityCodeFormat');

/** 4 to 20 letters, digits or underscores: names and phone numbers both fit. */
export const ZAccountName = z.string().regex(/^[A-Za-z0-9_]{4,20}$/, 'form.accountFormat');

export const ZPhone = textField(isPhone, 'form.invalidPhone');
export const ZLandline = textField(isLandline, 'form.invalidLandline');
export const ZEmail = textField(isEmail, 'form.invalidEmail');
export const ZIdCard = textField(isIdCard, 'form.invalidIdCard');
export const ZUrl = textField(isUrl, 'form.invalidUrl');
export const ZDate = textField(isDate, 'form.invalidDate');
