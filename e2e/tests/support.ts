// Helpers for the journeys: unique accounts, screenshots a person can look at, the tab bar, and signing
// in the way a person does, at the player app's form or the console's.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { makePng } from './api';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(screenshotDir, { recursive: true });

/** Saves a screenshot of the screen as the player sees it, for the suite's record. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** Snaps the screen once toasts have gone, so the record shows the page itself. */
export async function snapQuiet(page: Page, name: string): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
  await snap(page, name);
}

let counter = 0;
export function uniqueAccount(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 20);
}

export const DEMO_INVITATION_CODE = 'FAIR28';

export function tabBar(page: Page) {
  return page.getByRole('navigation');
}

/** Seconds left before the open round closes, or -1 while no round takes bets. */
export async function secondsToClose(page: Page): Promise<number> {
  const timer = page.getByRole('timer', { name: /^Closes in/ });
  if ((await timer.count()) === 0) return -1;
  const label = (await timer.getAttribute('aria-label', { timeout: 1000 }).catch(() => null)) ?? '';
  const match = /(\d+):(\d+)$/.exec(label);
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}

/** Reloads the player app in the given language, as the player's stored choice. */
export async function readIn(page: Page, language: 'EN' | 'ZH'): Promise<void> {
  await page.evaluate((choice) => localStorage.setItem('languageType', choice), language);
  await page.reload();
}

/** Signs in at the player app's form, in English, and lands on home; `base` is another server's address. */
export async function signInToApp(page: Page, account: string, password: string, base = ''): Promise<void> {
  await page.goto(`${base}/#/pages/login/login`);
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

/** Signs up at the player app's form with the demo invitation code, in English, and lands on home. */
export async function registerInApp(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/#/pages/reg/reg');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Invitation code').fill(DEMO_INVITATION_CODE);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

/** Signs in at the console's form (no second factor asked yet); what the console shows next is the caller's. */
export async function signInToConsole(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An operator's desk, for `openWindow({ viewport: DESK })`; a window without one is the suite's phone. */
export const DESK = { width: 1440, height: 900 };

export type OpenWindow = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * The journeys' `test`: Playwright's, with `openWindow`, a browser window of its own (another player, an
 * operator's desk) in the suite's settings unless `options` say otherwise. The windows close when the test
 * ends: a page left open keeps its socket and its polling, and slows every journey after it.
 */
export const test = base.extend<{ openWindow: OpenWindow }>({
  openWindow: async ({ browser, baseURL, viewport, locale }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, viewport, locale, ...options });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** Attaches a photo of the transfer on the bank transfer page, and waits until the app says it is uploaded. */
export async function attachCertificate(page: Page, width = 120, height = 80): Promise<void> {
  await page.getByLabel('Payment certificate').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: makePng(width, height, [22, 119, 255]),
  });
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
}

/**
 * Confirms as fast as a person can: a double tap on the dialog's `name` button, then any dialog still on
 * screen once the confirmed one has gone is confirmed too, as the tester did.
 */
export async function doubleConfirm(dialogs: Locator, name: string): Promise<void> {
  await dialogs.getByRole('button', { name }).last().dblclick();
  const left = dialogs.getByRole('button', { name }).filter({ visible: true });
  for (let round = 0; round < 3; round += 1) {
    await expect(left)
      .toHaveCount(0, { timeout: 1500 })
      .catch(() => undefined);
    if ((await left.count()) === 0) return;
    await left
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
}
