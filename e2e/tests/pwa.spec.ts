// The app on the home screen, in Chromium with its service worker running (the suite blocks it elsewhere):
// the install criteria as Chrome's DevTools protocol reads them (the manifest parsed with its icons, the
// worker controlling the page, no installability error); a repeat visit answered by the worker; the
// network error page opening offline; a push delivered to the worker through the protocol, shown as a
// notification; the notifications screen from the mine page; and the banner offering a new version once
// one is deployed. Screens in English and Chinese.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type CDPSession, chromium, expect, type Page } from '@playwright/test';
import { startOwnServer } from './own-server';
import { registerPlayer } from './players';
import { readIn, signInToApp, snap, snapQuiet, test } from './support';

test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'pwaPass12';
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

/** Waits until the app's service worker controls the page (it registers once the first screen is up). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

/** The DevTools protocol on the page, with the service worker registrations it reports. */
async function devTools(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrations = new Map<string, Registration>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated as Registration[])
      registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrations };
}

test('installable: the manifest with its icons and the service worker controlling the page, as Chrome reads them', async ({
  baseURL,
  browserName,
}) => {
  // Chrome installs nothing from an incognito window, which a test's browser context is: a profile of its
  // own on disk, as a phone's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'fair28-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  expect(browserName).toBe('chromium');
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByWorker(page);
    const { cdp } = await devTools(context, page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    const parsed = JSON.parse(manifest.data ?? '{}');
    expect(parsed).toMatchObject({ short_name: 'fair28', display: 'standalone', theme_color: '#0b1f4b' });
    expect(
      parsed.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of parsed.icons as Array<{ src: string }>) {
      const answer = await page.request.get(`/${icon.src}`);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // A player reading Chinese installs it under its Chinese name: the page points at that manifest.
    await readIn(page, 'ZH');
    const link = () =>
      page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href);
    // The app points the link once its script runs, which may be after the reload's load event.
    await expect
      .poll(link, { message: 'the page’s manifest link in Chinese', timeout: 15_000 })
      .toBe(`${baseURL}/manifest-zh.webmanifest`);
    const chinese = await (await page.request.get('/manifest-zh.webmanifest')).json();
    expect(chinese).toMatchObject({ name: 'fair28 — 可验证公平的 pc28', lang: 'zh-CN', id: './' });
  } finally {
    await context.close();
  }
});

test('a returning player’s home comes from the service worker, and offline the app opens on its network error page', async ({
  page,
  context,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'pwa', password: PASSWORD });
  await signInToApp(page, player.account, PASSWORD);
  await controlledByWorker(page);

  // The app's address again, as a home-screen icon opens it: the page from the worker, home on it.
  const again = await page.goto('/');
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();

  await context.setOffline(true);
  try {
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL(/#\/pages\/common\/error\/error\?type=network/);
    await expect(page.getByRole('heading', { name: 'No network' })).toBeVisible();
    await snapQuiet(page, 'pwa-offline-en');
    await page.evaluate(() => localStorage.setItem('languageType', 'ZH'));
    await page.goto('/#/pages/tabBar/home/home');
    await page.reload();
    await expect(page.getByRole('heading', { name: '网络不可用' })).toBeVisible();
    await snapQuiet(page, 'pwa-offline-zh');
  } finally {
    await context.setOffline(false);
  }
});

test('a push delivered to the service worker through the DevTools protocol shows as a notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await controlledByWorker(page);
  const { cdp, registrations } = await devTools(context, page);
  await expect
    .poll(() => [...registrations.values()].find((r) => !r.isDeleted)?.registrationId)
    .toBeDefined();
  const registration = [...registrations.values()].find((r) => !r.isDeleted) as Registration;
  expect(registration.scopeURL).toBe(`${baseURL}/`);

  const message = {
    id: 41,
    kind: 'depositCredited',
    title: 'Top-up credited',
    body: 'Your top-up D123 of ¥300.00 has been credited.',
    opens: '/pages/tabBar/personal/menu/recharge',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL as string,
    registrationId: registration.registrationId,
    data: JSON.stringify(message),
  });
  const shown = () =>
    page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return (await ready.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'Top-up credited',
      body: 'Your top-up D123 of ¥300.00 has been credited.',
      tag: 'depositCredited-41',
      data: { url: `${baseURL}/#/pages/tabBar/personal/menu/recharge`, kind: 'depositCredited' },
    },
  ]);
  // The same push again (a push service may deliver twice) replaces it rather than showing two.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL as string,
    registrationId: registration.registrationId,
    data: JSON.stringify(message),
  });
  await page.waitForTimeout(500);
  expect(await shown()).toHaveLength(1);
});

test('the notifications screen, from the mine page, in English and Chinese', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications']);
  const player = await registerPlayer(request, { prefix: 'pwn', password: PASSWORD });
  await signInToApp(page, player.account, PASSWORD);
  await controlledByWorker(page);
  await page.goto('/#/pages/tabBar/personal/personal');
  await page.getByRole('link', { name: 'Phone notifications' }).click();
  await expect(page).toHaveURL(/#\/pages\/notifications\/notifications/);
  await expect(page.getByText('Notifications are off for this phone')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  const rebate = page.getByRole('switch', { name: /Rebate paid/ });
  await expect(rebate).toBeChecked();
  await expect(page.getByText('Offer', { exact: true })).toBeVisible();

  // A kind switched off stays off for every phone of the player.
  await page.getByRole('switch', { name: 'Reality check due' }).click();
  await expect(page.getByRole('switch', { name: 'Reality check due' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Reality check due' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Top-up credited' })).toBeChecked();
  await snapQuiet(page, 'pwa-notifications-en');

  await readIn(page, 'ZH');
  await expect(page.getByRole('heading', { name: '手机通知' })).toBeVisible();
  await expect(page.getByText('本机未开启通知')).toBeVisible();
  await expect(page.getByRole('switch', { name: '时间提醒到点' })).not.toBeChecked();
  await snapQuiet(page, 'pwa-notifications-zh');
});

test('a browser that blocks notifications is told how to allow them', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'pwd', password: PASSWORD });
  await signInToApp(page, player.account, PASSWORD);
  await controlledByWorker(page);
  // The player answered Chromium's own prompt "Block": the browser's setting, as DevTools sets it.
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL as string,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  try {
    await page.goto('/#/pages/notifications/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications are blocked' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    await snapQuiet(page, 'pwa-notifications-blocked-en');
  } finally {
    await cdp.send(
      'Browser.resetPermissions',
      targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {},
    );
  }
});

test('a new version deployed is offered by a banner, and taking it reloads the app onto it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A server of its own, on a copy of the built app, so this journey can deploy a new version of it.
  const dist = mkdtempSync(path.join(tmpdir(), 'fair28-e2e-pwa-dist-'));
  cpSync(webDist, dist, { recursive: true });
  const server = await startOwnServer('pwa', { FAIR28_WEB_DIST: dist });
  try {
    await page.goto(`${server.base}/`);
    await controlledByWorker(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(firstWorker).toBe(`${server.base}/sw.js`);

    // Deployed: a new worker (any change of its bytes is a new version).
    const worker = path.join(dist, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next version\n`);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'A new version of fair28 is ready.' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('button', { name: 'Later' })).toBeVisible();
    // Slid in: the screen as the player reads it.
    await expect(banner).toHaveCSS('opacity', '1');
    await snap(page, 'pwa-update-en');

    await page.evaluate(() => localStorage.setItem('languageType', 'ZH'));
    await page.reload();
    const chinese = page.getByRole('status').filter({ hasText: 'fair28 有新版本可用。' });
    await expect(chinese).toBeVisible({ timeout: 30_000 });
    await expect(chinese).toHaveCSS('opacity', '1');
    await snap(page, 'pwa-update-zh');

    const reloaded = page.waitForEvent('framenavigated');
    await chinese.getByRole('button', { name: '立即更新' }).click();
    await reloaded;
    await expect(chinese).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
  } finally {
    server.stop();
  }
});
