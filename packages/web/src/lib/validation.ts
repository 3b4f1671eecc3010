// Form checks with the shared zod schemas — the same ones the server parses with — reduced to one issue
// per field (the first the schema finds for it), whose message is a catalogue key the form translates.

import type { z } from 'zod';

export type FieldIssue = {
  /** The field the issue is about, or null for a form-wide issue. */
  field: string | null;
  /** A catalogue key, such as 'form.enterAccount'. */
  message: string;
};

export type CheckResult<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

export function checkForm<S extends z.ZodType>(schema: S, values: unknown): CheckResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const [first] = issue.path;
    const field = typeof first === 'string' ? first : null;
    if (field !== null && issues.some((earlier) => earlier.field === field)) continue;
    issues.push({ field, message: issue.message || 'error.InvalidInput' });
  }
  return { ok: false, issues };
}
