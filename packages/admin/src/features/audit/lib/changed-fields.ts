// The fields of a record before and after an action, side by side, and which of them changed.
import type { TAuditEntry } from '@fair28/shared';

export type FieldChange = { field: string; before: string; after: string; isChanged: boolean };

const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export function changedFields(entry: Pick<TAuditEntry, 'before' | 'after'>): FieldChange[] {
  const names = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return names.map((field) => {
    const before = shown(entry.before?.[field]);
    const after = shown(entry.after?.[field]);
    return { field, before, after, isChanged: before !== after };
  });
}
