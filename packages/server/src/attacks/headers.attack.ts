// The security headers on every answer there is: every call in the call table (with and without a body it
// accepts), the player app and the console, an image route, an unknown path and a GET of a call's path.
import { type CallDefinition, calls } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

describe('security headers', () => {
  it('are on the answer of every call, every page and every error', async () => {
    const requests: Array<{ method: 'GET' | 'POST'; url: string; payload?: string }> = [
      ...(Object.values(calls) as CallDefinition[]).flatMap((definition) => [
        { method: 'POST' as const, url: definition.path, payload: '{}' },
        { method: 'POST' as const, url: definition.path, payload: '{"broken":' },
        { method: 'GET' as const, url: definition.path },
      ]),
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/admin/' },
      { method: 'GET', url: '/api/v1/no/such/call' },
      { method: 'GET', url: '/uploads/no-such-image' },
      { method: 'GET', url: '/healthz' },
    ];
    for (const request of requests) {
      const answer = await test.app.inject({
        ...request,
        headers: request.payload ? { 'content-type': 'application/json' } : {},
      });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expectSecurityHeaders(answer.headers, `${request.method} ${request.url}`);
    }
    // biome-ignore lint/suspicious/noConsole: the suite prints its figures (docs/RELIABILITY.md)
    console.log(`security headers: ${requests.length} answers checked`);
  });
});
