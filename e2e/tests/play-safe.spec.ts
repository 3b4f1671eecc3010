// Responsible play and auto-bet in the browser: a player saves a plan in a Fast 28 room (the worst case
// shown before starting), starts it, watches it bet round after round with each bet tagged in the records,
// and sees why it stopped; sets a loss limit on the limits page and is refused past it; opens the play-safe
// page and the reality check. Screens are saved in English and Chinese.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn as apiLogIn, callApi, OPERATOR } from './api';
import { registerPlayer } from './players';
import { readIn, secondsToClose, signInToApp, snap, snapQuiet, test } from './support';

const PASSWORD = 'playPass1';

/** A new player with `amount` yuan an operator put in; answers the account. */
async function fundedPlayer(request: APIRequestContext, amount: string): Promise<string> {
  return (await registerPlayer(request, { prefix: 'ps', password: PASSWORD, credit: amount })).account;
}

/** Signs in at the app's form, then reads the app in the given language. */
async function logIn(page: Page, account: string, language: 'EN' | 'ZH' = 'EN'): Promise<void> {
  await signInToApp(page, account, PASSWORD);
  if (language === 'ZH') await readIn(page, 'ZH');
}

async function enterFastRoom(page: Page): Promise<void> {
  await page.goto('/#/pages/game/pc28/pc28');
  const fast = page.getByRole('region', { name: /Fast 28|极速/ });
  await fast.locator('a[href*="pc28room?roomId="]').first().click();
  await expect(page).toHaveURL(/#\/pages\/game\/gameRoom\/pc28room\?roomId=\d+/);
}

test('a plan bets three rounds in a Fast 28 room, tagged in the records, and says why it stopped', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await fundedPlayer(request, '1000');
  await logIn(page, account);
  await enterFastRoom(page);

  const card = page.getByRole('region', { name: 'Auto-bet' });
  await card.getByRole('button', { name: 'Auto-bet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Auto-bet' });
  await sheet.getByRole('button', { name: 'New plan' }).click();
  const form = sheet.getByRole('form', { name: 'New plan' });
  // Big is chosen; a doubling after losses shows its worst case before anything starts.
  await form.getByText('Double after a loss').click();
  await expect(
    form.getByText('Round stakes through a losing run: ¥10.00 → ¥20.00 → ¥40.00 → ¥80.00'),
  ).toBeVisible();
  await expect(form.getByText('at most ¥100.00 lost')).toBeVisible();
  await snapQuiet(page, 'auto-bet-editor');
  await form.getByText('Flat', { exact: true }).click();
  await form.getByRole('spinbutton', { name: 'Rounds' }).fill('3');
  await form.getByRole('spinbutton', { name: 'Rounds' }).blur();
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved')).toBeVisible();
  await sheet.getByRole('button', { name: 'Start here' }).click();
  await expect(page.getByText(/^Start “Big” in this room: ¥10\.00 a round for up to 3 rounds/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Plan started')).toBeVisible();

  // The server bets each round; the room shows what it bet.
  await expect(card.getByText(/^Running in /)).toBeVisible();
  await expect(card.getByText(/1 of 3 rounds · staked ¥10\.00/)).toBeVisible({ timeout: 40_000 });
  await snapQuiet(page, 'auto-bet-running');
  await expect(card.getByText(/3 of 3 rounds · staked ¥30\.00/)).toBeVisible({ timeout: 120_000 });
  await expect(card.getByRole('status')).toHaveText('All 3 rounds were bet', { timeout: 60_000 });
  await snapQuiet(page, 'auto-bet-stopped');

  // Every bet it placed is tagged as the plan's in the records.
  await page.goto('/#/pages/tabBar/personal/menu/investmentDetails');
  await expect(page.locator('article').filter({ hasText: 'Auto' })).toHaveCount(3);
  await snapQuiet(page, 'auto-bet-records');
});

test('a loss limit set on the limits page refuses a bet past it; the play-safe page and the reality check', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await fundedPlayer(request, '1000');
  await logIn(page, account);
  await page.goto('/#/pages/tabBar/personal/personal');
  await page.getByRole('link', { name: 'Play safe' }).click();
  await expect(page).toHaveURL(/#\/pages\/playSafe\/playSafe/);
  await page.getByRole('link', { name: /Deposit, loss and stake limits/ }).click();
  await page.getByRole('button', { name: 'Loss limit per day' }).click();
  await page
    .getByRole('dialog', { name: 'Loss limit per day' })
    .getByRole('radio', { name: '¥100.00' })
    .click();
  await expect(page.getByText('Limit saved')).toBeVisible();
  await snapQuiet(page, 'play-limits');

  // A raise waits 24 hours, shown with its time.
  await page.getByRole('button', { name: 'Loss limit per day' }).click();
  await page
    .getByRole('dialog', { name: 'Loss limit per day' })
    .getByRole('radio', { name: '¥500.00' })
    .click();
  await expect(page.getByText('A raise applies after 24 hours')).toBeVisible();
  await expect(page.getByText(/^Rises to ¥500\.00 on /)).toBeVisible();
  await snap(page, 'play-limits-pending');

  // Both sides at 50 each: 100 at stake until the draw, a small loss after it; 100 more passes the limit either way.
  const token = await apiLogIn(request, account, PASSWORD);
  await enterFastRoom(page);
  const roomId = new URL(page.url().replace('#', '')).searchParams.get('roomId') ?? '';
  await expect
    .poll(
      async () => {
        try {
          await callApi(
            request,
            '/api/v1/room/point/add',
            {
              roomId,
              items: JSON.stringify([
                { betType: 'big', amount: '50' },
                { betType: 'small', amount: '50' },
              ]),
              idempotencyKey: `ll-${account}`,
            },
            token,
          );
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toBe(true);
  // Time enough for the sheet's five steps before the round closes (a 20 s round here).
  await expect
    .poll(() => secondsToClose(page), { timeout: 40_000, intervals: [250] })
    .toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Place bets' });
  await panel.getByRole('button', { name: /^Small, Odds/ }).click();
  await panel.getByLabel('Amount per bet').fill('100');
  await panel.getByRole('button', { name: 'Place bets' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      /^This bet could pass your loss limit of 100\.00 a day \(\d+\.\d{2} lost or at stake today\)$/,
    ),
  ).toBeVisible();
  await snap(page, 'loss-limit-refused');

  await page.goto('/#/pages/playSafe/playSafe');
  await expect(page.getByRole('region', { name: 'Last 7 days' })).toContainText('¥100.00');
  await snapQuiet(page, 'play-safe');
  await page.getByRole('button', { name: 'Show my session now' }).click();
  await expect(page.getByText(/^You have played \d+ minutes this session\. Net result: /)).toBeVisible();
  await snapQuiet(page, 'reality-check');
  await page.getByRole('button', { name: 'Keep playing' }).click();
});

test('the play-safe screens in Chinese', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await fundedPlayer(request, '1000');
  await logIn(page, account, 'ZH');
  await page.goto('/#/pages/playSafe/playSafe');
  await expect(page.getByRole('region', { name: '最近 7 天' })).toBeVisible();
  await snapQuiet(page, 'play-safe-zh');
  await page.getByRole('button', { name: '立即查看本次游戏' }).click();
  await expect(page.getByText(/^您本次已玩 \d+ 分钟/)).toBeVisible();
  await snapQuiet(page, 'reality-check-zh');
  await page.getByRole('button', { name: '继续游戏' }).click();
  await page.goto('/#/pages/playSafe/limits');
  await page.getByRole('button', { name: '每周投注限额' }).click();
  await page.getByRole('dialog', { name: '每周投注限额' }).getByRole('radio', { name: '¥1,000.00' }).click();
  await expect(page.getByText('限额已保存')).toBeVisible();
  await snapQuiet(page, 'play-limits-zh');
  await enterFastRoom(page);
  const card = page.getByRole('region', { name: '自动投注' });
  await card.getByRole('button', { name: '自动投注' }).click();
  const sheet = page.getByRole('dialog', { name: '自动投注' });
  await sheet.getByRole('button', { name: '新建方案' }).click();
  await sheet.getByText('输后加倍').click();
  await expect(sheet.getByText('连输时每期投注', { exact: false })).toBeVisible();
  await snapQuiet(page, 'auto-bet-editor-zh');
});

test('during a cool-off the events page says why it is empty; an operator cannot lift it, and that is logged', async ({
  page,
  request,
}) => {
  const account = await fundedPlayer(request, '10');
  const token = await apiLogIn(request, account, PASSWORD);
  const started = await callApi<{ activeBreak: { endsAt: number } }>(
    request,
    '/api/v1/playSafe/break/start',
    { kind: 'cool_off', days: 2 },
    token,
  );
  await logIn(page, account);
  await page.goto('/#/pages/tabBar/home/menu/activities');
  await expect(
    page.getByText(
      /^You are taking a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. Events and offers are not shown until then/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'My play-safe settings' })).toBeVisible();
  await snapQuiet(page, 'events-paused-en');
  await page.evaluate(() => localStorage.setItem('languageType', 'ZH'));
  await page.reload();
  await expect(
    page.getByText(/^您正在休息，至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}。在此之前不显示活动和优惠/),
  ).toBeVisible();
  await snapQuiet(page, 'events-paused-zh');
  await page.getByRole('link', { name: '我的理性游戏设置' }).click();
  await expect(page).toHaveURL(/#\/pages\/playSafe\/playSafe/);

  // The operator's attempt is refused and written to the operator log.
  const admin = await apiLogIn(request, OPERATOR.account, OPERATOR.password);
  const players = await callApi<{ list: Array<{ userId: number; account: string }> }>(
    request,
    '/api/v1/admin/player/list',
    { query: account },
    admin,
  );
  const userId = players.list.find((row) => row.account === account)?.userId ?? 0;
  await expect(callApi(request, '/api/v1/admin/player/break/lift', { userId }, admin)).rejects.toThrow(
    /failed: 2407 A cool-off or self-exclusion cannot be lifted before it ends/,
  );
  const log = await callApi<{
    list: Array<{ action: string; targetId: number; before: { endsAt: string } }>;
  }>(request, '/api/v1/admin/audit/list', { action: 'player.break.liftRefused', targetId: userId }, admin);
  expect(log.list.map((entry) => [entry.targetId, entry.before.endsAt])).toEqual([
    [userId, new Date(started.activeBreak.endsAt).toISOString()],
  ]);
});
