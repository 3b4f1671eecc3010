import { calls } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../modules/ledger/service';
import { call, signIn, startTestApp, type TestApp, tableCounts } from '../test/helper';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('demo seed', () => {
  it('creates the documented accounts on an empty database (its operator an admin), with the balance credited through the ledger', async () => {
    expect(await seedDemo({ db: test.db, config: test.config })).toBe(true);
    const { token } = await signIn(test, DEMO_ACCOUNTS.player);
    expect(await call(test, calls.userDetails, {}, { token })).toMatchObject({
      account: 'demo',
      point: '10000.00',
    });
    const admin = await signIn(test, DEMO_ACCOUNTS.admin);
    expect(await call(test, calls.adminMe, {}, { token: admin.token })).toMatchObject({
      role: 'admin',
      mustChangePassword: false,
    });
    await expect(signIn(test, DEMO_ACCOUNTS.agent)).resolves.toBeDefined();
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('gives every content call something true to show, in both languages', async () => {
    const { token } = await signIn(test, DEMO_ACCOUNTS.player);
    for (const lang of ['en', 'zh'] as const) {
      const banners = await call(test, calls.bannerList, {}, { lang });
      expect(banners.list.length).toBeGreaterThan(0);
      expect(banners.list.every((banner) => banner.title !== '' && banner.summary !== '')).toBe(true);
      const notices = await call(test, calls.noticeList, {}, { token, lang });
      expect(notices.list.every((notice) => notice.body.startsWith('<p>'))).toBe(true);
      const [event] = (await call(test, calls.activityList, {}, { lang })).list;
      expect(await call(test, calls.wapDetails, { id: event?.id ?? 0 }, { lang })).toMatchObject({
        hasDetails: true,
      });
      for (const name of ['about', 'rules', 'fairness']) {
        expect(await call(test, calls.textPageDetails, { name }, { lang })).toMatchObject({ language: lang });
      }
      expect((await call(test, calls.serviceList, {}, { token, lang })).list[0]?.kind).toBe('chat');
      const goods = await call(test, calls.storeGoodsList, {}, { lang });
      expect(goods.list.every((item) => item.stock > 0)).toBe(true);
    }
    // The ticker's turnover notice sends the player where the turnover owed is shown: the Withdraw page.
    const notices = await call(test, calls.noticeList, {}, { token, lang: 'en' });
    const turnover = notices.list.find((notice) => notice.title === 'Turnover before withdrawal');
    expect(turnover?.summary).toContain('the Withdraw page shows what is still owed');
    expect(turnover?.body).toContain('Withdraw page');
    const home = await call(test, calls.homePage, {}, { token });
    // The demo player starts with money to play: no nudge to top up, although they never have.
    expect(home).toMatchObject({ recentWins: [], biggestWins: [], hasToppedUp: false, needsTopUp: false });
  });

  it('does nothing on a database that already has users', async () => {
    const before = await tableCounts(test.db);
    expect(await seedDemo({ db: test.db, config: test.config })).toBe(false);
    expect(await tableCounts(test.db)).toEqual(before);
  });
});
