// Accepting and rejecting tables for each validator of spec §5, and the catalogue keys their schemas report.
// Rows are spelled out so a reviewer can read each rule's edges without reading the regular expressions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey, type MessageKey, translate } from './i18n/messages';
import { parseMinor } from './money';
import {
  type Bounds,
  isAlphanumeric,
  isAmount,
  isChinese,
  isDate,
  isDigits,
  isEmail,
  isEmpty,
  isIdCard,
  isInRange,
  isJsonString,
  isLandline,
  isLengthInRange,
  isLetters,
  isNumber,
  isPassword,
  isPhone,
  isPrice,
  isUrl,
  ZDate,
  ZEmail,
  ZIdCard,
  ZLandline,
  ZPassword,
  ZPhone,
  ZUrl,
} from './validators';

function describeTextRule(
  name: string,
  predicate: (text: string) => boolean,
  accepted: readonly string[],
  rejected: readonly string[],
) {
  describe(name, () => {
    it.each(accepted)('accepts %j', (text) => expect(predicate(text)).toBe(true));
    it.each(rejected)('rejects %j', (text) => expect(predicate(text)).toBe(false));
  });
}

/** Text that is never valid for any of the format rules below. */
const BLANKS = ['', ' ', '\t', '\u3000'];

describeTextRule(
  'isPhone',
  isPhone,
  [
    '13812345678',
    '13000000000',
    '19999999999',
    '15012345678',
    '+8613812345678',
    '8613812345678',
    '008613812345678',
    '+86 13812345678',
    '+86-13812345678',
    '0086 19912345678',
  ],
  [
    ...BLANKS,
    '10012345678',
    '12812345678',
    '23812345678',
    '1381234567',
    '138123456789',
    '1381234567a',
    ' 13812345678',
    '13812345678 ',
    '13812345678\n',
    '138 1234 5678',
    '138-1234-5678',
    '１３８１２３４５６７８',
    '+8713812345678',
    '+1 13812345678',
    '+008613812345678',
    '+86  13812345678',
    '+86--13812345678',
    '+86',
    '86-',
  ],
);

describeTextRule(
  'isIdCard',
  isIdCard,
  ['110101199003074514', '123456789012345678', '11010119900307451X', '11010119900307451x', '110101900307451'],
  [
    ...BLANKS,
    '11010119900307451',
    '1101011990030745141',
    '1101019003074511',
    '11010190030745X',
    'X10101199003074514',
    '1101011990030745XX',
    '11010119900307451Y',
    ' 110101199003074514',
    '110101199003074514 ',
    '１１０１０１１９９００３０７４５１４',
  ],
);

describeTextRule(
  'isPrice',
  isPrice,
  ['0.01', '0.1', '0.10', '0.99', '1', '1.5', '1.50', '10', '100.00', '999999999999999.99'],
  [
    ...BLANKS,
    '0',
    '0.0',
    '0.00',
    '00.5',
    '01',
    '.5',
    '5.',
    '0.001',
    '1.234',
    '-1',
    '-0.01',
    '+1',
    '1e3',
    '1,000',
    '１',
    ' 1',
    '1 ',
    '1000000000000000',
    'NaN',
    'Infinity',
  ],
);

describeTextRule(
  'isAmount',
  isAmount,
  ['0', '0.0', '0.00', '0.01', '0.5', '1', '12.3', '12.30', '100', '999999999999999.99'],
  [
    ...BLANKS,
    '00',
    '01',
    '00.5',
    '-0',
    '-1',
    '+1',
    '1.',
    '.5',
    '1.234',
    '1e3',
    '1,000',
    '1000000000000000',
    '０',
    ' 1',
    '1 ',
    '0x10',
  ],
);

describeTextRule(
  'isEmail',
  isEmail,
  [
    'user@example.com',
    'a@b.cn',
    'ABC123@EXAMPLE.COM',
    'first.last@example.com',
    'user+tag@example.co.uk',
    'user_name-1@sub-domain.example.org',
    '张三@example.com',
    '张.三@qq.com',
    '𠀀@example.com',
    'user@example.xn--fiqs8s',
  ],
  [
    ...BLANKS,
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@.com',
    'user@example..com',
    'user@-example.com',
    'user@example-.com',
    'user@example.c',
    'user@example.123',
    'user@192.168.0.1',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user name@example.com',
    'user@exa mple.com',
    'user@@example.com',
    'user@例子.中国',
    'ユーザー@example.com',
    'user!@example.com',
    ' user@example.com',
    'user@example.com ',
  ],
);

describeTextRule(
  'isUrl',
  isUrl,
  [
    'http://example.com',
    'https://example.com',
    'HTTPS://EXAMPLE.COM',
    'https://example.com/path?q=1&r=%E4%B8%AD#top',
    'http://localhost:3000',
    'http://127.0.0.1',
    'https://user:secret@example.com',
    'https://例子.中国/路径',
  ],
  [
    ...BLANKS,
    'example.com',
    'www.example.com',
    'ftp://example.com',
    'ws://example.com',
    'javascript:alert(1)',
    'mailto:user@example.com',
    'http://',
    'https://',
    'http:example.com',
    'http:/example.com',
    'http:///example.com',
    'http:\\\\example.com',
    'http://\\example.com',
    'http://exa mple.com',
    ' http://example.com',
    'http://example.com ',
    'http://[::1',
    'http://example.com:99999',
  ],
);

describeTextRule(
  'isDate',
  isDate,
  [
    '2024-01-01',
    '2024/12/31',
    '2024-02-29',
    '2000-02-29',
    '2000/02/29',
    '2023-02-28',
    '1999-04-30',
    '1970-01-01',
    '0001-01-01',
    '9999-12-31',
  ],
  [
    ...BLANKS,
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-06-31',
    '2024-09-31',
    '2024-11-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-32',
    '2024-1-1',
    '24-01-01',
    '12024-01-01',
    '+2024-01-01',
    '2024-01/01',
    '2024/01-01',
    '2024.01.01',
    '20240101',
    ' 2024-01-01',
    '2024-01-01 ',
    '2024-01-01T00:00',
    '２０２４-01-01',
  ],
);

describeTextRule(
  'isNumber',
  isNumber,
  ['0', '-0', '+0', '1', '-1', '+1', '3.14', '-3.14', '+0.5', '007', '0.50', '12345678901234567890'],
  [
    ...BLANKS,
    '-',
    '+',
    '.',
    '.5',
    '5.',
    '-.5',
    '1e3',
    '1E3',
    '1,000',
    '1 000',
    '1.2.3',
    '--1',
    '+-1',
    'NaN',
    'Infinity',
    '0x10',
    '１',
    ' 1',
    '1 ',
  ],
);

describeTextRule(
  'isDigits',
  isDigits,
  ['0', '0123', '1234567890', '0'.repeat(100)],
  [...BLANKS, '-1', '+1', '1.0', '1a', '1 2', '１２３', '١٢٣', ' 1', '1\n'],
);

describeTextRule(
  'isLandline',
  isLandline,
  ['010-12345678', '01012345678', '021-1234567', '0755-1234567', '07551234567', '0755-12345678'],
  [
    ...BLANKS,
    '13812345678',
    '755-1234567',
    '10-1234567',
    '07551-1234567',
    '0755-123456',
    '0755-123456789',
    '010--12345678',
    '010 12345678',
    '(010)12345678',
    '010-1234567-8',
    '０１０-12345678',
    ' 010-12345678',
  ],
);

describeTextRule(
  'isChinese',
  isChinese,
  ['中', '中文', '中國', '张三', '龘', '〇', '𠀀'],
  [...BLANKS, '中 文', ' 中文', '中文a', '中文1', 'abc', 'かな', '한국', '，', '中文。', '阿依·买买提'],
);

describeTextRule(
  'isLetters',
  isLetters,
  ['a', 'Z', 'abcXYZ'],
  [...BLANKS, 'abc1', 'a b', 'a_b', 'a-b', 'é', 'ａｂｃ', '中', 'ab\n'],
);

describeTextRule(
  'isAlphanumeric',
  isAlphanumeric,
  ['a', '1', 'ABC', 'abc123', '007'],
  [...BLANKS, 'abc_1', 'abc-1', 'abc!', 'a b', 'é1', '１a', '中1'],
);

describeTextRule(
  'isPassword',
  isPassword,
  ['abcd1234', 'password', 'Passw0rd', 'a1234567', 'ABCDEFGH', 'a'.repeat(64)],
  [
    ...BLANKS,
    'abc1234',
    '12345678',
    'abcd 1234',
    'abcd-1234',
    'abcd_1234',
    'pässword1',
    'ａbcd1234',
    '密码密码密码密码',
    'a'.repeat(65),
  ],
);

describe('isInRange', () => {
  const rows: ReadonlyArray<[value: number | string, bounds: Bounds, expected: boolean]> = [
    [5, [1, 10], true],
    [1, [1, 10], true],
    [10, [1, 10], true],
    [0, [1, 10], false],
    [11, [1, 10], false],
    [0.5, [0, 1], true],
    [1.0001, [0, 1], false],
    [-1, [-5, 5], true],
    [5, [5, 5], true],
    [5, [10, 1], false],
    [Number.NaN, [0, 10], false],
    [Number.POSITIVE_INFINITY, [0, Number.POSITIVE_INFINITY], true],
    ['5', [1, 10], true],
    ['10.00', [1, 10], true],
    ['10.01', [1, 10], false],
    ['-3', [-5, 0], true],
    ['+3', [0, 5], true],
    ['007', [0, 10], true],
    ['', [0, 10], false],
    [' ', [0, 10], false],
    [' 5', [0, 10], false],
    ['abc', [0, 10], false],
    ['1e1', [0, 100], false],
    ['Infinity', [0, Number.POSITIVE_INFINITY], false],
  ];
  it.each(rows)('%j within %j is %s', (value, bounds, expected) => {
    expect(isInRange(value, bounds)).toBe(expected);
  });
});

describe('isLengthInRange', () => {
  const rows: ReadonlyArray<[value: string | readonly unknown[], bounds: Bounds, expected: boolean]> = [
    ['', [0, 0], true],
    ['', [1, 5], false],
    ['abc', [3, 3], true],
    ['abc', [1, 2], false],
    ['abc', [4, 10], false],
    ['中文', [2, 2], true],
    ['😀', [1, 1], true],
    ['😀😀', [1, 1], false],
    ['𠀀𠀀', [2, 2], true],
    ['e\u0301', [2, 2], true],
    ['   ', [3, 3], true],
    [[], [0, 0], true],
    [[1, 2, 3], [3, 3], true],
    [[1], [2, 5], false],
    [['😀'], [1, 1], true],
  ];
  it.each(rows)('%j within %j is %s', (value, bounds, expected) => {
    expect(isLengthInRange(value, bounds)).toBe(expected);
  });

  it('counts code points, not UTF-16 units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const length = Array.from(text).length;
        expect(isLengthInRange(text, [length, length])).toBe(true);
        expect(isLengthInRange(text, [length + 1, length + 1])).toBe(false);
      }),
    );
  });
});

describe('isEmpty', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['empty text', ''],
    ['spaces', '   '],
    ['tabs and newlines', '\t\r\n'],
    ['ideographic space', '\u3000'],
    ['no-break space', '\u00a0'],
    ['empty array', []],
    ['empty object', {}],
    ['object without prototype', Object.create(null)],
  ])('%s is empty', (_, value) => expect(isEmpty(value)).toBe(true));

  it.each<[string, unknown]>([
    ['zero', 0],
    ['NaN', Number.NaN],
    ['false', false],
    ['text', 'a'],
    ['padded text', ' a '],
    ['zero-width space', '\u200b'],
    ['array of undefined', [undefined]],
    ['array of an empty array', [[]]],
    ['object with an undefined property', { a: undefined }],
    ['date', new Date(0)],
    ['map', new Map()],
    ['function', () => undefined],
  ])('%s is not empty', (_, value) => expect(isEmpty(value)).toBe(false));
});

describeTextRule(
  'isJsonString',
  isJsonString,
  ['{}', '[]', '{"a":1}', '[1,2]', ' {"a":[]} ', '{"中":"文"}', '[null]', '{"a":{"b":[1,{"c":"d"}]}}'],
  [
    ...BLANKS,
    'null',
    '1',
    '"a"',
    '"{}"',
    'true',
    '{a:1}',
    "{'a':1}",
    '[1,]',
    '{"a":1',
    '{}{}',
    'undefined',
    '[object Object]',
  ],
);

describe('property checks', () => {
  it('isDate agrees with the calendar for every year, month and day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.constantFrom('-', '/'),
        (year, month, day, separator) => {
          const date = new Date(Date.UTC(year, month - 1, day));
          const exists =
            date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          const text = [String(year), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join(
            separator,
          );
          expect(isDate(text)).toBe(exists);
        },
      ),
    );
  });

  it('a price is exactly an amount above zero', () => {
    const amounts = fc.stringMatching(/^(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/);
    fc.assert(
      fc.property(amounts, (text) => {
        expect(isPrice(text)).toBe(parseMinor(text) > 0n);
      }),
    );
  });

  it('a phone number is found behind any accepted country prefix', () => {
    const numbers = fc.stringMatching(/^1[3-9]\d{9}$/);
    const prefixes = fc.constantFrom('', '86', '+86', '0086', '86 ', '+86-', '0086 ');
    fc.assert(
      fc.property(prefixes, numbers, (prefix, number) => {
        expect(isPhone(prefix + number)).toBe(true);
      }),
    );
  });
});

describe('ZPassword messages', () => {
  const rows: ReadonlyArray<[password: string, messages: MessageKey[]]> = [
    ['abc123', ['form.passwordMinLength']],
    ['', ['form.passwordMinLength', 'form.passwordNeedsLetter']],
    ['1234567', ['form.passwordMinLength', 'form.passwordNeedsLetter']],
    ['ab!', ['form.passwordMinLength', 'form.passwordLettersDigitsOnly']],
    ['12345678', ['form.passwordNeedsLetter']],
    ['abcd-1234', ['form.passwordLettersDigitsOnly']],
    ['abcd 1234', ['form.passwordLettersDigitsOnly']],
    ['1234 5678', ['form.passwordLettersDigitsOnly', 'form.passwordNeedsLetter']],
    ['密码密码密码密码', ['form.passwordLettersDigitsOnly', 'form.passwordNeedsLetter']],
    ['a'.repeat(65), ['form.tooLong']],
    ['abcd1234', []],
  ];
  it.each(rows)('%j reports %j', (password, expected) => {
    const result = ZPassword.safeParse(password);
    expect(result.error?.issues.map((issue) => issue.message) ?? []).toEqual(expected);
  });

  it('speaks the words of spec §5 in Chinese', () => {
    expect(translate('zh', 'form.passwordMinLength')).toBe('最少8个字符');
    expect(translate('zh', 'form.passwordNeedsLetter')).toBe('必须包含字母');
    expect(translate('zh', 'form.passwordLettersDigitsOnly')).toBe('只能使用字母和数字');
  });
});

describe('form schemas', () => {
  const rows: ReadonlyArray<[name: string, schema: z.ZodType<string>, message: MessageKey, valid: string]> = [
    ['ZPhone', ZPhone, 'form.invalidPhone', '+86 13812345678'],
    ['ZLandline', ZLandline, 'form.invalidLandline', '0755-1234567'],
    ['ZEmail', ZEmail, 'form.invalidEmail', '张三@example.com'],
    ['ZIdCard', ZIdCard, 'form.invalidIdCard', '11010119900307451X'],
    ['ZUrl', ZUrl, 'form.invalidUrl', 'https://example.com'],
    ['ZDate', ZDate, 'form.invalidDate', '2024/02/29'],
  ];

  it.each(rows)('%s keeps valid text as it is', (_, schema, __, valid) => {
    expect(schema.parse(valid)).toBe(valid);
  });

  it.each(rows)('%s reports %s for bad text, blank text and a missing field', (_, schema, message) => {
    for (const input of ['nope', '', ' ', undefined, null, 42]) {
      const result = schema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });

  it.each(rows)('%s reports a key that both languages translate', (_, __, message) => {
    expect(isMessageKey(message)).toBe(true);
    expect(translate('en', message)).not.toBe(message);
    expect(translate('zh', message)).not.toBe(message);
  });
});
