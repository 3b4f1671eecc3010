// The console's CSV files: the shared writer (@fair28/shared csv.ts), file names by list and day, and the
// download (@fair28/client/download).
export { downloadCsv } from '@fair28/client/download';
export { type CsvColumn, type CsvValue, csvCell, toCsv } from '@fair28/shared';

/** `audit-2026-11-23.csv`: the list's name and today's date. */
export function csvFileName(name: string, today: Date = new Date()): string {
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${name}-${day}.csv`;
}
