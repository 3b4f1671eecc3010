// The one CSV writer of the console: every list exports through it. RFC 4180 quoting, CRLF line ends, a
// byte-order mark so spreadsheet programs read Chinese text as UTF-8, and text that a spreadsheet would
// run as a formula (=, +, -, @ and the control characters it accepts) written as plain text.

export type CsvValue = string | number | boolean | null | undefined;

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: quoted when it holds a comma, quote or line break; a leading formula character neutralised. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A negative amount is a number, not a formula: only text is guarded.
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-\d+(\.\d+)?$/.test(text)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** `audit-2026-11-23.csv`: the list's name and today's date. */
export function csvFileName(name: string, today: Date = new Date()): string {
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${name}-${day}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
