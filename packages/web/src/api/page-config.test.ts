// Remote page config against a real HTTP server on this machine: the default POST fetcher, the cache per
// route in local storage, and what the app does with the options the fair28 server sends today (none).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageConfigText, ZClientConfigResponse } from '@fair28/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeItem, storageKeys, writeJson } from '../lib/storage';
import { configRouteOf, pageConfigOf, pageConfigSources, readPageConfigs } from './page-config';
import { refreshPageConfigs } from './page-config-refresh';

const requests: Array<{ url: string; method: string; body: string }> = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ url: request.url ?? '', method: request.method ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/home.json')
        response.end(JSON.stringify({ title: { en: 'Lobby', zh: '大厅' }, extra: 1 }));
      else if (request.url === '/mine.json')
        response.end(JSON.stringify({ notice: 'Weekend bonus on Saturday' }));
      else if (request.url === '/bad.json') response.end(JSON.stringify({ title: 42 }));
      else {
        response.statusCode = 500;
        response.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  removeItem(storageKeys.pageConfigs);
});

/** A client config answer as the fair28 server sends it (docs/PROTOCOL.md), with the given options. */
const configAnswer = (options: unknown[]) =>
  ZClientConfigResponse.parse({
    lines: ['http://127.0.0.1:8080'],
    webSocketUrl: 'ws://127.0.0.1:8080/ws',
    codec: { key: 'k'.repeat(16), iv: 'i'.repeat(16) },
    gameOption: { payType: '1234', walletCount: 3, paymentVoucher: 1, promotionCode: 1 },
    options,
    serverTime: Date.now(),
  });

describe('remote page config', () => {
  it('asks nothing while the server sends no options, and keeps no config', async () => {
    await refreshPageConfigs(configAnswer([]).options);
    expect(requests).toEqual([]);
    expect(readPageConfigs()).toEqual({});
    expect(pageConfigOf('/pages/tabBar/home/home')).toBeNull();
  });

  it('fetches by POST each route whose option names pages/ with status 1, and keeps each per route', async () => {
    const { options } = configAnswer([
      { key: 'pages/tabBar/home/home', value: '', fileUrl: `${base}/home.json`, status: 1 },
      { key: '/pages/tabBar/personal/personal', value: `${base}/mine.json`, fileUrl: '', status: 1 },
      { key: 'pages/tabBar/project/project', value: '', fileUrl: `${base}/home.json`, status: 0 },
      { key: 'quotesUrl', value: `${base}/quotes`, fileUrl: '', status: 1 },
    ]);
    expect(pageConfigSources(options).map((source) => source.route)).toEqual([
      '/pages/tabBar/home/home',
      '/pages/tabBar/personal/personal',
    ]);
    await refreshPageConfigs(options);
    expect(requests.map((request) => [request.method, request.url]).sort()).toEqual([
      ['POST', '/home.json'],
      ['POST', '/mine.json'],
    ]);
    expect(JSON.parse(requests.find((request) => request.url === '/home.json')?.body ?? '')).toEqual({
      route: '/pages/tabBar/home/home',
    });
    const home = pageConfigOf('/pages/tabBar/home/home');
    expect(pageConfigText(home?.title, 'zh')).toBe('大厅');
    expect(pageConfigText(home?.title, 'en')).toBe('Lobby');
    // The screenshot page uses the personal tab's config.
    expect(configRouteOf('/pages/screenshot/screenshot')).toBe('/pages/tabBar/personal/personal');
    expect(pageConfigText(pageConfigOf('/pages/screenshot/screenshot')?.notice, 'en')).toBe(
      'Weekend bonus on Saturday',
    );
  });

  it('keeps the last config when a fetch fails or answers nonsense, and drops routes switched off', async () => {
    const on = (url: string) => [{ key: 'pages/tabBar/home/home', value: '', fileUrl: url, status: 1 }];
    await refreshPageConfigs(configAnswer(on(`${base}/home.json`)).options);
    await refreshPageConfigs(configAnswer(on(`${base}/fails.json`)).options);
    expect(pageConfigText(pageConfigOf('/pages/tabBar/home/home')?.title, 'en')).toBe('Lobby');
    await refreshPageConfigs(configAnswer(on(`${base}/bad.json`)).options);
    expect(pageConfigText(pageConfigOf('/pages/tabBar/home/home')?.title, 'en')).toBe('Lobby');
    await refreshPageConfigs(
      configAnswer([{ key: 'pages/tabBar/home/home', value: '', fileUrl: `${base}/home.json`, status: 0 }])
        .options,
    );
    expect(pageConfigOf('/pages/tabBar/home/home')).toBeNull();
  });

  it('checks a kept config again: one its schema refuses is not kept past the next start-up', async () => {
    writeJson(storageKeys.pageConfigs, { '/pages/tabBar/home/home': { title: 42 } });
    const on = [{ key: 'pages/tabBar/home/home', value: '', fileUrl: `${base}/fails.json`, status: 1 }];
    await refreshPageConfigs(configAnswer(on).options);
    expect(readPageConfigs()).toEqual({});
  });

  it('never fetches an address that is not http(s)', () => {
    expect(
      pageConfigSources([
        { key: 'pages/tabBar/home/home', value: 'javascript:alert(1)', fileUrl: '', status: 1 },
      ]),
    ).toEqual([]);
  });
});
