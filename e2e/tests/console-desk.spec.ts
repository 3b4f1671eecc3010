// What a new operator meets at a 1440-pixel desk, in English and Chinese: the nav stays in place while a
// page scrolls and never leaves the content blank; the top-ups table keeps its Review button in sight;
// a player's bank card reads in words (no IFSC code in a market without one); the audit log names each
// action; the dashboard's charts draw; odds the rules refuse are named with what is allowed instead of a silent, greyed-out Save.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { callApi, logIn, OPERATOR } from './api';
import {
  bindCard,
  EXAMPLE_CARD,
  type Player,
  pendingTopUp,
  registerPlayer,
  setSecurityCode,
} from './players';
import { signInToConsole, snap, test } from './support';

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

const PLAYER_PASSWORD = 'deskPass123';
const SECURITY_CODE = '246810';

/** The console, signed in as the operator. */
async function signIn(page: Page): Promise<void> {
  await signInToConsole(page, OPERATOR.account, OPERATOR.password);
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeAttached();
}

/** The header's language switch, as an operator uses it. */
async function switchTo(page: Page, language: '简体中文' | 'English'): Promise<void> {
  await page.getByLabel(language === '简体中文' ? 'Language' : '语言').click();
  await page.getByTitle(language).click();
}

/** Types odds into the rules editor, each into the field of its label (the labels in the console's language). */
async function typeOdds(editor: Locator, oddsByLabel: Record<string, string>): Promise<void> {
  for (const [label, odds] of Object.entries(oddsByLabel)) {
    await editor.getByLabel(label, { exact: true }).fill(odds);
  }
}

/** Whether each canvas on the page (the dashboard's charts) holds any drawing. */
function canvasesDrawn(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('canvas')].map((canvas) => {
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      return pixels?.some((value, index) => index % 4 === 3 && value !== 0) ?? false;
    }),
  );
}

function newPlayer(request: APIRequestContext): Promise<Player> {
  return registerPlayer(request, { prefix: 'desk', password: PLAYER_PASSWORD });
}

/**
 * A bank-transfer top-up waiting for review, with its payment certificate, by a player who registered
 * from the same address and browser as another: the row carries its risk flags, as busy rows do.
 */
async function flaggedTopUp(request: APIRequestContext): Promise<string> {
  await newPlayer(request);
  const player = await newPlayer(request);
  await pendingTopUp(request, player, '1000', `REF-${player.account}`);
  return player.account;
}

test('the nav stays in place while the page scrolls, and the page is never blank', async ({ page }) => {
  await signIn(page);
  const pageTitle = page.locator('.ant-card-head-title', { hasText: 'Top-ups' });
  await expect(pageTitle).toBeInViewport();

  // The nav is taller than the window: wheeling over it scrolls the nav, not the page away from its content.
  await page.mouse.move(100, 500);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeInViewport();
  await expect(pageTitle).toBeInViewport();
  await snap(page, 'console-nav-scrolled');

  // A page taller than the window scrolls under a nav that stays.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByText('Today', { exact: true })).toBeVisible();
  // Both charts draw: their code comes in several files, and once, split badly, they drew nothing.
  await expect.poll(() => canvasesDrawn(page)).toEqual([true, true]);
  await page.mouse.move(800, 500);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeInViewport();
  await snap(page, 'console-dashboard-scrolled');

  await switchTo(page, '简体中文');
  await expect(page.getByRole('heading', { name: 'fair28 控制台' })).toBeInViewport();
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('menuitem', { name: '仪表盘' })).toBeInViewport();
  await snap(page, 'console-dashboard-scrolled-zh');
});

test('the top-ups table keeps each row’s Review button in sight at 1440 pixels', async ({
  page,
  request,
}) => {
  const player = await flaggedTopUp(request);
  await signIn(page);
  const row = page.getByRole('row', { name: new RegExp(player) });
  await expect(row.getByText('¥1,000.00')).toBeVisible();
  await expect(row.getByText('Shared address')).toBeVisible();
  // Whole, not cut by the table's edge: the table scrolls sideways under a column pinned to the right.
  await expect(row.getByRole('button', { name: 'Review' })).toBeInViewport({ ratio: 1 });
  await snap(page, 'console-top-ups-1440');

  await switchTo(page, '简体中文');
  await expect(row.getByRole('button', { name: /审\s?核/ })).toBeInViewport({ ratio: 1 });
  await snap(page, 'console-top-ups-1440-zh');
  await row.getByRole('button', { name: /审\s?核/ }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: '付款凭证' })).toBeVisible();
});

test('a player’s bank card and role read in words in both languages, without an IFSC code here', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request);
  await setSecurityCode(request, player, PLAYER_PASSWORD, SECURITY_CODE);
  await bindCard(request, player, SECURITY_CODE, { ...EXAMPLE_CARD, bankName: '中国银行' });

  await signIn(page);
  await page.goto(`/admin/#/players/profile?userId=${player.userId}`);
  await expect(page.getByRole('heading', { name: player.account })).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: /^Player$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Card and addresses' }).click();
  const card = page.getByRole('tabpanel');
  for (const [label, value] of [
    ['Name on the card', 'Wang Fang'],
    ['Bank', '中国银行'],
    ['Card number', '6222000011112222'],
    ['Mobile', '13800138001'],
  ]) {
    await expect(card.getByRole('row', { name: new RegExp(`${label}\\s*${value}`) })).toBeVisible();
  }
  // The demo server binds cards in the Chinese market (FAIR28_CARD_MARKET=cn), where banks have no IFSC.
  await expect(card).not.toContainText(/IFSC/i);
  await expect(card).not.toContainText(/realName|bankName|cardNo|ifscCode/);
  await snap(page, 'console-player-card');

  await switchTo(page, '简体中文');
  await expect(page.locator('.ant-tag', { hasText: /^玩家$/ })).toBeVisible();
  await page.getByRole('tab', { name: '银行卡与地址' }).click();
  for (const [label, value] of [
    ['持卡人姓名', 'Wang Fang'],
    ['银行', '中国银行'],
    ['卡号', '6222000011112222'],
  ]) {
    await expect(card.getByRole('row', { name: new RegExp(`${label}\\s*${value}`) })).toBeVisible();
  }
  await expect(card).not.toContainText(/IFSC|realName|bankName|cardNo/);
  await snap(page, 'console-player-card-zh');
});

test('the audit log names each action in Chinese, its code beside the words', async ({ page, request }) => {
  const player = await newPlayer(request);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const froze = `desk freeze ${player.account}`;
  const unfroze = `desk unfreeze ${player.account}`;
  await callApi(request, '/api/v1/admin/player/freeze', { userId: player.userId, reason: froze }, admin);
  await callApi(request, '/api/v1/admin/player/unfreeze', { userId: player.userId, reason: unfroze }, admin);

  await signIn(page);
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  const frozen = page.getByRole('row').filter({ hasText: froze });
  await expect(frozen).toContainText('Froze a player');
  await expect(frozen).toContainText('player.freeze');
  await snap(page, 'console-audit-words');

  await switchTo(page, '简体中文');
  await expect(frozen).toContainText('冻结玩家');
  await expect(frozen).toContainText('player.freeze');
  await expect(page.getByRole('row').filter({ hasText: unfroze })).toContainText('解冻玩家');
  // Every action on the page is in words, not only the two made here.
  const actionCells = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)');
  const cells = await actionCells.count();
  expect(cells).toBeGreaterThan(1);
  for (let index = 0; index < cells; index += 1) {
    await expect(actionCells.nth(index)).toContainText(/\p{Script=Han}/u);
  }
  await snap(page, 'console-audit-words-zh');
});

test('odds the rules refuse are named with what is allowed, in both languages, and nothing is saved', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Games and rooms' }).click();
  await page.getByRole('button', { name: 'Edit rules' }).first().click();
  const editor = page.getByRole('dialog');
  const save = editor.getByRole('button', { name: 'Save as next version' });
  await editor.getByLabel('Reason').fill('odds check');
  await expect(save).toBeEnabled();

  await typeOdds(editor, { 'Odds Big': 'abc', 'Odds Small': '-1', 'Odds Odd': '0.5' });
  const problem = editor.getByRole('alert').filter({ hasText: 'These odds cannot be saved' });
  await expect(problem).toContainText('Big: “abc”');
  await expect(problem).toContainText('Small: “-1”');
  await expect(problem).toContainText('Odd: “0.5”');
  await expect(problem).toContainText('Enter odds of at least 1 with at most 4 decimals, such as 1.98');
  await expect(save).toBeDisabled();
  await snap(page, 'console-odds-refused');
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(editor).toBeHidden();

  // The same in Chinese (the header's language switch lies under the open drawer: closed first).
  await switchTo(page, '简体中文');
  await page.getByRole('button', { name: '编辑规则' }).first().click();
  await editor.getByLabel('原因').fill('赔率检查');
  await typeOdds(editor, { '赔率 大': 'abc', '赔率 小': '-1', '赔率 单': '0.5' });
  const problemZh = editor.getByRole('alert').filter({ hasText: '以下赔率无法保存' });
  await expect(problemZh).toContainText('大：“abc”');
  await expect(problemZh).toContainText('小：“-1”');
  await expect(problemZh).toContainText('单：“0.5”');
  await expect(problemZh).toContainText('请输入不小于1且最多四位小数的赔率，例如 1.98');
  await expect(editor.getByRole('button', { name: '保存为下一版本' })).toBeDisabled();
  await snap(page, 'console-odds-refused-zh');

  // Valid odds again: the message goes and Save comes back (the drawer is closed unsaved).
  await typeOdds(editor, { '赔率 大': '1.95', '赔率 小': '1.95', '赔率 单': '1.95' });
  await expect(problemZh).toHaveCount(0);
  await expect(editor.getByRole('button', { name: '保存为下一版本' })).toBeEnabled();
});
