// The public statistics, reached logged out from the login page and logged in from the mine tab, in both
// languages; and a player's CSV exports of their bets (with the verify link) and account statement.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn } from './api';
import { fastRoom, placeBets } from './players';
import { signInToApp, snap, test } from './support';

/** One Big bet of 10.00 in the fast game (a round every 20 s), retrying past a closed round. */
async function betOnce(request: APIRequestContext, token: string): Promise<void> {
  const room = await fastRoom(request, token);
  await placeBets(request, token, room?.id ?? 0, [{ betType: 'big', amount: '10' }], 15);
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(filePath, 'utf8') };
}

test('anyone opens the public statistics from the login page, in English and Chinese', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('link', { name: 'Public statistics' }).click();
  await expect(page).toHaveURL(/#\/pages\/stats\/stats/);
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible();
  await expect(page.getByText('Actual RTP').first()).toBeVisible();
  await expect(page.getByText('Theoretical RTP').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  await snap(page, 'stats-en-logged-out');
  await page.evaluate(() => localStorage.setItem('languageType', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '全部游戏' })).toBeVisible();
  await expect(page.getByText('实际返奖率').first()).toBeVisible();
  await snap(page, 'stats-zh-logged-out');
  await page.evaluate(() => localStorage.setItem('languageType', 'en'));
});

test('a player exports their bets and account statement as CSV files', async ({ page, request }) => {
  const token = await logIn(request, 'demo', 'demo1234');
  await betOnce(request, token);
  await signInToApp(page, 'demo', 'demo1234');

  await page.goto('/#/pages/tabBar/personal/personal');
  await page.getByRole('link', { name: 'Public statistics' }).click();
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Export records' }).click();
  await expect(page).toHaveURL(/#\/pages\/records\/export/);
  await snap(page, 'export-en');

  const bets = await download(page, 'Download bets (CSV)');
  expect(bets.name).toMatch(/^fair28-bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const betLines = bets.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(betLines[0]).toBe('Bet,Placed (UTC),Issue,Room,Bet type,Stake,Odds,Outcome,Returned,Verify');
  expect(betLines[1]).toMatch(/,Big,10\.00,/);
  expect(betLines[1]).toMatch(/#\/pages\/game\/verify\/verify\?roundId=\d+$/);
  await expect(page.getByText(/lines saved to fair28-bets-/)).toBeVisible();

  const statement = await download(page, 'Download account statement (CSV)');
  const statementLines = statement.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(statementLines[0]).toBe('Transfer,Time (UTC),Type,Amount,Balance after,Reference');
  expect(statementLines.some((line) => line.includes(',Bet,-10.00,'))).toBe(true);

  // A quick period or the calendar picks the days.
  await page.getByText('Today', { exact: true }).click();
  await snap(page, 'export-en-today');
});
