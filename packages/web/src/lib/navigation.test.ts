import { describe, expect, it } from 'vitest';
import {
  connectNavigator,
  navigateBack,
  navigateTo,
  redirectTo,
  reLaunch,
  switchTab,
  withQuery,
} from './navigation';

describe('withQuery', () => {
  it('appends parameters as a query string, leaving out empty ones', () => {
    expect(withQuery('/pages/reg/reg', { code: 'FAIR 28', empty: '', none: undefined })).toBe(
      '/pages/reg/reg?code=FAIR+28',
    );
    expect(withQuery('/pages/common/error/error', { type: 'network' })).toBe(
      '/pages/common/error/error?type=network',
    );
    expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
    expect(withQuery('/x')).toBe('/x');
  });
});

describe('navigation verbs', () => {
  it('push for navigateTo, replace for redirect, switch tab and relaunch, a negative delta for back', async () => {
    const calls: Array<[string | number, boolean | undefined]> = [];
    connectNavigator((to, options) => {
      calls.push([to, options?.replace]);
    });
    await navigateTo('/a', { id: 1 });
    await redirectTo('/b');
    await switchTab('/pages/tabBar/home/home');
    await reLaunch('/pages/login/login');
    await navigateBack(2);
    await navigateBack(0);
    expect(calls).toEqual([
      ['/a?id=1', false],
      ['/b', true],
      ['/pages/tabBar/home/home', true],
      ['/pages/login/login', true],
      [-2, false],
      [-1, false],
    ]);
  });
});
