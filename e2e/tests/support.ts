// Helpers for the journeys: unique accounts, screenshots a person can look at, the tab bar.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(screenshotDir, { recursive: true });

/** Saves a screenshot of the screen as the player sees it, for the suite's record. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
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
