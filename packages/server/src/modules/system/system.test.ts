import { calls, DEFAULT_GAME_OPTION } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({
    FAIR28_LINES: 'https://a.example.com|https://b.example.com/',
    FAIR28_SITE_NAME: 'fair28 test',
  });
});
afterAll(() => test.close());

describe('start-up calls', () => {
  it('client configs give the configured lines in order, the socket URL, codec keys and option defaults', async () => {
    const config = await call(test, calls.clientConfigs, {}, { gzip: false });
    expect(config.lines).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.webSocketUrl).toBe('wss://a.example.com/ws');
    expect(config.codec).toEqual(test.config.codecKeys);
    // No pay channel exists yet, so payType lists no pay type (modules/deposits covers the rest).
    expect(config.gameOption).toEqual({
      payType: '',
      walletCount: 3,
      paymentVoucher: 1,
      promotionCode: 1,
    });
    expect(config.gameOption).toEqual({ ...DEFAULT_GAME_OPTION, payType: '' });
    expect(config.payChannels).toEqual([]);
    expect(Math.abs(config.serverTime - Date.now())).toBeLessThan(5000);
  });

  it('version answers plain JSON; other info answers the site settings', async () => {
    expect(await call(test, calls.version, {})).toMatchObject({ name: 'fair28', protocolVersion: 1 });
    expect(await call(test, calls.otherInfo, {})).toMatchObject({ siteName: 'fair28 test' });
  });

  it('healthz reports the database reachable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
