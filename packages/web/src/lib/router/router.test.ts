import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLocation } from './hash-history';
import { createHashRouter, type PageRoute } from './router';

/** A browser history of hash URLs: push, replace, and back/forward firing popstate. */
function fakeWindow(startHash: string) {
  const entries: Array<{ state: unknown; hash: string }> = [{ state: null, hash: startHash }];
  let index = 0;
  const popListeners: Array<() => void> = [];
  const hashOf = (url: string) => url.slice(url.indexOf('#'));
  const window = {
    location: {
      get hash() {
        return entries[index]?.hash ?? '';
      },
    },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[index]?.state ?? null;
      },
      pushState(state: unknown, _title: string, url?: string) {
        entries.splice(index + 1, entries.length, {
          state,
          hash: url ? hashOf(url) : (entries[index]?.hash ?? ''),
        });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url?: string) {
        entries[index] = { state, hash: url ? hashOf(url) : (entries[index]?.hash ?? '') };
      },
      go(delta: number) {
        index += delta;
        for (const listener of popListeners) listener();
      },
    },
    addEventListener(type: string, listener: () => void) {
      if (type === 'popstate') popListeners.push(listener);
    },
  };
  vi.stubGlobal('window', window);
  return { window, entries: () => entries.map((entry) => entry.hash), index: () => index };
}

const Home: ComponentType = () => null;
const Login: ComponentType = () => null;
const Slow: ComponentType = () => null;

type Handle = { name: string };

function routes(options: {
  isSignedIn: () => boolean;
  slow?: () => Promise<ComponentType>;
}): PageRoute<Handle>[] {
  return [
    { path: '/', handle: { name: 'index' }, page: Home },
    {
      path: '/home',
      handle: { name: 'home' },
      page: Home,
      guard: ({ pathname }) => (options.isSignedIn() ? null : `/login?redirect=${pathname}`),
    },
    { path: '/login', handle: { name: 'login' }, page: async () => Login, isLazy: true },
    { path: '/slow', handle: { name: 'slow' }, page: options.slow ?? (async () => Slow), isLazy: true },
  ];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hash router', () => {
  it('reads a path and its query', () => {
    expect(parseLocation('/a/b?x=1')).toEqual({ pathname: '/a/b', search: '?x=1' });
    expect(parseLocation('a')).toEqual({ pathname: '/a', search: '' });
  });

  it('shows a page at once, numbering the history entries from 0', () => {
    const browser = fakeWindow('#/home');
    const router = createHashRouter(routes({ isSignedIn: () => true }), '/');
    expect(router.state().route?.handle.name).toBe('home');
    expect(router.state().Page).toBe(Home);
    expect(browser.window.history.state).toMatchObject({ idx: 0 });
  });

  it('sends a guarded page elsewhere, replacing its entry', async () => {
    const browser = fakeWindow('#/home');
    const router = createHashRouter(routes({ isSignedIn: () => false }), '/');
    await vi.waitFor(() => expect(router.state().route?.handle.name).toBe('login'));
    expect(router.state().location).toEqual({ pathname: '/login', search: '?redirect=/home' });
    expect(browser.entries()).toEqual(['#/login?redirect=/home']);
  });

  it('starts an unknown path over', async () => {
    fakeWindow('#/nowhere');
    const router = createHashRouter(routes({ isSignedIn: () => true }), '/');
    expect(router.state().route?.handle.name).toBe('index');
  });

  it('writes the URL once the page has loaded, and goes back through popstate', async () => {
    const browser = fakeWindow('#/home');
    let arrive: (page: ComponentType) => void = () => {};
    const slow = () => new Promise<ComponentType>((resolve) => (arrive = resolve));
    const router = createHashRouter(routes({ isSignedIn: () => true, slow }), '/');
    const going = router.navigate('/slow?x=1');
    expect(router.state()).toMatchObject({ isLoading: true, route: { handle: { name: 'home' } } });
    expect(browser.entries()).toEqual(['#/home']);
    arrive(Slow);
    await going;
    expect(router.state()).toMatchObject({ isLoading: false, Page: Slow, action: 'push' });
    expect(browser.entries()).toEqual(['#/home', '#/slow?x=1']);
    expect(browser.window.history.state).toMatchObject({ idx: 1 });
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state().route?.handle.name).toBe('home'));
    expect(router.state().action).toBe('pop');
  });

  it('shows only the latest navigation', async () => {
    fakeWindow('#/home');
    let arrive: (page: ComponentType) => void = () => {};
    const slow = () => new Promise<ComponentType>((resolve) => (arrive = resolve));
    const router = createHashRouter(routes({ isSignedIn: () => true, slow }), '/');
    const going = router.navigate('/slow');
    await router.navigate('/login');
    arrive(Slow);
    await going;
    expect(router.state().route?.handle.name).toBe('login');
  });

  it('makes a page that failed to load the route’s error', async () => {
    fakeWindow('#/home');
    const failure = new Error('chunk failed');
    const router = createHashRouter(
      routes({ isSignedIn: () => true, slow: () => Promise.reject(failure) }),
      '/',
    );
    await router.navigate('/slow');
    expect(router.state()).toMatchObject({ Page: null, error: failure, route: { handle: { name: 'slow' } } });
  });
});
