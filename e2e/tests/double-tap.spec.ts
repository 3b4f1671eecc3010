// One intent moves money once, whatever the taps: on every money action of the player app, a double tap on
// the submit opens one confirmation (not two stacked), a double tap on its confirm sends it once, and the
// records and the balance show one movement. The same in Chinese for the screenshots of the dialogs.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { callApi, type Listed } from './api';
import {
  balanceOf,
  bindCard,
  fastRoom,
  movedBy,
  type Player,
  registerPlayer,
  setSecurityCode,
} from './players';
import {
  attachCertificate,
  doubleConfirm,
  readIn,
  secondsToClose,
  signInToApp,
  snap,
  tabBar,
  test,
} from './support';

const PASSWORD = 'tapPass1';

/** A new player, signed up through the API, with `credit` yuan an operator put in (no turnover owed). */
function newPlayer(request: APIRequestContext, credit = ''): Promise<Player> {
  return registerPlayer(request, { prefix: 'tap', password: PASSWORD, credit });
}

/** A new player with ¥200, signed in, who opens the demo mug from the store, read in their language. */
async function openTheMug(
  page: Page,
  request: APIRequestContext,
  language: 'EN' | 'ZH' = 'EN',
): Promise<Player> {
  const player = await newPlayer(request, '200');
  await signInToApp(page, player.account, PASSWORD);
  if (language === 'ZH') await readIn(page, 'ZH');
  await page.goto('/#/pages/store/store');
  await page.getByRole('link', { name: language === 'ZH' ? /fair28 马克杯/ : /fair28 mug/ }).click();
  return player;
}

async function countOf(
  request: APIRequestContext,
  player: Player,
  path: string,
  fields = {},
): Promise<number> {
  const page = await callApi<Listed<unknown>>(
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

test('a bank transfer top-up: a double tap and a double confirm make one request', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request);
  await signInToApp(page, player.account, PASSWORD);
  await tabBar(page).getByRole('link', { name: 'Recharge' }).click();
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: '¥1,000.00' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/localRecharge/);
  await attachCertificate(page);

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
  await signInToApp(page, player.account, PASSWORD);
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
  const roomId = (await fastRoom(request, player.token))?.id ?? 0;
  await signInToApp(page, player.account, PASSWORD);
  await page.goto(`/#/pages/game/gameRoom/pc28room?roomId=${roomId}`);
  await expect(page.getByRole('status', { name: 'Connection: Live' })).toBeVisible({ timeout: 15_000 });
  // Enough of the round left to pick, tap, snap and confirm on a busy machine: a round opens for 15 s.
  await expect
    .poll(() => secondsToClose(page), { timeout: 40_000, intervals: [250] })
    .toBeGreaterThanOrEqual(13);

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
  expect(await movedBy(request, player.token, 'bet'), 'staked').toBe(-2000);
});

test('redeeming in the store: a double tap and a double confirm make one order', async ({
  page,
  request,
}) => {
  const player = await openTheMug(page, request);
  await expect(page).toHaveURL(/goodsDetail\?id=\d+/);
  await expect(page.getByText('¥200.00').first()).toBeVisible();
  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: 'Redeem' }), dialogs);
  await doubleConfirm(dialogs, 'Redeem');
  await expect(page).toHaveURL(/store\?tab=orders/);
  await expect(page.getByRole('list', { name: 'My orders' }).getByRole('listitem')).toHaveCount(1);
  expect(await countOf(request, player, '/api/v2/store/orderList'), 'store orders').toBe(1);
  expect(await balanceOf(request, player.token)).toBe('112.00');
});

test('a withdrawal: a double tap and a double confirm make one request', async ({ page, request }) => {
  const player = await newPlayer(request, '300');
  await setSecurityCode(request, player, PASSWORD, '246810');
  await bindCard(request, player, '246810');
  await signInToApp(page, player.account, PASSWORD);
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
  expect(await balanceOf(request, player.token)).toBe('100.00');
});

test('a confirmation does not outlive its page: going back closes it and nothing is sent', async ({
  page,
  request,
}) => {
  const player = await openTheMug(page, request);
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
  const player = await openTheMug(page, request, 'ZH');
  const dialogs = page.getByRole('dialog');
  await doubleTapSubmit(page.getByRole('button', { name: '兑换' }), dialogs);
  await snap(page, 'double-tap-store-confirm-zh');
  await doubleConfirm(dialogs, '兑换');
  await expect(page).toHaveURL(/store\?tab=orders/);
  expect(await countOf(request, player, '/api/v2/store/orderList'), 'store orders').toBe(1);
});
