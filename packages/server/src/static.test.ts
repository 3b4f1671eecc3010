import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/helper';

const dist = mkdtempSync(path.join(tmpdir(), 'fair28-dist-'));
let test: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>fair28</title>');
  test = await startTestApp({ FAIR28_WEB_DIST: dist });
});
afterAll(() => test.close());

describe('the player app and the API on one port', () => {
  it('serves index.html at / and files added after start-up', async () => {
    expect((await test.app.inject({ url: '/' })).body).toContain('<title>fair28</title>');
    writeFileSync(path.join(dist, 'late.js'), 'export {};');
    const late = await test.app.inject({ url: '/late.js' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['content-type']).toContain('javascript');
  });

  it('answers a missing file with 404 and an unknown API path with the envelope', async () => {
    expect((await test.app.inject({ url: '/nope.js' })).statusCode).toBe(404);
    const api = await test.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, status: 0 });
  });

  it('lets a page on another line read API answers (CORS)', async () => {
    const response = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'https://line2.example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://line2.example.com');
  });
});
