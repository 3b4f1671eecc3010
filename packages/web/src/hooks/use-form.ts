// State of a small form validated on submit: field values, and the first issue, shown under its field
// and as a toast (the spec's forms toast their messages).

import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { showError } from '../api/error-text';
import { translateMessage } from '../i18n/i18n';
import { showToast } from '../lib/notify';
import { checkForm, type FieldIssue } from '../lib/validation';

export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [issue, setIssue] = useState<FieldIssue | null>(null);

  const fail = useCallback((next: FieldIssue) => {
    setIssue(next);
    showToast(translateMessage(next.message));
  }, []);

  /** Parsed data when the values pass the schema; otherwise reports the first issue and returns null. */
  const check = useCallback(
    <S extends z.ZodType>(
      schema: S,
      extra?: (data: z.output<S>) => FieldIssue | null,
    ): z.output<S> | null => {
      const result = checkForm(schema, values);
      const next = result.ok ? (extra?.(result.data) ?? null) : result.issue;
      if (next) {
        fail(next);
        return null;
      }
      setIssue(null);
      return result.ok ? result.data : null;
    },
    [values, fail],
  );

  /**
   * Shows a server refusal under the field it is about when `fieldsByCode` names one for its code
   * (a wrong old password, a taken account), otherwise as a toast.
   */
  const reject = useCallback(
    (error: unknown, fieldsByCode: Partial<Record<number, F>> = {}) => {
      const field = isApiError(error) && !error.shown ? fieldsByCode[error.code] : undefined;
      if (field && isApiError(error)) fail({ field, message: error.message });
      else showError(error);
    },
    [fail],
  );

  const field = (name: F) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (issue?.field === name) setIssue(null);
    },
    // Translated at render, so a language switch re-words a message already showing.
    error: issue?.field === name ? translateMessage(issue.message) : null,
  });

  return { values, setValues, field, check, reject };
}
