// A form value that cannot be sent, found while making the request from the form (not by a field's own
// rule): the form shows it under the field, in the console's language, and nothing is sent.
import type { Label } from '@/i18n/labels';

export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly label: Label,
  ) {
    super(`${field}: ${label}`);
    this.name = 'FieldError';
  }
}
