import { encodeResBody, type TClientConfigResponse } from '@fair28/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeItem, storageKeys, writeText } from '../lib/storage';
import {
  fetchClientConfig,
  readCodecKeys,
  readCurrentLine,
  saveClientConfig,
  saveCurrentLine,
} from './client-config';
import { loadSchemas } from './schemas';
import { readClientConfig } from './stored-client-config';

const config: TClientConfigResponse = {
  lines: ['https://a.example.com', 'https://b.example.com'],
  webSocketUrl: 'wss://a.example.com/ws',
  codec: { key: '0123456789abcdef', iv: 'fedcba9876543210' },
  gameOption: {
    payType: '1234',
    walletCount: 3,
    paymentVoucher: 1,
    promotionCode: 1,
    username: '',
    imToken: '',
    imPassword: 'fair28',
  },
  options: [],
  serverTime: 1_700_000_000_000,
  cardMarket: 'cn',
};

afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of Object.values(storageKeys)) removeItem(key);
});

describe('client config cache', () => {
  it('round-trips the config and hands out its codec keys', () => {
    expect(readClientConfig()).toBeNull();
    expect(readCodecKeys()).toBeNull();
    saveClientConfig(config);
    expect(readClientConfig()).toEqual(config);
    expect(readCodecKeys()).toEqual(config.codec);
  });

  it('ignores a cached config of the wrong shape', () => {
    writeText(storageKeys.clientConfig, JSON.stringify({ lines: 'not a list', codec: { key: 1 } }));
    expect(readClientConfig()).toBeNull();
    expect(readCodecKeys()).toBeNull();
  });

  it('remembers the current line, and whether the player chose it', () => {
    expect(readCurrentLine()).toBeNull();
    saveCurrentLine({ index: 1, url: 'https://b.example.com' }, true);
    expect(readCurrentLine()).toEqual({ index: 1, url: 'https://b.example.com', isChosen: true });
    saveCurrentLine({ index: 0, url: 'https://a.example.com' }, false);
    expect(readCurrentLine()).toEqual({ index: 0, url: 'https://a.example.com', isChosen: false });
  });
});

describe('fetchClientConfig', () => {
  it('asks the given line with gzip=0 and reads the plain-hex answer without keys', async () => {
    // Checked with the schemas, which the app loads once the first screen is up.
    await loadSchemas();
    const requests: Array<{ url: string; body: URLSearchParams }> = [];
    const resBody = await encodeResBody(config, false, config.codec);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, body: init.body as URLSearchParams });
      return new Response(
        JSON.stringify({ code: 0, message: 'Success', resBody, dataPrice: null, status: 1 }),
      );
    });
    await expect(fetchClientConfig('https://b.example.com')).resolves.toEqual(config);
    expect(requests.map((request) => request.url)).toEqual(['https://b.example.com/api/v2/client/configs']);
    expect(Object.fromEntries(requests[0]?.body ?? [])).toEqual({ gzip: '0', lang: 'en' });
  });

  it('refuses an answer its schema refuses', async () => {
    await loadSchemas();
    const resBody = await encodeResBody({ ...config, lines: 'not a list' }, false, config.codec);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 0, message: 'Success', resBody, dataPrice: null, status: 1 })),
    );
    await expect(fetchClientConfig('https://b.example.com')).rejects.toMatchObject({ kind: 'codec' });
  });
});
