// Form checks with the shared zod schemas — the same ones the server parses with — reduced to the
// first issue, whose message is a catalogue key the form translates.

import type { z } from 'zod';

export type FieldIssue = {
  /** The field the issue is about, or null for a form-wide issue. */
  field: string | null;
  /** A catalogue key, such as 'form.enterAccount'. */
  message: string;
};

export type CheckResult<T> = { ok: true; data: T } | { ok: false; issue: FieldIssue };

export function checkForm<S extends z.ZodType>(schema: S, values: unknown): CheckResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  const field = issue?.path[0];
  return {
    ok: false,
    issue: {
      field: typeof field === 'string' ? field : null,
      message: issue?.message ?? 'error.InvalidInput',
    },
  };
}
