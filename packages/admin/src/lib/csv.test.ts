import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('the CSV writer', () => {
  it('quotes commas, quotes and line breaks, and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(false)).toBe('false');
  });

  it('writes text a spreadsheet would run as a formula as plain text; negative amounts stay numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-10.50')).toBe('-10.50');
    expect(csvCell('中文原因')).toBe('中文原因');
  });

  it('writes a header and one CRLF line per row', () => {
    const rows = [
      { id: 1, reason: 'ok, paid' },
      { id: 2, reason: '' },
    ];
    const text = toCsv(rows, [
      { header: 'ID', value: (row) => row.id },
      { header: 'Reason', value: (row) => row.reason },
    ]);
    expect(text).toBe('ID,Reason\r\n1,"ok, paid"\r\n2,\r\n');
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('audit', new Date(2026, 0, 5))).toBe('audit-2026-01-05.csv');
  });
});
