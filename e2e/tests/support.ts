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
