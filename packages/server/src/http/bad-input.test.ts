// Every call in the table, fed missing, wrong-typed and oversized fields: an envelope error, nothing written.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createInviter, startTestApp, type TestApp, tableCounts, uniqueAccount } from '../test/helper';

let test: TestApp;
let token: string;
let password: string;

beforeAll(async () => {
  test = await startTestApp();
  await createInviter(test, 'BADIN');
  password = 'goodPass1';
  ({ token } = await call(test, calls.register, {
    account: uniqueAccount(),
    password,
    confirmPassword: password,
    code: 'BADIN',
  }));
});
afterAll(() => test.close());

/** A valid body per call with fields, so each variant breaks exactly one field. */
const validBodies: Partial<Record<keyof typeof calls, Record<string, unknown>>> = {
  register: { account: 'validname', password: 'goodPass1', confirmPassword: 'goodPass1', code: 'BADIN' },
  login: { account: 'validname', password: 'goodPass1' },
  changePassword: { oldPassword: 'goodPass1', newPassword: 'otherPass2' },
  changeSecurityCode: { oldPassword: 'goodPass1', newPassword: '123456' },
};

type Variant = { name: string; body: Record<string, unknown> };

function variantsOf(valid: Record<string, unknown>): Variant[] {
  return Object.keys(valid).flatMap((field) => {
    const without = { ...valid };
    delete without[field];
    return [
      { name: `${field} missing`, body: without },
      { name: `${field} a number`, body: { ...valid, [field]: 12345678 } },
      { name: `${field} an object`, body: { ...valid, [field]: { nested: true } } },
      { name: `${field} an array`, body: { ...valid, [field]: ['a', 'b'] } },
      { name: `${field} 10,000 characters`, body: { ...valid, [field]: 'a1'.repeat(5000) } },
    ];
  });
}

async function postJson(path: string, body: Record<string, unknown>, withToken: boolean) {
  const response = await test.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { ...body, gzip: 1, lang: 'en' },
  });
  return { status: response.statusCode, envelope: response.json() };
}

describe.each(Object.entries(validBodies))('%s', (name, valid) => {
  const definition = calls[name as keyof typeof calls];
  it.each(variantsOf(valid ?? {}))('$name → envelope error, nothing written', async ({ body }) => {
    const before = await tableCounts(test.db);
    const { status, envelope } = await postJson(definition.path, body, definition.auth);
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: ErrorCode.InvalidInput, resBody: null, status: 0 });
    expect(envelope.message.length).toBeGreaterThan(0);
    expect(await tableCounts(test.db)).toEqual(before);
  });
});

describe('malformed requests', () => {
  it('a body that is not JSON gets an envelope error', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(response.json()).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The request is invalid',
    });
  });

  it('a body over the size limit gets 413 with an envelope', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=${'a'.repeat(300_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The request is too large',
    });
  });

  it('an unknown content type gets an envelope error', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.json()).toMatchObject({ code: ErrorCode.InvalidInput });
  });

  it('an unknown path gets a 404 envelope in the asked language', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/v1/no/such/call?lang=zh' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      message: '未知的接口',
      resBody: null,
      dataPrice: null,
      status: 0,
    });
  });

  it('a token call without a token gets 401 before its body is looked at', async () => {
    const response = await postJson(calls.changePassword.path, { oldPassword: 1 }, false);
    expect(response.envelope.code).toBe(ErrorCode.LoginExpired);
  });
});
