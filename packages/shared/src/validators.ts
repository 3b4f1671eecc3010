// The generic validators of spec §5, as predicates and as zod schemas whose messages are catalogue keys.
import { z } from 'zod';

/** At least 8 characters, letters and digits only, at least one letter (spec §5). */
export const ZPassword = z
  .string()
  .min(8, 'form.passwordMinLength')
  .max(64, 'form.tooLong')
  .regex(/^[A-Za-z0-9]*$/, 'form.passwordLettersDigitsOnly')
  .regex(/[A-Za-z]/, 'form.passwordNeedsLetter');

export const ZSecurityCode = z.string().regex(/^\d{6}$/, 'form.securityCodeFormat');

/** 4 to 20 letters, digits or underscores: names and phone numbers both fit. */
export const ZAccountName = z.string().regex(/^[A-Za-z0-9_]{4,20}$/, 'form.accountFormat');
