import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/helper';

const dist = mkdtempSync(path.join(tmpdir(), 'fair28-dist-'));
const adminDist = mkdtempSync(path.join(tmpdir(), 'fair28-admin-dist-'));
let test: TestApp;

const page = '<!doctype html><title>fair28</title>';
const consolePage = '<!doctype html><title>fair28 console</title>';
const script = `export const words = ${JSON.stringify('fair28 '.repeat(400))};`;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"fair28"}');
  writeFileSync(path.join(dist, 'manifest.webmanifest.br'), brotliCompressSync('{"name":"fair28"}'));
  writeFileSync(path.join(adminDist, 'index.html'), consolePage);
  writeFileSync(path.join(adminDist, 'index.html.br'), brotliCompressSync(consolePage));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(path.join(adminDist, 'assets/console-def456.js'), script);
  writeFileSync(path.join(adminDist, 'assets/console-def456.js.br'), brotliCompressSync(script));
  test = await startTestApp({ FAIR28_WEB_DIST: dist, FAIR28_ADMIN_DIST: adminDist });
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

  it('sends the build’s brotli or gzip copy as the browser accepts, the plain file otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const brotli = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    const gzip = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await test.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets phones keep hashed files for good and asks again for index.html', async () => {
    const asset = await test.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await test.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
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

describe('the installable app: its service worker and manifests', () => {
  it('serves sw.js as JavaScript asked again every time, so a new version reaches phones at once', async () => {
    const worker = await test.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json, compressed when accepted', async () => {
    const manifest = await test.app.inject({
      url: '/manifest.webmanifest',
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("lets the page load its own worker and manifest, nobody else's", async () => {
    const policy = String((await test.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('answers index.html by name with the page’s own policy, as the worker precaches it', async () => {
    const script = 'document.title="fair28"';
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script>${script}</script>`);
    try {
      const byName = await test.app.inject({ url: '/index.html?__WB_REVISION__=1' });
      expect(byName.statusCode).toBe(200);
      expect(byName.headers['cache-control']).toBe('no-cache');
      const hash = createHash('sha256').update(script).digest('base64');
      expect(String(byName.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    } finally {
      writeFileSync(path.join(dist, 'index.html'), page);
    }
  });
});

describe('the operator console under /admin/, served the same way', () => {
  it('answers /admin/ with its own index, brotli when accepted, asked again every time', async () => {
    const index = await test.app.inject({ url: '/admin/', headers: { 'accept-encoding': 'br' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    const plain = await test.app.inject({ url: '/admin/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toContain('<title>fair28 console</title>');
    const bare = await test.app.inject({ url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('keeps its hashed files for good, and the player app keeps its own', async () => {
    const asset = await test.app.inject({
      url: '/admin/assets/console-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await test.app.inject({ url: '/admin/assets/app-abc123.js' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/' })).body).toContain('<title>fair28</title>');
  });

  it("lets antd's run-time styles in on the console only; scripts stay the server's own everywhere", async () => {
    const policy = (await test.app.inject({ url: '/admin/' })).headers['content-security-policy'];
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self';");
    const player = (await test.app.inject({ url: '/' })).headers['content-security-policy'];
    expect(player).toContain("style-src 'self';");
  });

  it("lets the player page's own inline script run by its hash, and no other", async () => {
    const script = 'document.title="fair28"';
    const hash = createHash('sha256').update(script).digest('base64');
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><script>${script}</script><title>fair28</title>`,
    );
    try {
      const policy = String((await test.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy).not.toContain('unsafe-inline');
      // Rebuilt with another script: that one, without a restart.
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script>var a=1</script>');
      const rebuilt = String((await test.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(rebuilt).not.toContain(hash);
      expect(rebuilt).toContain(`'sha256-${createHash('sha256').update('var a=1').digest('base64')}'`);
    } finally {
      writeFileSync(path.join(dist, 'index.html'), page);
    }
    const plain = String((await test.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(plain).toContain("script-src 'self';");
  });
});
