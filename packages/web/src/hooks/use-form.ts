// State of a small form validated on submit: field values, and every field's problem at once, each shown
// under its own field. Only a problem no field shows (form-wide, or a refusal about nothing on screen) is
// toasted, so nothing is said twice.

import { isApiError } from '@fair28/client';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { showError } from '../api/error-text';
import { translateMessage } from '../i18n/i18n';
import { showToast } from '../lib/notify';
import { checkForm, type FieldIssue } from '../lib/validation';

export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [fieldNames] = useState(() => new Set<string>(Object.keys(initial)));

  const fail = useCallback(
    (next: FieldIssue[]) => {
      const isShownInline = (issue: FieldIssue) => issue.field !== null && fieldNames.has(issue.field);
      setIssues(next.filter(isShownInline));
      const unshown = next.find((issue) => !isShownInline(issue));
      if (unshown) showToast(translateMessage(unshown.message));
    },
    [fieldNames],
  );

  /** Parsed data when the values pass the schema (and `extra`); otherwise shows every issue, returns null. */
  const check = useCallback(
    <S extends z.ZodType>(
      schema: S,
      extra?: (data: z.output<S>) => FieldIssue | null,
    ): z.output<S> | null => {
      const result = checkForm(schema, values);
      const extraIssue = result.ok ? (extra?.(result.data) ?? null) : null;
      const found = result.ok ? (extraIssue ? [extraIssue] : []) : result.issues;
      if (found.length > 0) {
        fail(found);
        return null;
      }
      setIssues([]);
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
      if (field && isApiError(error)) fail([{ field, message: error.message }]);
      else showError(error);
    },
    [fail],
  );

  const field = (name: F) => {
    const issue = issues.find((candidate) => candidate.field === name);
    return {
      value: values[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (issue) setIssues((current) => current.filter((candidate) => candidate !== issue));
      },
      // Translated at render, so a language switch re-words a message already showing.
      error: issue ? translateMessage(issue.message) : null,
    };
  };

  return { values, setValues, field, check, reject };
}
