// The one CSV writer: the console's lists and the players' exports (written by the server) go through it.
// RFC 4180 quoting, CRLF line ends, and text that a spreadsheet would run as a formula (=, +, -, @ and the
// control characters it accepts) written as plain text.

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
