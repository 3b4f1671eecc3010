import { describe, expect, it } from 'vitest';
import { afterLoginPath, routeNameOf, routeNames, routes } from './routes';

/** Every route of spec §2, copied from the spec. */
const specPaths = [
  '/',
  '/pages/index/index',
  '/pages/tabBar/home/home',
  '/pages/tabBar/project/project',
  '/pages/tabBar/recharge/recharge',
  '/pages/tabBar/service/service',
  '/pages/tabBar/personal/personal',
  '/pages/login/login',
  '/pages/reg/reg',
  '/pages/screenshot/screenshot',
  '/pages/goodsDetail/goodsDetail',
  '/pages/bankCard/bankCard',
  '/pages/bankCard/bindBankCard',
  '/pages/recharge/usdtRecharge',
  '/pages/recharge/localRecharge',
  '/pages/usdtMgr/usdtAdress',
  '/pages/usdtMgr/addUsdtAdress',
  '/pages/common/language/language',
  '/pages/common/line/line',
  '/pages/common/service/service',
  '/pages/common/service/serviceList',
  '/pages/common/rich-text/rich-text',
  '/pages/common/up-data/up-data',
  '/pages/common/error/error',
  '/pages/accountSecurity/password',
  '/pages/accountSecurity/security',
  '/pages/game/gameRoom/pc28room',
  '/pages/game/pc28/pc28',
  '/pages/tabBar/personal/menu/recharge',
  '/pages/tabBar/personal/menu/withdrawal',
  '/pages/tabBar/personal/menu/passwordMgr',
  '/pages/tabBar/personal/menu/share',
  '/pages/tabBar/personal/menu/msg',
  '/pages/tabBar/personal/menu/pointChange',
  '/pages/tabBar/personal/menu/investmentDetails',
  '/pages/tabBar/home/menu/activities',
  '/preview-image',
  '/choose-location',
  '/open-location',
];

/**
 * fair28's own pages beyond the spec: the round check, the store's list, the agent's figures, the
 * statistics, the exports, play safe, notifications, sign-in security and devices.
 */
const ownPaths = [
  '/pages/game/verify/verify',
  '/pages/store/store',
  '/pages/share/agent',
  '/pages/stats/stats',
  '/pages/records/export',
  '/pages/playSafe/playSafe',
  '/pages/playSafe/limits',
  '/pages/notifications/notifications',
  '/pages/accountSecurity/signInSecurity',
  '/pages/accountSecurity/devices',
];

describe('route table', () => {
  it('has exactly the routes of spec §2 and fair28’s own, each once', () => {
    const paths = routeNames.map((name) => routes[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, ...ownPaths].sort());
  });

  it('has the five tabs of spec §2', () => {
    expect(routeNames.filter((name) => 'tab' in routes[name]).map((name) => routes[name].path)).toEqual([
      '/pages/tabBar/home/home',
      '/pages/tabBar/project/project',
      '/pages/tabBar/recharge/recharge',
      '/pages/tabBar/service/service',
      '/pages/tabBar/personal/personal',
    ]);
  });

  it('lets anyone reach login, register and the settings a logged-out player needs', () => {
    for (const name of [
      'index',
      'login',
      'register',
      'language',
      'line',
      'error',
      'version',
      'trend',
      'verify',
      'stats',
    ] as const) {
      expect(routes[name].auth).toBe(false);
    }
    for (const name of ['home', 'mine', 'loginPassword', 'securityCode', 'passwordManagement'] as const) {
      expect(routes[name].auth).toBe(true);
    }
  });

  it('finds a route by path, ignoring the query string', () => {
    expect(routeNameOf('/pages/reg/reg?code=FAIR28')).toBe('register');
    expect(routeNameOf('/nowhere')).toBeUndefined();
  });
});

describe('afterLoginPath', () => {
  it('returns to the page the guard stopped at', () => {
    expect(afterLoginPath('/pages/tabBar/personal/personal')).toBe('/pages/tabBar/personal/personal');
    expect(afterLoginPath('/pages/common/rich-text/rich-text?type=about')).toBe(
      '/pages/common/rich-text/rich-text?type=about',
    );
  });

  it('goes home for anything that is not one of our pages, or back to login itself', () => {
    expect(afterLoginPath(null)).toBe(routes.home.path);
    expect(afterLoginPath('https://evil.example.com/')).toBe(routes.home.path);
    expect(afterLoginPath('//evil.example.com')).toBe(routes.home.path);
    expect(afterLoginPath('/pages/login/login')).toBe(routes.home.path);
  });
});
