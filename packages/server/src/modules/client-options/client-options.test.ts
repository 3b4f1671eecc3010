// Client options from the console: an operator keeps them, the config call hands the enabled ones to every
// client, and a route's page config is served from this server at the address the option gives; switched
// off or deleted, it is gone from both. Bad keys and configs are refused and change nothing; every change is
// audited; only operators who keep content may.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { newOperator, newPlayer, type Player } from '../../test/money';

let test: TestApp;
let support: Player;
let finance: Player;

beforeAll(async () => {
  test = await startTestApp();
  [support, finance] = await Promise.all([newOperator(test, 'support'), newOperator(test, 'finance')]);
});
afterAll(() => test.close());

const as = (operator: Player) => ({ token: operator.token });
const HOME = 'pages/tabBar/home/home';

async function optionsSeen() {
  return (await call(test, calls.clientConfigs, {})).options;
}

async function fetchConfig(fileUrl: string) {
  const url = new URL(fileUrl);
  return test.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: { route: '/x' } });
}

describe('client options', () => {
  it('reach every client, and a route’s page config is served from the address its option gives', async () => {
    const config = { title: { zh: '首页', en: 'Home' }, notice: 'Deposits are credited within 10 minutes' };
    const saved = await call(
      test,
      calls.adminClientOptionSave,
      { key: HOME, value: '', isEnabled: '1', pageConfig: JSON.stringify(config) },
      as(support),
    );
    expect(saved).toMatchObject({ key: HOME, isEnabled: true, pageConfig: config });
    await call(
      test,
      calls.adminClientOptionSave,
      { key: 'walletCount', value: '3', isEnabled: true },
      as(support),
    );

    const seen = await optionsSeen();
    const home = seen.find((option) => option.key === HOME);
    expect(home).toMatchObject({ status: 1, value: '' });
    expect(home?.fileUrl).toMatch(
      /^http:\/\/[^/]+\/api\/v1\/page\/config\?key=pages%2FtabBar%2Fhome%2Fhome$/,
    );
    expect(seen.find((option) => option.key === 'walletCount')).toEqual({
      key: 'walletCount',
      value: '3',
      fileUrl: '',
      status: 1,
    });
    const served = await fetchConfig(home?.fileUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(config);

    // Switched off: no longer offered, and its config is gone.
    await call(
      test,
      calls.adminClientOptionSave,
      { id: saved.id, key: HOME, value: '', isEnabled: '0', pageConfig: JSON.stringify(config) },
      as(support),
    );
    expect((await optionsSeen()).map((option) => option.key)).not.toContain(HOME);
    expect((await fetchConfig(home?.fileUrl ?? '')).statusCode).toBe(404);

    const audit = await call(
      test,
      calls.adminAuditList,
      { action: 'clientOption.update', pageSize: 50 },
      as(finance),
    );
    expect(audit.list.find((row) => row.targetId === saved.id)).toMatchObject({
      operator: support.account,
      reason: HOME,
    });

    await call(test, calls.adminClientOptionDelete, { id: saved.id }, as(support));
    expect(
      (await call(test, calls.adminClientOptionList, {}, as(support))).list.map((row) => row.id),
    ).not.toContain(saved.id);
    expect(
      (await failure(call(test, calls.adminClientOptionDelete, { id: saved.id }, as(support)))).code,
    ).toBe(ErrorCode.NotFound);
  });

  it('refuses bad keys, configs that are not a page config, a key taken, and callers without the permission', async () => {
    const before = await tableCounts(test.db);
    const refused = async (body: Record<string, unknown>) =>
      failure(call(test, calls.adminClientOptionSave, body as never, as(support)));
    expect((await refused({ key: 'bad key', isEnabled: '1' })).message).toBe(
      'A key is 1–120 letters, digits, _ . / or -',
    );
    expect((await refused({ key: 'pages/x', isEnabled: '1', pageConfig: '{not json' })).code).toBe(
      ErrorCode.InvalidInput,
    );
    expect((await refused({ key: 'pages/x', isEnabled: '1', pageConfig: '[1,2]' })).code).toBe(
      ErrorCode.InvalidInput,
    );
    expect((await refused({ key: 'pages/x', isEnabled: '1', pageConfig: '{"title":{"zh":7}}' })).code).toBe(
      ErrorCode.InvalidInput,
    );
    expect(await tableCounts(test.db)).toEqual(before);

    await call(
      test,
      calls.adminClientOptionSave,
      { key: 'promotionCode', value: '1', isEnabled: '1' },
      as(support),
    );
    expect((await refused({ key: 'promotionCode', value: '0', isEnabled: '1' })).message).toBe(
      'Another option has this key',
    );

    const player = await newPlayer(test);
    for (const caller of [player, finance]) {
      expect((await failure(call(test, calls.adminClientOptionList, {}, as(caller)))).code).toBe(
        ErrorCode.Forbidden,
      );
    }
  });
});
