// Every call in the call table fuzzed from its own request schema with fast-check: bodies whose fields are
// wrong types, huge, negative or fractional amounts, NaN and Infinity texts, __proto__ and constructor keys,
// unicode edge cases (lone surrogates, bidi overrides, NUL, long emoji runs) and huge texts, sent as JSON and
// as form encoding (with broken percent escapes); then bad token fields and Bearer headers on the token
// calls. Only inputs the schema refuses are sent (a valid one would rightly change things), so each must get
// an envelope error, never a 500; the database's row counts stay the same per call, and the books and the
// public statistics stay equal to the ledger at the end. A new call is fuzzed by being in the table.
import { type CallDefinition, calls, ErrorCode, isOperatorCall } from '@fair28/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../modules/ledger/service';
import { auditPublicStats } from '../modules/stats/service';
import { fundedPlayer, testOperator } from '../test/game';
import { startTestApp, type TestApp, tableCounts } from '../test/helper';

/** Inputs per call and encoding; FAIR28_FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FAIR28_FUZZ_RUNS ?? 20);

let test: TestApp;
let playerToken: string;
let operatorToken: string;
const tried = new Map<string, { json: number; form: number; token: number }>();

beforeAll(async () => {
  test = await startTestApp();
  playerToken = (await fundedPlayer(test, 100_000n)).token;
  operatorToken = (await testOperator(test, 'admin')).token;
});
afterAll(async () => {
  const rows = [...tried.entries()].map(([name, count]) => ({ call: name, ...count }));
  const total = rows.reduce((sum, row) => sum + row.json + row.form + row.token, 0);
  // biome-ignore lint/suspicious/noConsole: the suite prints its figures (docs/RELIABILITY.md)
  console.log(`fuzz: ${total} inputs over ${rows.length} calls (${RUNS} runs per call and encoding)`);
  // biome-ignore lint/suspicious/noConsole: the figures per call
  console.table(rows);
  await test.close();
});

const nastyText = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '-0',
    '-100.00',
    '0.001',
    '1e309',
    '1e-7',
    '0x1F',
    '99999999999999999999999999',
    '9007199254740993',
    '',
    ' ',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '\u0000',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Eevil',
    '\u200B',
    'Ａ１',
    '१२३',
    '😀'.repeat(2000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1, max: 200 }).map((n) => 'x'.repeat(n * 1000)),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.double(),
  fc.integer(),
  fc.bigInt().map(String),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), nastyText, { maxKeys: 2 }),
);

const extraKeys = ['__proto__', 'constructor', 'prototype', 'token', 'gzip', 'lang'];

type SchemaLike = { shape?: object; def?: { out?: SchemaLike } };

/** The fields of a request schema, through a preprocessing pipe (the money calls' legacy key field). */
function fieldsOf(definition: CallDefinition): string[] {
  const schema = definition.request as SchemaLike;
  return Object.keys(schema.shape ?? schema.def?.out?.shape ?? {});
}

/** A body as key–value pairs (a list, so __proto__ stays an ordinary key on the wire). */
function bodyOf(definition: CallDefinition): fc.Arbitrary<Array<[string, unknown]>> {
  const keys = [...fieldsOf(definition), ...extraKeys];
  return fc.uniqueArray(fc.tuple(fc.constantFrom(...keys), nastyValue), {
    selector: ([key]) => key,
    maxLength: keys.length,
  });
}

function jsonText(pairs: Array<[string, unknown]>): string {
  const fields = [...pairs.filter(([key]) => key !== 'gzip' && key !== 'lang'), ['gzip', 1], ['lang', 'en']];
  return `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

const brokenEscape = fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%FF%FE', '+', '&&', '=', '');

/** A value as a form sends it: text (objects as their JSON). */
function formValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Percent-encodes the UTF-8 bytes, so lone surrogates go out as the replacement character a browser sends. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function formText(pairs: Array<[string, unknown]>, garbage: string): string {
  const encoded = pairs.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(formValue(value))}`);
  return [...encoded, 'gzip=1', 'lang=en'].join('&') + garbage;
}

/** JSON no parser accepts: truncated, unbalanced, trailing garbage, or deeper than any body. */
const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", '{"a":NaN}', '{"a":1,}', '\u0000'),
  fc.integer({ min: 1, max: 5000 }).map((depth) => '{"a":'.repeat(depth)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What the server would parse: JSON as is; a form's values as texts (the last of a repeated key). */
function isRefused(definition: CallDefinition, body: unknown): boolean {
  return !definition.request.safeParse(body).success;
}

function tokenOf(definition: CallDefinition): string | undefined {
  if (!definition.auth) return undefined;
  return isOperatorCall(definition) ? operatorToken : playerToken;
}

async function send(definition: CallDefinition, payload: string, contentType: string, headers = {}) {
  const token = tokenOf(definition);
  const response = await test.app.inject({
    method: 'POST',
    url: definition.path,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload,
  });
  return response;
}

function expectEnvelopeError(response: { statusCode: number; body: string }, input: string) {
  expect(response.statusCode, input.slice(0, 300)).toBeLessThan(500);
  const envelope = JSON.parse(response.body) as { code: number; message: string; resBody: unknown };
  expect(envelope.code, input.slice(0, 300)).not.toBe(0);
  expect(typeof envelope.message).toBe('string');
  expect(envelope.message.length).toBeGreaterThan(0);
  expect(envelope.resBody ?? null).toBeNull();
  return envelope;
}

const entries = Object.entries(calls) as Array<[string, CallDefinition]>;

describe.each(entries)('%s', (name, definition) => {
  it('answers refused bodies, broken encodings and bad tokens with an envelope error, changing nothing', async () => {
    const count = { json: 0, form: 0, token: 0 };
    tried.set(name, count);
    const before = await tableCounts(test.db);

    // A call without fields takes any body (it reads none): only what no parser accepts is refused.
    const hasFields = fieldsOf(definition).length > 0;
    if (hasFields) {
      await fc.assert(
        fc.asyncProperty(bodyOf(definition), async (pairs) => {
          const text = jsonText(pairs);
          fc.pre(isRefused(definition, JSON.parse(text)));
          count.json += 1;
          expectEnvelopeError(await send(definition, text, 'application/json'), text);
        }),
        { numRuns: RUNS, maxSkipsPerRun: 1000 },
      );
    }

    // Bodies no JSON parser accepts: every call, fields or none, refuses them in the envelope.
    await fc.assert(
      fc.asyncProperty(brokenJson, async (text) => {
        fc.pre(!isJson(text));
        count.json += 1;
        expectEnvelopeError(await send(definition, text, 'application/json'), text);
      }),
      { numRuns: RUNS, maxSkipsPerRun: 1000 },
    );

    if (hasFields) {
      await fc.assert(
        fc.asyncProperty(bodyOf(definition), brokenEscape, async (pairs, garbage) => {
          const asTexts = Object.fromEntries(pairs.map(([key, value]) => [key, formValue(value)]));
          fc.pre(isRefused(definition, asTexts));
          count.form += 1;
          const text = formText(pairs, garbage);
          expectEnvelopeError(await send(definition, text, 'application/x-www-form-urlencoded'), text);
        }),
        { numRuns: RUNS, maxSkipsPerRun: 1000 },
      );
    }

    if (definition.auth) {
      // A token field that is not ours: random hex, odd lengths, not hex at all, a huge one; or a Bearer
      // header of garbage. Either way: not logged in, before anything else is read.
      const badToken = fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 96 }).map((bytes) => Buffer.from(bytes).toString('hex')),
        nastyText.filter((text) => text.length > 0 && text.length < 5000),
      );
      await fc.assert(
        fc.asyncProperty(badToken, fc.boolean(), async (token, asHeader) => {
          count.token += 1;
          const response = await test.app.inject({
            method: 'POST',
            url: definition.path,
            headers: asHeader
              ? { 'content-type': 'application/json', authorization: `Bearer ${token}` }
              : { 'content-type': 'application/json' },
            payload: asHeader ? '{"gzip":1}' : JSON.stringify({ token, gzip: 1 }),
          });
          const envelope = expectEnvelopeError(response, token);
          expect([ErrorCode.LoginExpired, ErrorCode.InvalidInput]).toContain(envelope.code);
        }),
        { numRuns: RUNS },
      );
    }

    expect(await tableCounts(test.db)).toEqual(before);
  });
});

describe('after the fuzz', () => {
  it('the books balance and the public statistics equal the ledger', async () => {
    expect((await audit(test.db.orm)).isClean).toBe(true);
    expect(await auditPublicStats(test.db.orm)).toEqual([]);
  });
});
