// Building blocks of request schemas: form-encoded bodies carry every field as a string.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';

/** A required text field: trimmed, with the catalogue message shown when it is empty. */
export function requiredText(emptyMessage: MessageKey, maxLength = 64) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(maxLength, 'form.tooLong' satisfies MessageKey);
}

/** An empty request body: token calls send only the protocol fields. */
export const ZEmptyRequest = z.object({});
