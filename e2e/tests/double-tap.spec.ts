// One intent moves money once, whatever the taps: on every money action of the player app, a double tap on
// the submit opens one confirmation (not two stacked), a double tap on its confirm sends it once, and the
// records and the balance show one movement. The same in Chinese for the screenshots of the dialogs.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { callApi, logIn, makePng, OPERATOR } from './api';
import { DEMO_INVITATION_CODE, secondsToClose, snap, tabBar, uniqueAccount } from './support';

const PASSWORD = 'tapPass1';

type Player = { account: string; token: string; userId: number };
type Page0<T> = { list: T[]; total: number };

/** A new player, signed up through the API, with `credit` yuan an operator put in (no turnover owed). */
async function newPlayer(request: APIRequestContext, credit = ''): Promise<Player> {
  const account = uniqueAccount('tap');
  const { token, uLoginId } = await callApi<{ token: string; uLoginId: number }>(
    request,
    '/api/v1/register',
    {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: DEMO_INVITATION_CODE,
    },
  );
  if (credit) {
    const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
    await callApi(
      request,
      '/api/v1/admin/adjustment/add',
      {
        userId: uLoginId,
        direction: 'credit',
        amount: credit,
        reason: 'e2e funds',
        idempotencyKey: `e2e-${account}`,
      },
      admin,
    );
  }
  return { account, token, userId: uLoginId };
}

async function signIn(page: Page, player: Player): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill(player.account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

async function balanceOf(request: APIRequestContext, player: Player): Promise<string> {
  return (await callApi<{ point: string }>(request, '/api/v1/user/details', {}, player.token)).point;
}

async function countOf(
  request: APIRequestContext,
  player: Player,
  path: string,
  fields = {},
): Promise<number> {
  const page = await callApi<Page0<unknown>>(
    request,
    path,
    { pageNo: 1, pageSize: 50, ...fields },
    player.token,
  );
  return page.list.length;
}

/**
 * A double tap on a submit that asks for a confirmation: one dialog opens (checked softly, so that the
 * money check below still runs and shows what a second dialog would have cost). Both taps reach the
 * button before the page answers the first, as on a busy phone: with a mouse double click the first
 * dialog's mask could be drawn in between and take the second tap, so a page without a guard could pass.
 */
async function doubleTapSubmit(submit: Locator, dialogs: Locator): Promise<void> {
  await expect(submit).toBeEnabled();
  await submit.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(dialogs.first()).toBeVisible();
  // The dialog has finished opening: a second one would be on screen by now.
  await dialogs.last().getByRole('button').last().click({ trial: true });
  await expect.soft(dialogs, 'one confirmation after a double tap').toHaveCount(1);
}

/** The player confirms as fast as they can: a double tap on the confirm, then any dialog left is confirmed. */
async function doubleConfirm(dialogs: Locator, name: string): Promise<void> {
  await dialogs.getByRole('button', { name }).last().dblclick();
  // A dialog still on screen once the confirmed one has gone would be confirmed too, as the tester did.
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

/** What transfers of one kind moved in the player's wallet, summed, in minor units. */
async function movedBy(request: APIRequestContext, player: Player, type: string): Promise<number> {
  const changes = await callApi<Page0<{ amount: string }>>(
    request,
    '/api/v1/point/change/list',
    { pageNo: 1, pageSize: 50, type },
    player.token,
  );
  return changes.list.reduce((sum, change) => sum + Math.round(Number(change.amount) * 100), 0);
}

test('a bank transfer top-up: a double tap and a double confirm make one request', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request);
  await signIn(page, player);
  await tabBar(page).getByRole('link', { name: 'Recharge' }).click();
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: '¥1,000.00' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/localRecharge/);
  await page.getByLabel('Payment certificate').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: makePng(120, 80, [22, 119, 255]),
  });
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();

  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: 'Submit for review' }), dialogs);
  await snap(page, 'double-tap-transfer-confirm');
  await doubleConfirm(dialogs, 'Submit for review');
  await expect(page).toHaveURL(/#\/pages\/tabBar\/personal\/menu\/recharge\?orderNo=/);
  await expect(page.getByRole('list', { name: 'Recharge records' }).getByText('Pending review')).toHaveCount(
    1,
  );
  expect(await countOf(request, player, '/api/v1/account/user/list'), 'top-up requests').toBe(1);
});

test('online pay: a double tap and a double confirm open one order', async ({ page, request }) => {
  const player = await newPlayer(request);
  await signIn(page, player);
  await tabBar(page).getByRole('link', { name: 'Recharge' }).click();
  await page.getByLabel('Amount (¥)').fill('66');
  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: 'Pay now' }), dialogs);
  await doubleConfirm(dialogs, 'Go to pay');
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  expect(await countOf(request, player, '/api/v1/account/user/list'), 'online orders').toBe(1);
});

test('placing four bets: a double tap and a double confirm place four bets, not eight', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request, '100');
  const types = await callApi<{ list: Array<{ id: number; code: string }> }>(
    request,
    '/api/v1/gameType/list',
  );
  const fast = types.list.find((type) => type.code === 'fast');
  const rooms = await callApi<{ list: Array<{ id: number }> }>(
    request,
    '/api/v1/room/list',
    { gameTypeId: fast?.id ?? 0 },
    player.token,
  );
  const roomId = rooms.list[0]?.id ?? 0;
  await signIn(page, player);
  await page.goto(`/#/pages/game/gameRoom/pc28room?roomId=${roomId}`);
  await expect(page.getByRole('status', { name: 'Connection: Live' })).toBeVisible({ timeout: 15_000 });
  // Enough of the round left to pick, confirm and place.
  await expect
    .poll(() => secondsToClose(page), { timeout: 40_000, intervals: [250] })
    .toBeGreaterThanOrEqual(10);

  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Place bets' });
  for (const name of ['Big', 'Small', 'Odd', 'Even']) {
    await panel.getByRole('button', { name: new RegExp(`^${name}, Odds`) }).click();
  }
  await panel.getByLabel('Amount per bet').fill('5');
  await expect(panel.getByText('4 selected')).toBeVisible();
  const confirmations = page.getByRole('dialog').filter({ hasText: 'Confirm your bets' });
  await doubleTapSubmit(panel.getByRole('button', { name: 'Place bets' }), confirmations);
  await snap(page, 'double-tap-bets-confirm');
  await doubleConfirm(confirmations, 'Confirm');
  await expect(panel).toBeHidden();
  expect(await countOf(request, player, '/api/v1/room/choice/list', { roomId }), 'bets placed').toBe(4);
  // The stakes left the wallet once (the round may have settled since: its wins are other transfers).
  expect(await movedBy(request, player, 'bet'), 'staked').toBe(-2000);
});

test('redeeming in the store: a double tap and a double confirm make one order', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, '200');
  await signIn(page, player);
  await page.goto('/#/pages/store/store');
  await page.getByRole('link', { name: /fair28 mug/ }).click();
  await expect(page).toHaveURL(/goodsDetail\?id=\d+/);
  await expect(page.getByText('¥200.00').first()).toBeVisible();
  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: 'Redeem' }), dialogs);
  await doubleConfirm(dialogs, 'Redeem');
  await expect(page).toHaveURL(/store\?tab=orders/);
  await expect(page.getByRole('list', { name: 'My orders' }).getByRole('listitem')).toHaveCount(1);
  expect(await countOf(request, player, '/api/v2/store/orderList'), 'store orders').toBe(1);
  expect(await balanceOf(request, player)).toBe('112.00');
});

test('a withdrawal: a double tap and a double confirm make one request', async ({ page, request }) => {
  const player = await newPlayer(request, '300');
  await callApi(
    request,
    '/api/v1/user/withdrawals/changePwd',
    { oldPassword: PASSWORD, newPassword: '246810' },
    player.token,
  );
  await callApi(
    request,
    '/api/v1/bank/card/bind',
    {
      realName: 'Wang Fang',
      bankName: 'Example Bank',
      cardNo: '6222000011112222',
      mobile: '13800138001',
      securityCode: '246810',
    },
    player.token,
  );
  await signIn(page, player);
  await page.goto('/#/pages/tabBar/personal/menu/withdrawal');
  await page.getByLabel('Withdrawal amount (¥)').fill('200');
  await page.getByLabel('Security code', { exact: true }).fill('246810');
  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: 'Withdraw', exact: true }), dialogs);
  await doubleConfirm(dialogs, 'Withdraw');
  await expect(page).toHaveURL(/withdrawal\?tab=records/);
  await expect(
    page.getByRole('list', { name: 'Withdrawal records' }).getByText('Pending review'),
  ).toHaveCount(1);
  expect(await countOf(request, player, '/api/v1/withdrawals/list'), 'withdrawal requests').toBe(1);
  expect(await balanceOf(request, player)).toBe('100.00');
});

test('a confirmation does not outlive its page: going back closes it and nothing is sent', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, '200');
  await signIn(page, player);
  await page.goto('/#/pages/store/store');
  await page.getByRole('link', { name: /fair28 mug/ }).click();
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/store\/store/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await countOf(request, player, '/api/v2/store/orderList')).toBe(0);
});

test('in Chinese: one confirmation after a double tap, and one order after a double confirm', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, '200');
  await signIn(page, player);
  await page.evaluate(() => localStorage.setItem('languageType', 'zh'));
  await page.goto('/#/pages/store/store');
  await page.reload();
  await page.getByRole('link', { name: /fair28 马克杯/ }).click();
  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: '兑换' }), dialogs);
  await snap(page, 'double-tap-store-confirm-zh');
  await doubleConfirm(dialogs, '兑换');
  await expect(page).toHaveURL(/store\?tab=orders/);
  expect(await countOf(request, player, '/api/v2/store/orderList'), 'store orders').toBe(1);
});
