// Every answer carries the security headers; tokens never travel in URLs; images are reached through
// short-lived signed links; the request log keeps neither query strings nor secret fields.
import { Writable } from 'node:stream';
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, sendForm, startTestApp, type TestApp } from '../test/helper';
import { pngImage } from '../test/images';
import { newPlayer, type Player } from '../test/money';

let test: TestApp;
let alice: Player;
let bob: Player;
let clockOffsetMs = 0;

beforeAll(async () => {
  test = await startTestApp(
    { FAIR28_LINES: 'https://play.example.com|https://line2.example.com:8443' },
    { now: () => new Date(Date.now() + clockOffsetMs) },
  );
  [alice, bob] = [await newPlayer(test), await newPlayer(test)];
});
afterAll(() => test.close());

async function uploadedImage(player: Player) {
  return call(test, calls.uploadImage, { image: pngImage(8, 8).toString('base64') }, { token: player.token });
}

describe('security headers', () => {
  it('are on every kind of answer: the app, a call, a refused call, an unknown path, an image', async () => {
    const image = await uploadedImage(alice);
    const answers = await Promise.all([
      test.app.inject({ method: 'GET', url: '/' }),
      test.app.inject({ method: 'POST', url: calls.clientConfigs.path, payload: {} }),
      test.app.inject({ method: 'POST', url: calls.login.path, payload: { account: '' } }),
      test.app.inject({ method: 'POST', url: '/api/v1/no/such/call', payload: {} }),
      test.app.inject({ method: 'GET', url: image.url }),
    ]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain('frame-ancestors');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("the app's policy: its own scripts and styles, calls and sockets only to the configured lines", async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/' });
    const policy = Object.fromEntries(
      String(answer.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://play.example.com',
      'wss://play.example.com',
      'https://line2.example.com:8443',
      'wss://line2.example.com:8443',
    ]);
  });
});

describe('tokens never in URLs', () => {
  it('a call with the token in its query string is refused, and does not authenticate', async () => {
    const envelope = await test.app
      .inject({ method: 'POST', url: `${calls.userDetails.path}?token=anything`, payload: {} })
      .then((answer) => answer.json<{ code: number; message: string }>());
    expect(envelope).toEqual(
      expect.objectContaining({
        code: ErrorCode.InvalidInput,
        message: 'Send the token in the request body or an Authorization header, never in the URL',
      }),
    );
  });

  it("an image's link is signed and short-lived: it works without a token, then expires", async () => {
    const image = await uploadedImage(alice);
    expect(image.url).toMatch(/^\/api\/v1\/upload\/image\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    const served = await test.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');

    // One character of the signature changed (to another one: a signature may start with any of them).
    const tampered = image.url.replace(/signature=(.)/, (_, first: string) =>
      first === 'x' ? 'signature=y' : 'signature=x',
    );
    expect((await test.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
    const otherImage = image.url.replace(image.id, (await uploadedImage(bob)).id);
    expect((await test.app.inject({ method: 'GET', url: otherImage })).statusCode).toBe(401);
    clockOffsetMs = 16 * 60_000;
    try {
      expect((await test.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('an image by Bearer header: its owner sees it (private, no-store); another player does not; a query token is refused', async () => {
    const image = await uploadedImage(alice);
    const path = `/api/v1/upload/image/${image.id}`;
    const asOwner = await test.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    const asOther = await test.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(asOther.statusCode).toBe(404);
    const byQuery = await test.app.inject({ method: 'GET', url: `${path}?token=${alice.token}` });
    expect(byQuery.statusCode).toBe(400);
  });
});

describe('the request log', () => {
  it('keeps the path but neither the query string nor a secret header or field', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({
      config: { ...test.config, logLevel: 'info' },
      db: test.db,
      logStream: stream,
    });
    try {
      await logged.inject({
        method: 'GET',
        url: '/api/v1/upload/image/some-id?expires=1&signature=QUERYSECRET',
      });
      await logged.inject({
        method: 'POST',
        url: `${calls.userDetails.path}?token=URLSECRET`,
        headers: { authorization: 'Bearer HEADERSECRET' },
        payload: { password: 'BODYSECRET' },
      });
      await sendForm({ ...test, app: logged }, calls.login.path, {
        account: alice.account,
        password: 'LOGINSECRET',
      });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/v1/upload/image/some-id');
    expect(log).toContain(calls.login.path);
    for (const secret of ['QUERYSECRET', 'URLSECRET', 'HEADERSECRET', 'BODYSECRET', 'LOGINSECRET', '?']) {
      expect(log).not.toContain(secret);
    }
  });
});
