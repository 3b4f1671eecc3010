// Agents, rebates and red packets on screen: an operator's red packet arrives in a room's chat, a player
// opens it from the strip and sees their share, the feed and the claims; the bet panel shows each RTP with
// the base rebate; the demo agent's share page, agent figures and public rates; the console's tiers (with a
// tier's preview) and red packets. English and Chinese, each screen saved.
import { expect, type Page } from '@playwright/test';
import { callApi, logIn, OPERATOR } from './api';
import { newOperator } from './players';
import {
  DEMO_INVITATION_CODE,
  DESK,
  type OpenWindow,
  signInToApp,
  signInToConsole,
  snap,
  test,
  uniqueAccount,
} from './support';

const PASSWORD = 'promoPass1';

async function playerWindow(openWindow: OpenWindow, language: 'en' | 'zh'): Promise<Page> {
  const page = await openWindow();
  if (language === 'zh') await page.context().addInitScript(() => localStorage.setItem('languageType', 'ZH'));
  return page;
}

async function register(
  page: Page,
  words: { account: string; password: string; confirm: string; code: string; register: string },
) {
  await page.goto('/#/pages/reg/reg');
  await page.getByLabel(words.account, { exact: true }).fill(uniqueAccount('rp'));
  await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(words.confirm).fill(PASSWORD);
  await page.getByLabel(words.code).fill(DEMO_INVITATION_CODE);
  await page.getByRole('button', { name: words.register }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

/** The first room of the fast game, straight by its address. */
async function fastRoomId(page: Page): Promise<number> {
  const token = await logIn(page.request, OPERATOR.account, OPERATOR.password);
  const games = await callApi<{
    list: Array<{ code: string; areas: Array<{ rooms: Array<{ id: number }> }> }>;
  }>(page.request, '/api/v1/admin/game/list', {}, token);
  const fast = games.list.find((game) => game.code === 'fast');
  const id = fast?.areas[0]?.rooms[0]?.id;
  if (!id) throw new Error('no fast room');
  return id;
}

async function sendPacket(page: Page, roomId: number, message: string) {
  const token = await logIn(page.request, OPERATOR.account, OPERATOR.password);
  await callApi(
    page.request,
    '/api/v1/admin/redPacket/send',
    { roomId, amount: '8.88', shareCount: 3, minutes: 30, message, idempotencyKey: uniqueAccount('packet') },
    token,
  );
}

async function quiet(page: Page) {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 8000 });
}

/** The console's page from its top, as an operator opening it sees it. */
async function snapDesk(desk: Page, name: string) {
  await desk.evaluate(() => window.scrollTo(0, 0));
  await snap(desk, name);
}

for (const language of ['en', 'zh'] as const) {
  const words =
    language === 'en'
      ? {
          account: 'Account',
          password: 'Password',
          confirm: 'Confirm password',
          code: 'Invitation code',
          register: 'Register',
          live: 'Connection: Live',
          claim: 'Open the red packet',
          received: /You received ¥\d+\.\d\d/,
          feed: /opened a red packet/,
          close: 'Close',
          bet: 'Bet',
          rebate: /with 0\.30% rebate: \d+\.\d\d%/,
        }
      : {
          account: '账号',
          password: '密码',
          confirm: '确认密码',
          code: '邀请码',
          register: '注册',
          live: '连接状态: 实时',
          claim: '拆红包',
          received: /您抢到 ¥\d+\.\d\d/,
          feed: /抢到红包/,
          close: '关闭',
          bet: '投注',
          rebate: /含 0\.30% 返水：\d+\.\d\d%/,
        };

  test(`a red packet in the room is opened once, with the RTP with rebate beside the odds (${language})`, async ({
    openWindow,
  }) => {
    const page = await playerWindow(openWindow, language);
    await register(page, words);
    const roomId = await fastRoomId(page);
    await page.goto(`/#/pages/game/gameRoom/pc28room?roomId=${roomId}`);
    await expect(page.getByRole('status', { name: words.live })).toBeVisible({ timeout: 15_000 });
    const message = language === 'en' ? 'Good luck, everyone' : '恭喜发财';
    await sendPacket(page, roomId, message);
    const strip = page.getByRole('button', { name: new RegExp(message) });
    await expect(strip).toBeVisible();
    await quiet(page);
    await snap(page, `room-red-packet-strip-${language}`);
    await strip.click();
    const sheet = page.locator('.adm-popup-body').filter({ hasText: message });
    await expect(sheet.getByRole('button', { name: words.claim })).toBeVisible();
    await snap(page, `room-red-packet-claim-${language}`);
    await sheet.getByRole('button', { name: words.claim }).click();
    await expect(sheet.getByText(words.received)).toBeVisible();
    await expect(sheet.getByRole('list').getByRole('listitem')).toHaveCount(1);
    await snap(page, `room-red-packet-result-${language}`);
    await sheet.getByRole('button', { name: words.close }).click();
    await expect(page.getByRole('log').getByText(words.feed).first()).toBeVisible();
    await expect(strip).toHaveCount(0);

    await page.getByRole('button', { name: words.bet, exact: true }).click();
    await expect(page.locator('summary').getByText(words.rebate).first()).toBeVisible();
    await snap(page, `room-rtp-rebate-${language}`);
  });
}

test('the agent sees invitees, figures and the public rates; the console edits tiers and lists packets', async ({
  openWindow,
}) => {
  const page = await playerWindow(openWindow, 'en');
  await signInToApp(page, 'agent', 'agent1234');
  await page.goto('/#/pages/tabBar/personal/menu/share');
  await expect(page.getByRole('heading', { name: 'Agent figures, last 30 days' })).toBeVisible();
  await page.getByRole('link', { name: 'Statements, rebates and rates' }).scrollIntoViewIfNeeded();
  await quiet(page);
  await snap(page, 'share-agent-en');
  await page.getByRole('link', { name: 'Statements, rebates and rates' }).click();
  await expect(page.getByRole('list', { name: 'Invitees' })).toBeVisible();
  await expect(page.getByText('Level 1').first()).toBeVisible();
  await quiet(page);
  await snap(page, 'agent-invitees-en');
  await page.getByRole('tab', { name: 'Commission' }).click();
  await expect(page.getByText('No commission yet: it is paid each day after the day ends.')).toBeVisible();
  await quiet(page);
  await snap(page, 'agent-statements-en');
  await page.getByRole('tab', { name: 'Rates' }).click();
  await expect(page.getByText('From ¥0.00: 0.50% of turnover')).toBeVisible();
  await expect(page.getByText('From ¥10,000.00: 0.50% of turnover')).toBeVisible();
  await quiet(page);
  await snap(page, 'agent-rates-en');

  const zh = await playerWindow(openWindow, 'zh');
  await zh.goto('/#/pages/login/login');
  await zh.getByLabel('账号', { exact: true }).fill('agent');
  await zh.getByLabel('密码', { exact: true }).fill('agent1234');
  await zh.getByRole('button', { name: '登录' }).click();
  await expect(zh).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  await zh.goto('/#/pages/share/agent?tab=rates');
  await expect(zh.getByText('¥0.00 起：流水的 0.30%')).toBeVisible();
  await quiet(zh);
  await snap(zh, 'agent-rates-zh');
  await zh.goto('/#/pages/share/agent');
  await expect(zh.getByText('第1级').first()).toBeVisible();
  await quiet(zh);
  await snap(zh, 'agent-invitees-zh');
  await zh.goto('/#/pages/tabBar/personal/menu/share');
  await expect(zh.getByRole('heading', { name: '代理数据（近30天）' })).toBeVisible();
  await zh.getByRole('link', { name: '佣金明细、返水与费率' }).scrollIntoViewIfNeeded();
  await quiet(zh);
  await snap(zh, 'share-agent-zh');

  // The console, as a new admin who has chosen their own password.
  const desk = await openWindow({ viewport: DESK });
  const account = await newOperator(desk.request, { role: 'admin', password: PASSWORD, prefix: 'promo' });
  await signInToConsole(desk, account, PASSWORD);
  await desk.getByRole('menuitem', { name: 'Commissions and rebates' }).click();
  await expect(desk.getByText('Promotions budget')).toBeVisible();
  await expect(desk.getByRole('cell', { name: 'Agent commission' }).first()).toBeVisible();
  await snapDesk(desk, 'console-promotions-en');
  await desk.getByRole('button', { name: 'Add tier' }).click();
  const drawer = desk.getByRole('dialog');
  await drawer.getByLabel('Rate (basis points)').fill('80');
  await drawer.getByLabel('A day’s turnover').fill('1234.56');
  await expect(drawer.getByText('Pays ¥9.87 (truncated to the cent)')).toBeVisible();
  await snap(desk, 'console-promotions-tier-en');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await desk.getByRole('menuitem', { name: 'Daily payouts' }).click();
  await expect(desk.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await snapDesk(desk, 'console-payouts-en');
  await desk.getByRole('menuitem', { name: 'Red packets' }).click();
  await expect(desk.getByRole('button', { name: 'Send a red packet' })).toBeVisible();
  await expect(desk.getByRole('cell', { name: '¥8.88' }).first()).toBeVisible();
  await snapDesk(desk, 'console-red-packets-en');
  await desk.getByLabel('Language').click();
  await desk.getByTitle('简体中文').click();
  await desk.getByRole('button', { name: '发红包' }).click();
  await expect(desk.getByRole('dialog').getByText('有效分钟数')).toBeVisible();
  await snap(desk, 'console-red-packet-send-zh');
  await desk.keyboard.press('Escape');
  await desk.getByRole('menuitem', { name: '佣金与返水' }).click();
  await expect(desk.getByText('推广预算')).toBeVisible();
  await snapDesk(desk, 'console-promotions-zh');
});
