// The forward call against a local HTTP server: only allow-listed hosts and paths on public (or
// configured trusted) addresses are fetched; loopback, private, link-local (metadata) and unique-local
// addresses in any spelling, other schemes, and redirects to any of them are refused, re-checked at every
// hop. The USDT rate is read from the configured quotes host through it, and kept for a while.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, sendForm, startTestApp, type TestApp } from '../../test/helper';

let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    hits.push(url.pathname);
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    switch (url.pathname) {
      case '/quotes':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: { rate: '7.1234' }, appId: url.searchParams.get('appId') }));
        return;
      case '/quotes-broken':
        response.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
        return;
      case '/redirect/ok':
        return redirect('/quotes');
      case '/redirect/metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/redirect/private':
        return redirect('http://10.0.0.1/quotes');
      case '/redirect/elsewhere':
        return redirect(`http://127.0.0.1:${port}/secret`);
      case '/redirect/scheme':
        return redirect('file:///etc/passwd');
      case '/redirect/loop':
        return redirect('/redirect/loop');
      default:
        response.writeHead(404).end('secret');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a server that trusts no private address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    // Every address below is allow-listed, so only the address rule stands between them and the network.
    const hosts = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://0.0.0.0:${port}/`,
      'http://169.254.169.254/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
    ];
    strict = await startTestApp({ FAIR28_FORWARD_ALLOW: hosts.join('|'), FAIR28_FORWARD_TIMEOUT_MS: '1000' });
  });
  afterAll(() => strict.close());

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/quotes`],
    ['loopback as a decimal number', () => `http://2130706433:${port}/quotes`],
    ['loopback in octal', () => `http://0177.0.0.1:${port}/quotes`],
    ['loopback in hex', () => `http://0x7f.0.0.1:${port}/quotes`],
    ['loopback shortened', () => `http://127.1:${port}/quotes`],
    ['a name resolving to loopback', () => `http://localhost:${port}/quotes`],
    ['IPv6 loopback', () => `http://[::1]:${port}/quotes`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/quotes`],
    ['the unspecified address', () => `http://0.0.0.0:${port}/quotes`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['a private address in decimal', () => 'http://3232235777/'],
    ['a unique-local IPv6 address', () => 'http://[fd00:ec2::254]/'],
    ['a link-local IPv6 address', () => 'http://[fe80::1]/'],
    ['a file URL', () => 'file:///etc/passwd'],
    ['an ftp URL', () => `ftp://127.0.0.1:${port}/quotes`],
    ['a gopher URL', () => `gopher://127.0.0.1:${port}/_x`],
    ['credentials in the URL', () => `http://user:pw@127.0.0.1:${port}/quotes`],
    ['a host that is not allow-listed', () => 'https://example.com/'],
    ['not a URL', () => 'quotes please'],
  ])('refuses %s without connecting', async (_name, address) => {
    const before = hits.length;
    const envelope = await sendForm(strict, calls.forward.path, { host: address() });
    expect(envelope).toMatchObject({
      code: ErrorCode.ForwardRefused,
      message: 'That address may not be fetched',
    });
    expect(hits.length).toBe(before);
  });

  it('says so in Chinese too, and has no rate without a quotes host', async () => {
    const zh = await sendForm(strict, calls.forward.path, { host: 'http://10.0.0.1/' }, { lang: 'zh' });
    expect(zh.message).toBe('不允许访问该地址');
    expect((await failure(call(strict, calls.usdtRate, {}))).code).toBe(ErrorCode.QuotesUnavailable);
    expect(await sendForm(strict, calls.forward.path, {})).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'That address may not be fetched',
    });
  });
});

describe('a server whose quotes host is on a trusted address', () => {
  let app: TestApp;
  beforeAll(async () => {
    const allow = [
      `http://127.0.0.1:${port}/quotes`,
      `http://127.0.0.1:${port}/redirect/`,
      'http://169.254.169.254/',
      'http://10.0.0.1/',
    ];
    app = await startTestApp({
      FAIR28_FORWARD_ALLOW: allow.join('|'),
      FAIR28_FORWARD_TRUSTED_ADDRESSES: '127.0.0.1',
      FAIR28_FORWARD_TIMEOUT_MS: '1000',
      FAIR28_QUOTES_URL: `http://127.0.0.1:${port}/quotes`,
      FAIR28_QUOTES_RATE_FIELD: 'data.rate',
    });
  });
  afterAll(() => app.close());

  it('forwards an allowed address with the client quotes credentials', async () => {
    const answer = await call(app, calls.forward, {
      host: `http://127.0.0.1:${port}/quotes`,
      appId: 'abc',
      appKey: 'k',
    });
    expect(answer).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(JSON.parse(answer.body)).toEqual({ data: { rate: '7.1234' }, appId: 'abc' });
    expect(answer.url).toBe(`http://127.0.0.1:${port}/quotes?appId=abc&appKey=k`);
  });

  it.each([
    ['dot segments', '/quotes/../secret'],
    ['encoded dot segments', '/quotes/%2e%2e/secret'],
  ])('refuses a path that leaves the allowed prefix through %s, without connecting', async (_name, path) => {
    const before = hits.length;
    const envelope = await sendForm(app, calls.forward.path, { host: `http://127.0.0.1:${port}${path}` });
    expect(envelope.code).toBe(ErrorCode.ForwardRefused);
    expect(hits.length).toBe(before);
  });

  it('follows a redirect to an allowed address, checking it again', async () => {
    const answer = await call(app, calls.forward, { host: `http://127.0.0.1:${port}/redirect/ok` });
    expect(answer).toMatchObject({ url: `http://127.0.0.1:${port}/quotes`, status: 200 });
  });

  it.each([
    ['the metadata address', '/redirect/metadata'],
    ['a private address', '/redirect/private'],
    ['a path that is not allow-listed', '/redirect/elsewhere'],
    ['another scheme', '/redirect/scheme'],
    ['itself, again and again', '/redirect/loop'],
  ])('refuses a redirect to %s', async (_name, path) => {
    const envelope = await sendForm(app, calls.forward.path, { host: `http://127.0.0.1:${port}${path}` });
    expect(envelope.code).toBe(ErrorCode.ForwardRefused);
    expect(hits).not.toContain('/secret');
  });

  it('gives the USDT rate from the quotes host, fetched once for a while', async () => {
    const before = hits.filter((path) => path === '/quotes').length;
    const rate = await call(app, calls.usdtRate, {});
    expect(rate).toMatchObject({ rate: '7.1234', base: 'USDT', quote: 'CNY', source: `127.0.0.1:${port}` });
    expect(await call(app, calls.usdtRate, {})).toEqual(rate);
    expect(hits.filter((path) => path === '/quotes').length).toBe(before + 1);
  });
});

it('answers QuotesUnavailable when the quotes host says nothing readable', async () => {
  const app = await startTestApp({
    FAIR28_FORWARD_TRUSTED_ADDRESSES: '127.0.0.1',
    FAIR28_QUOTES_URL: `http://127.0.0.1:${port}/quotes-broken`,
  });
  try {
    const envelope = await sendForm(app, calls.usdtRate.path, {}, { lang: 'zh' });
    expect(envelope).toMatchObject({
      code: ErrorCode.QuotesUnavailable,
      message: '暂时无法获取汇率，请稍后再试',
    });
  } finally {
    await app.close();
  }
});
