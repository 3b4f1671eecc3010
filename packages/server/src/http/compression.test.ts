// Answers of 1 KB and more go out compressed when the client accepts it, and decode to the very answer
// sent uncompressed; small answers go as they are; a compressed request body is not inflated.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { calls } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/helper';
import { COMPRESS_FROM_BYTES } from './compression';

let test: TestApp;

beforeAll(async () => {
  // An operator's list of lines, which makes the client config one of the larger answers.
  const lines = Array.from({ length: 12 }, (_, i) => `https://line-${i + 1}.play.fair28.example.com`);
  test = await startTestApp({ FAIR28_LINES: lines.join('|') });
});
afterAll(() => test.close());

const clientConfig = (acceptEncoding?: string) =>
  test.app.inject({
    method: 'POST',
    url: calls.clientConfigs.path,
    payload: {},
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed answers', () => {
  it('sends the client config in brotli or gzip as asked, each decoding to the plain answer', async () => {
    const plain = await clientConfig();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const brotli = await clientConfig('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await clientConfig('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Each carries the server's time of its own, so the answers are compared by code and length.
    for (const decoded of [brotliDecompressSync(brotli.rawPayload), gunzipSync(gzip.rawPayload)]) {
      expect(JSON.parse(decoded.toString())).toMatchObject({ code: 0 });
      expect(decoded.length).toBe(plain.rawPayload.length);
    }
  });

  it('sends a small answer as it is', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { account: '' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ code: expect.any(Number) });
  });

  it('does not inflate a compressed request body: it is refused in the envelope', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      payload: gzipSync(Buffer.from('account=demo&password=demo1234')),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json().code).not.toBe(0);
  });
});
