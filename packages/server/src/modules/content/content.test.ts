// What players read, over the wire: operators write banners, notices, events, pages, language packs and
// service channels (permission-checked and logged); players read them in their language, sanitised, only
// while they are shown; bad input gets an envelope error and changes nothing.
import { type CallRequest, calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, sendForm, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { newOperator, newPlayer, type Player, uploadPng } from '../../test/money';

let test: TestApp;
let support: Player;
let finance: Player;
let player: Player;
const HOUR = 3_600_000;

beforeAll(async () => {
  test = await startTestApp({
    FAIR28_OFFICIAL_WEB: 'https://fair28.example',
    FAIR28_SERVICE_HOURS: '09:00-21:00',
  });
  [support, finance, player] = await Promise.all([
    newOperator(test, 'support'),
    newOperator(test, 'finance'),
    newPlayer(test),
  ]);
});
afterAll(() => test.close());

type ContentForm = CallRequest<typeof calls.adminContentSave>;
/** A content form; the refusal cases send fields the schema refuses, so it takes any kind. */
const item = (fields: Omit<Partial<ContentForm>, 'kind'> & { kind: string }) =>
  ({ titleZh: '标题', titleEn: 'Title', isEnabled: '1', ...fields }) as ContentForm;

describe('banners, notices and events', () => {
  it('shows what operators saved, in the asked language, sanitised, only while it is shown', async () => {
    const imageId = await uploadPng(test, support);
    const banner = await call(
      test,
      calls.adminContentSave,
      item({
        kind: 'banner',
        titleZh: '首充指南',
        titleEn: 'First top-up guide',
        bodyEn: '<p onclick="steal()">How to top up<script>alert(1)</script></p>',
        bodyZh: '<p>如何充值</p>',
        imageId,
        sortOrder: '2',
      }),
      { token: support.token },
    );
    expect(banner).toMatchObject({ bodyEn: '<p>How to top up</p>', imageId, isEnabled: true, sortOrder: 2 });
    const linked = await call(
      test,
      calls.adminContentSave,
      item({ kind: 'banner', link: '/pages/tabBar/recharge/recharge', sortOrder: '1' }),
      { token: support.token },
    );
    const expired = new Date(Date.now() - HOUR).toISOString();
    await call(
      test,
      calls.adminContentSave,
      item({
        kind: 'banner',
        titleEn: 'Over',
        endTime: expired,
        startTime: new Date(Date.now() - 2 * HOUR).toISOString(),
      }),
      { token: support.token },
    );
    await call(test, calls.adminContentSave, item({ kind: 'banner', titleEn: 'Off', isEnabled: '0' }), {
      token: support.token,
    });

    const zh = await call(test, calls.bannerList, {}, { lang: 'zh' });
    expect(zh.list.map((row) => row.id)).toEqual([linked.id, banner.id]);
    expect(zh.list[1]).toMatchObject({ title: '首充指南', hasDetails: true });
    // A signed link to the picture, which a plain <img> shows without a session.
    const imageUrl = zh.list[1]?.imageUrl ?? '';
    expect(imageUrl).toMatch(new RegExp(`^/api/v1/upload/image/${imageId}\\?expires=\\d+&signature=`));
    expect((await test.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    expect(zh.list[0]).toMatchObject({ link: '/pages/tabBar/recharge/recharge', hasDetails: false });
    const details = await call(test, calls.bannerDetails, { id: banner.id });
    expect(details).toMatchObject({ title: 'First top-up guide', body: '<p>How to top up</p>' });
    // The uploaded picture is published: another player sees it.
    const picture = await test.app.inject({
      method: 'GET',
      url: `/api/v1/upload/image/${imageId}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(picture.statusCode).toBe(200);
  });

  it('lists notices newest first with their text, and events running or to come', async () => {
    const first = await call(
      test,
      calls.adminContentSave,
      item({
        kind: 'notice',
        titleEn: 'Maintenance',
        summaryEn: 'Short maintenance at 02:00',
        bodyEn: '<p>Details</p>',
      }),
      { token: support.token },
    );
    const second = await call(test, calls.adminContentSave, item({ kind: 'notice', titleEn: 'New room' }), {
      token: support.token,
    });
    const notices = await call(test, calls.noticeList, { pageNo: 1, pageSize: 10 }, { token: player.token });
    expect(notices).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
    expect(notices.list.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(notices.list[1]).toMatchObject({ summary: 'Short maintenance at 02:00', body: '<p>Details</p>' });

    const later = new Date(Date.now() + 24 * HOUR).toISOString();
    const event = await call(
      test,
      calls.adminContentSave,
      item({ kind: 'activity', titleEn: 'Weekend event', startTime: later, bodyEn: '<h2>Rules</h2>' }),
      { token: support.token },
    );
    const events = await call(test, calls.activityList, {});
    expect(events.list).toEqual([
      expect.objectContaining({ id: event.id, title: 'Weekend event', startTime: later }),
    ]);
    expect(await call(test, calls.wapDetails, { id: event.id })).toMatchObject({ body: '<h2>Rules</h2>' });
    expect(await call(test, calls.wapDetails, { id: first.id, type: 'notice' })).toMatchObject({
      title: 'Maintenance',
    });
    // An event is not a notice, nor a banner.
    expect((await failure(call(test, calls.wapDetails, { id: event.id, type: 'notice' }))).code).toBe(
      ErrorCode.NotFound,
    );
    expect((await failure(call(test, calls.bannerDetails, { id: event.id }))).code).toBe(ErrorCode.NotFound);

    // Disabled: gone for players, still there for operators.
    await call(test, calls.adminContentSave, item({ id: event.id, kind: 'activity', isEnabled: '0' }), {
      token: support.token,
    });
    expect((await call(test, calls.activityList, {})).list).toEqual([]);
    const all = await call(test, calls.adminContentList, { kind: 'activity' }, { token: support.token });
    expect(all.list).toEqual([expect.objectContaining({ id: event.id, isEnabled: false })]);
    const audit = await call(
      test,
      calls.adminAuditList,
      { action: 'activity.save' },
      { token: finance.token },
    );
    expect(audit.total).toBe(2);
  });
});

describe('pages, languages and service channels', () => {
  it('serves a page in the asked language, or the other one; about carries the site facts', async () => {
    await call(
      test,
      calls.adminTextPageSave,
      {
        name: 'about',
        language: 'en',
        title: 'About fair28',
        body: '<p>Provably fair.</p><iframe src="https://x"></iframe>',
      },
      { token: support.token },
    );
    await call(
      test,
      calls.adminTextPageSave,
      { name: 'rules', language: 'zh', title: '规则', body: '<p>规则</p>' },
      {
        token: support.token,
      },
    );
    expect(await call(test, calls.textPageDetails, { name: 'rules' }, { lang: 'zh' })).toMatchObject({
      language: 'zh',
      title: '规则',
    });
    expect(await call(test, calls.textPageDetails, { name: 'RULES' }, { lang: 'en' })).toMatchObject({
      language: 'zh',
    });
    expect(await call(test, calls.about, {}, { token: player.token })).toMatchObject({
      title: 'About fair28',
      body: '<p>Provably fair.</p>',
      officialWeb: 'https://fair28.example',
      serviceHours: '09:00-21:00',
    });
    expect((await failure(call(test, calls.textPageDetails, { name: 'missing' }))).code).toBe(
      ErrorCode.NotFound,
    );
    const pages = await call(test, calls.adminTextPageList, {}, { token: support.token });
    expect(pages.list.map((page) => `${page.name}/${page.language}`)).toEqual(['about/en', 'rules/zh']);
  });

  it('keeps an operator wording per language for the app to merge', async () => {
    const saved = await call(
      test,
      calls.adminLanguagePackSave,
      { language: 'zh-CN', entries: JSON.stringify({ 'tab.home': '首页', 'home.nudge': '首充送好礼' }) },
      { token: support.token },
    );
    expect(saved).toMatchObject({ language: 'zh', entries: { 'tab.home': '首页' } });
    expect(await call(test, calls.languagePack, { language: 'zh' })).toMatchObject({
      entries: saved.entries,
    });
    expect(await call(test, calls.languagePack, { language: 'en' })).toEqual({
      language: 'en',
      entries: {},
      updateTime: '',
    });
    const languages = await call(test, calls.languageList, {});
    expect(languages.list).toEqual([
      { code: 'en', name: 'English', isDefault: true, entryCount: 0, updateTime: '' },
      expect.objectContaining({ code: 'zh', name: '简体中文', isDefault: false, entryCount: 2 }),
      // Traditional Chinese is made from the Simplified pack.
      expect.objectContaining({ code: 'zh-TW', name: '繁體中文', isDefault: false, entryCount: 2 }),
    ]);
    expect(await call(test, calls.languagePack, { language: 'zh-HK' })).toMatchObject({
      language: 'zh-TW',
      entries: { 'tab.home': '首頁', 'home.nudge': '首充送好禮' },
    });
    // Operators write English and Simplified Chinese only.
    const traditional = await sendForm(
      test,
      calls.adminLanguagePackSave.path,
      { language: 'zh-TW', entries: JSON.stringify({ 'tab.home': '首頁' }) },
      { token: support.token },
    );
    expect(traditional.code).toBe(ErrorCode.InvalidInput);
  });

  it('shows a Traditional Chinese reader the Simplified pages, names and content made Traditional', async () => {
    await call(
      test,
      calls.adminTextPageSave,
      {
        name: 'topup',
        language: 'zh',
        title: '充值说明',
        body: '<p>充值后余额立即到账。<a href="/x">账户</a></p>',
      },
      { token: support.token },
    );
    expect(await call(test, calls.textPageDetails, { name: 'topup' }, { lang: 'zh-TW' })).toMatchObject({
      language: 'zh-TW',
      title: '儲值說明',
      body: '<p>儲值後餘額立即到帳。<a href="/x" target="_blank" rel="noopener noreferrer">帳戶</a></p>',
    });
    // A page written only in English stays English.
    expect(await call(test, calls.textPageDetails, { name: 'about' }, { lang: 'zh-TW' })).toMatchObject({
      language: 'en',
      title: 'About fair28',
    });
    await call(
      test,
      calls.adminContentSave,
      item({
        kind: 'notice',
        titleZh: '充值通道维护',
        titleEn: 'Top-up upkeep',
        bodyZh: '<p>请稍后再试</p>',
      }),
      { token: support.token },
    );
    const notices = await call(
      test,
      calls.noticeList,
      { pageNo: 1, pageSize: 20 },
      {
        token: player.token,
        lang: 'zh-TW',
      },
    );
    expect(notices.list.map((notice) => notice.title)).toContain('儲值通道維護');
    // Errors come in Traditional too, from the generated catalogue.
    const missing = await sendForm(test, calls.textPageDetails.path, { name: 'missing' }, { lang: 'zh-TW' });
    expect(missing.message).toBe('未找到');
    const refused = await sendForm(test, calls.textPageDetails.path, { name: '' }, { lang: 'zh-TW' });
    expect(refused.message).toBe('請求參數有誤');
  });

  it('lists the enabled service channels with the official web and hours', async () => {
    const chat = await call(
      test,
      calls.adminServiceChannelSave,
      { kind: 'chat', nameZh: '在线客服', nameEn: 'Live chat', isEnabled: '1' },
      { token: support.token },
    );
    await call(
      test,
      calls.adminServiceChannelSave,
      { kind: 'telegram', nameZh: '电报', nameEn: 'Telegram', link: 'https://t.me/fair28', isEnabled: '0' },
      { token: support.token },
    );
    const list = await call(test, calls.serviceList, {}, { token: player.token, lang: 'zh' });
    expect(list).toEqual({
      list: [
        { id: chat.id, kind: 'chat', name: '在线客服', nameZh: '在线客服', nameEn: 'Live chat', link: '' },
      ],
      officialWeb: 'https://fair28.example',
      serviceHours: '09:00-21:00',
    });
    expect((await call(test, calls.adminServiceChannelList, {}, { token: support.token })).list).toHaveLength(
      2,
    );
  });
});

describe('refusals', () => {
  it('lets only content managers write, changing nothing otherwise', async () => {
    const before = await tableCounts(test.db);
    for (const who of [player, finance]) {
      const envelope = await sendForm(test, calls.adminContentSave.path, item({ kind: 'banner' }), {
        token: who.token,
      });
      expect(envelope.code).toBe(ErrorCode.Forbidden);
    }
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it.each([
    ['an unknown kind', calls.adminContentSave, item({ kind: 'popup' }), 'The request is invalid'],
    [
      'a javascript: link',
      calls.adminContentSave,
      item({ kind: 'banner', link: 'javascript:alert(1)' }),
      'Enter an app page (/pages/…) or an https address',
    ],
    [
      'an http link',
      calls.adminContentSave,
      item({ kind: 'banner', link: 'http://example.com' }),
      'Enter an app page (/pages/…) or an https address',
    ],
    [
      'an end before the start',
      calls.adminContentSave,
      item({ kind: 'banner', startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }),
      'Invalid date',
    ],
    [
      'a date without offset',
      calls.adminContentSave,
      item({ kind: 'banner', startTime: 'tomorrow' }),
      'Invalid date',
    ],
    ["someone else's image", calls.adminContentSave, item({ kind: 'banner', imageId: 'nope' }), 'Not found'],
    [
      'a page name with a slash',
      calls.adminTextPageSave,
      { name: '../etc', language: 'en', title: 't' },
      'The request is invalid',
    ],
    [
      'a pack that is not an object',
      calls.adminLanguagePackSave,
      { language: 'en', entries: '["a"]' },
      'Entries must be a JSON object of message keys to text',
    ],
    [
      'a pack key with spaces',
      calls.adminLanguagePackSave,
      { language: 'en', entries: '{"a b":"x"}' },
      'Entries must be a JSON object of message keys to text',
    ],
    [
      'an unknown language',
      calls.adminLanguagePackSave,
      { language: 'fr', entries: '{}' },
      'The request is invalid',
    ],
    [
      'a javascript: service link',
      calls.adminServiceChannelSave,
      { kind: 'web', nameZh: 'a', nameEn: 'a', link: 'javascript:x', isEnabled: '1' },
      'Enter an app page (/pages/…) or an https address',
    ],
  ])('refuses %s with its message, changing nothing', async (_name, definition, fields, message) => {
    const before = await tableCounts(test.db);
    const envelope = await sendForm(test, definition.path, fields, { token: support.token });
    expect(envelope).toMatchObject({ status: 0, message });
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('answers bad reads with envelope errors in both languages', async () => {
    const bad = await sendForm(test, calls.bannerDetails.path, { id: 'x' }, { lang: 'zh' });
    expect(bad).toMatchObject({ code: ErrorCode.InvalidInput, message: '请求参数有误' });
    expect((await sendForm(test, calls.languagePack.path, { language: 'xx' })).code).toBe(
      ErrorCode.InvalidInput,
    );
    expect((await sendForm(test, calls.noticeList.path, {})).code).toBe(ErrorCode.LoginExpired);
  });
});
