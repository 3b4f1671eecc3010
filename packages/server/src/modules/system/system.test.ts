import { calls, DEFAULT_GAME_OPTION, imUsername } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp, uniqueAccount } from '../../test/helper';
import { createUser } from '../accounts/service';

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
      username: '',
      imToken: '',
      imPassword: 'fair28',
    });
    expect(config.gameOption).toMatchObject({ ...DEFAULT_GAME_OPTION, payType: '' });
    expect(config.payChannels).toEqual([]);
    expect(Math.abs(config.serverTime - Date.now())).toBeLessThan(5000);
  });

  it('client configs give a logged-in client its socket login, and ignore a bad token', async () => {
    const player = await createUser(test.db.orm, { account: uniqueAccount(), password: 'goodPass1' });
    const { token } = await signIn(test, { account: player.account, password: 'goodPass1' });
    const config = await call(test, calls.clientConfigs, {}, { token });
    expect(config.gameOption.username).toBe(imUsername(player.id));
    expect(config.gameOption.imToken).toMatch(new RegExp(`^1\\.${player.id}\\.\\d+\\.\\d+\\.[\\w-]+$`));
    const stale = await call(test, calls.clientConfigs, {}, { token: 'not-a-session' });
    expect(stale.gameOption).toMatchObject({ username: '', imToken: '' });
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
