// A language pack as the console edits it: rows of key and text in key order, each with an id of its own
// so a row keeps its place while its key is typed. Back to the entries the save call takes, rows left
// wholly blank are dropped; a text without a key, or a key given twice, is the operator's to fix first
// (an object cannot hold a key twice, so the server would never see the second).
export type PackRow = { rowId: number; key: string; value: string };

export type PackProblem = { kind: 'keyMissing' | 'keyTwice'; rowId: number; key: string };

let nextRowId = 1;

export function newRow(key = '', value = ''): PackRow {
  nextRowId += 1;
  return { rowId: nextRowId, key, value };
}

export function rowsOf(entries: Readonly<Record<string, string>>): PackRow[] {
  return Object.keys(entries)
    .sort((a, b) => a.localeCompare(b))
    .map((key) => newRow(key, entries[key] ?? ''));
}

export function entriesOf(
  rows: readonly PackRow[],
): { entries: Record<string, string> } | { problem: PackProblem } {
  const entries: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '' && row.value.trim() === '') continue;
    if (key === '') return { problem: { kind: 'keyMissing', rowId: row.rowId, key } };
    if (Object.hasOwn(entries, key)) return { problem: { kind: 'keyTwice', rowId: row.rowId, key } };
    entries[key] = row.value;
  }
  return { entries };
}

/** Whether the rows say something other than the saved pack (a problem to fix counts as a change). */
export function isChanged(rows: readonly PackRow[], saved: Readonly<Record<string, string>>): boolean {
  return 'problem' in entriesOf(rows) || changesOf(rows, saved).length > 0;
}

/** One difference between the rows and the saved pack: a text added, changed or removed. */
export type PackChange = { key: string; before: string | null; after: string | null };

/** What saving the rows would change, in key order; none while the rows have a problem to fix first. */
export function changesOf(rows: readonly PackRow[], saved: Readonly<Record<string, string>>): PackChange[] {
  const result = entriesOf(rows);
  if ('problem' in result) return [];
  const keys = new Set([...Object.keys(saved), ...Object.keys(result.entries)]);
  return [...keys]
    .sort((a, b) => a.localeCompare(b))
    .map((key) => ({
      key,
      before: Object.hasOwn(saved, key) ? (saved[key] ?? '') : null,
      after: Object.hasOwn(result.entries, key) ? (result.entries[key] ?? '') : null,
    }))
    .filter((change) => change.before !== change.after);
}
