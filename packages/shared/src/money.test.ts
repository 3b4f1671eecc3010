// Money codecs: wire decimals to minor units and back, the display format of spec §9, and the amount fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, parseMinor, ZAmount, ZPrice } from './money';
import { isAmount } from './validators';

/** The largest amount the wire format carries: fifteen whole digits and two decimals, in cents. */
const MAX_MINOR = 10n ** 17n - 1n;

/** Text that is never an amount. */
const NOT_AMOUNTS = [
  '01',
  '00',
  '1.234',
  '-1',
  '+1',
  '',
  ' ',
  '1e3',
  '1.',
  '.5',
  '1,000',
  ' 1',
  '1 ',
  '0x10',
  '１',
  'NaN',
  'Infinity',
  '1000000000000000',
];

describe('parseMinor', () => {
  it.each<[string, bigint]>([
    ['0', 0n],
    ['0.0', 0n],
    ['0.00', 0n],
    ['0.05', 5n],
    ['0.5', 50n],
    ['1', 100n],
    ['12.3', 1230n],
    ['12.34', 1234n],
    ['1000', 100000n],
    ['999999999999999.99', MAX_MINOR],
  ])('%j is %d cents', (text, minor) => expect(parseMinor(text)).toBe(minor));

  it.each(NOT_AMOUNTS)('rejects %j', (text) => expect(() => parseMinor(text)).toThrow(RangeError));
});

describe('formatMinor', () => {
  it.each<[bigint, string]>([
    [0n, '0.00'],
    [5n, '0.05'],
    [50n, '0.50'],
    [100n, '1.00'],
    [1230n, '12.30'],
    [123456789n, '1234567.89'],
    [-5n, '-0.05'],
    [-1230n, '-12.30'],
    [MAX_MINOR, '999999999999999.99'],
  ])('%d cents is %j', (minor, text) => expect(formatMinor(minor)).toBe(text));
});

describe('formatMoney', () => {
  it.each<[bigint | string, string]>([
    [0n, '¥0.00'],
    [5n, '¥0.05'],
    [99999n, '¥999.99'],
    [100000n, '¥1,000.00'],
    [123450n, '¥1,234.50'],
    [12345678n, '¥123,456.78'],
    [100000000n, '¥1,000,000.00'],
    [1234567890123n, '¥12,345,678,901.23'],
    [-5n, '-¥0.05'],
    [-123450n, '-¥1,234.50'],
    [-100000000n, '-¥1,000,000.00'],
    ['0', '¥0.00'],
    ['1234.5', '¥1,234.50'],
    ['999', '¥999.00'],
    ['1000', '¥1,000.00'],
    ['-1234.5', '-¥1,234.50'],
    ['-0.00', '¥0.00'],
    ['-0', '¥0.00'],
  ])('%s shows as %j', (amount, text) => expect(formatMoney(amount)).toBe(text));

  it('takes another currency symbol', () => {
    expect(formatMoney(123450n, '$')).toBe('$1,234.50');
    expect(formatMoney('-1', 'USDT ')).toBe('-USDT 1.00');
    expect(formatMoney(100n, '')).toBe('1.00');
  });

  // A leading minus is for display; what follows it must still be an amount.
  const notShown = [...NOT_AMOUNTS.filter((text) => text !== '-1'), '--1', '-', '- 1', '-01', '-1.234'];
  it.each(notShown)('rejects %j', (text) => expect(() => formatMoney(text)).toThrow(RangeError));
});

describe('round trips', () => {
  const minors = fc.bigInt({ min: 0n, max: MAX_MINOR });
  const amountTexts = fc.stringMatching(/^(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/);

  it('parseMinor undoes formatMinor, and formatMinor writes only amounts', () => {
    fc.assert(
      fc.property(minors, (minor) => {
        const text = formatMinor(minor);
        expect(isAmount(text)).toBe(true);
        expect(parseMinor(text)).toBe(minor);
      }),
    );
  });

  it('formatMinor rewrites any amount with two decimals and the same value', () => {
    fc.assert(
      fc.property(amountTexts, (text) => {
        const canonical = formatMinor(parseMinor(text));
        expect(canonical).toMatch(/^\d+\.\d{2}$/);
        expect(parseMinor(canonical)).toBe(parseMinor(text));
        expect(Number(canonical)).toBe(Number(text));
      }),
    );
  });

  it('formatMoney is formatMinor with a symbol and thousands separators', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), (minor) => {
        const shown = formatMoney(minor);
        expect(shown).toMatch(/^-?¥\d{1,3}(?:,\d{3})*\.\d{2}$/);
        expect(shown.replace('¥', '').replaceAll(',', '')).toBe(formatMinor(minor));
      }),
    );
  });

  it('formatMoney reads a wire decimal as the same value as its minor units', () => {
    fc.assert(
      fc.property(minors, (minor) => {
        expect(formatMoney(formatMinor(minor))).toBe(formatMoney(minor));
        expect(formatMoney(formatMinor(-minor))).toBe(formatMoney(-minor));
      }),
    );
  });

  it('ZAmount reads text and JSON numbers to the same minor units', () => {
    // Doubles carry every cent exactly well beyond ten billion yuan, so the number path is checked up to there.
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (minor) => {
        expect(ZAmount.parse(formatMinor(minor))).toBe(minor);
        expect(ZAmount.parse(Number(formatMinor(minor)))).toBe(minor);
      }),
    );
  });
});

describe('ZAmount', () => {
  it.each<[string | number, bigint]>([
    ['0', 0n],
    ['12.3', 1230n],
    [' 12.3 ', 1230n],
    ['\u300012.30\u3000', 1230n],
    [0, 0n],
    [-0, 0n],
    [12.3, 1230n],
    [100, 10000n],
    [0.07, 7n],
  ])('%j is %d cents', (input, minor) => expect(ZAmount.parse(input)).toBe(minor));

  it('trims the text before reading it, as form fields arrive padded', () => {
    expect(ZAmount.parse(' 1')).toBe(100n);
    expect(ZAmount.parse('1 ')).toBe(100n);
  });

  it.each<unknown>([
    ...NOT_AMOUNTS.filter((text) => text.trim() === text || text.trim() === ''),
    -1,
    0.001,
    0.1 + 0.2,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    undefined,
    null,
    true,
    {},
  ])('rejects %j with the amount message', (input) => {
    const result = ZAmount.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['form.invalidAmount']);
  });
});

describe('ZPrice', () => {
  it.each<[string | number, bigint]>([
    ['0.01', 1n],
    ['0.1', 10n],
    [' 5 ', 500n],
    [5, 500n],
    ['999999999999999.99', MAX_MINOR],
  ])('%j is %d cents', (input, minor) => expect(ZPrice.parse(input)).toBe(minor));

  it.each<unknown>(['0', '0.00', 0, -0, '-0.01', '0.001', '01', '', ' ', undefined])(
    'rejects %j with the price message',
    (input) => {
      const result = ZPrice.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['form.invalidPrice']);
    },
  );
});
