// A client written only from docs/PROTOCOL.md — node:crypto and zlib, none of our codec code — drives the
// real server over a real port: register, log in, read details, change the password, see the old session refused.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviter, startTestApp, type TestApp, uniqueAccount } from '../test/helper';

let test: TestApp;
let baseUrl: string;
const KEY = 'thirdpartykey-16';
const IV = 'thirdparty-iv-16';

beforeAll(async () => {
  test = await startTestApp({ FAIR28_AES_KEY: KEY, FAIR28_AES_IV: IV });
  await createInviter(test, 'PARTNER');
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

function decodeGzipResBody(resBody: string): unknown {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
  const deflated = Buffer.concat([decipher.update(Buffer.from(resBody, 'hex')), decipher.final()]);
  return JSON.parse(inflateSync(deflated).toString('utf8'));
}

function tokenField(token: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
  const plain = `${token}|${Date.now()}|${randomBytes(6).toString('hex')}`;
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, gzip: '1', lang: 'zh' }).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { code: number; message: string; resBody: string | null; status: number };
}

describe('a third-party client', () => {
  it('registers, logs in, reads details, changes the password and is then refused with 401', async () => {
    const account = uniqueAccount('tp');
    const registered = await post('/api/v1/register', {
      account,
      password: 'firstPass1',
      confirmPassword: 'firstPass1',
      code: 'PARTNER',
    });
    expect(registered.code).toBe(0);
    expect(registered.status).toBe(1);
    expect(registered.resBody).toMatch(/^[0-9A-F]+$/);
    expect(decodeGzipResBody(registered.resBody ?? '')).toMatchObject({ account, token: expect.any(String) });

    const loggedIn = await post('/api/v1/login', { account, password: 'firstPass1' });
    const { token } = decodeGzipResBody(loggedIn.resBody ?? '') as { token: string };

    const details = await post('/api/v1/user/details', { token: tokenField(token) });
    expect(details.code).toBe(0);
    expect(decodeGzipResBody(details.resBody ?? '')).toMatchObject({
      account,
      point: '0.00',
      needPlayPoint: '0.00',
      level: 1,
      sex: 1,
      password: '',
    });

    const changed = await post('/api/v1/user/changePwd', {
      token: tokenField(token),
      oldPassword: 'firstPass1',
      newPassword: 'secondPass2',
    });
    expect(changed.code).toBe(0);

    const refused = await post('/api/v1/user/details', { token: tokenField(token) });
    expect(refused).toMatchObject({
      code: 401,
      message: '登录凭证已过期，请重新登录',
      resBody: null,
      status: 0,
    });

    const oldPassword = await post('/api/v1/login', { account, password: 'firstPass1' });
    expect(oldPassword.code).toBe(1002);
    const newPassword = await post('/api/v1/login', { account, password: 'secondPass2' });
    expect(newPassword.code).toBe(0);
  });

  it('reads the version call as plain JSON and the gzip=0 answer as hex of the JSON text', async () => {
    const version = await post('/api/v1/cocos/version', {});
    expect(JSON.parse(version.resBody ?? '')).toMatchObject({ name: 'fair28', protocolVersion: 1 });

    const response = await fetch(`${baseUrl}/api/v2/client/configs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gzip: 0, lang: 'en' }),
    });
    const envelope = (await response.json()) as { resBody: string };
    const config = JSON.parse(Buffer.from(envelope.resBody, 'hex').toString('utf8'));
    expect(config.codec).toEqual({ key: KEY, iv: IV });
    expect(config.lines).toEqual([baseUrl]);
  });
});
