// One decision moves money once in the operator console, whatever the clicks: approving a top-up asks
// first (player, amount, what happens), a double click opens one confirmation and a double confirm
// credits once with one success and no "already handled"; a missing reason is said, never thrown; the
// same for paying out or refunding a withdrawal, adjusting a balance, funding the promotions budget,
// sending a red packet and refunding a store order. Amounts stay below the four-eyes amount.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { callApi, logIn, makePng, OPERATOR } from './api';
import { DEMO_INVITATION_CODE, snap, uniqueAccount } from './support';

const PASSWORD = 'deskPass12';
const PLAYER_PASSWORD = 'playerPass1';

type Player = { account: string; token: string; userId: number };
type Listed<T> = { list: T[]; total: number };

async function newPlayer(request: APIRequestContext, admin: string, credit = ''): Promise<Player> {
  const account = uniqueAccount('desk');
  const { token, uLoginId } = await callApi<{ token: string; uLoginId: number }>(
    request,
    '/api/v1/register',
    {
      account,
      password: PLAYER_PASSWORD,
      confirmPassword: PLAYER_PASSWORD,
      code: DEMO_INVITATION_CODE,
    },
  );
  if (credit) {
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

/** A bank transfer top-up waiting for review, made through the API as the app makes it. */
async function pendingTopUp(request: APIRequestContext, player: Player, amount: string): Promise<void> {
  const image = await callApi<{ id: string }>(
    request,
    '/api/v1/upload/image',
    { image: makePng(60, 40, [22, 119, 255]).toString('base64') },
    player.token,
  );
  const accounts = await callApi<{ list: Array<{ id: number }> }>(
    request,
    '/api/v1/account/list',
    { payType: 2 },
    player.token,
  );
  await callApi(
    request,
    '/api/v1/account/user/add',
    {
      accountId: accounts.list[0]?.id ?? 0,
      amount,
      imageId: image.id,
      idempotencyKey: `e2e-${player.account}-${amount}`,
    },
    player.token,
  );
}

/** A withdrawal of ¥200 waiting for review, from a wallet an operator credited with ¥300. */
async function pendingWithdrawal(request: APIRequestContext, admin: string): Promise<Player> {
  const player = await newPlayer(request, admin, '300');
  await callApi(
    request,
    '/api/v1/user/withdrawals/changePwd',
    { oldPassword: PLAYER_PASSWORD, newPassword: '246810' },
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
  await callApi(
    request,
    '/api/v1/withdrawals/add',
    { amount: '200', securityCode: '246810', type: 'bank', idempotencyKey: `e2e-wd-${player.account}` },
    player.token,
  );
  return player;
}

async function balanceOf(request: APIRequestContext, player: Player): Promise<string> {
  return (await callApi<{ point: string }>(request, '/api/v1/user/details', {}, player.token)).point;
}

async function movedBy(request: APIRequestContext, player: Player, type: string): Promise<number> {
  const changes = await callApi<Listed<{ amount: string }>>(
    request,
    '/api/v1/point/change/list',
    { pageNo: 1, pageSize: 50, type },
    player.token,
  );
  return changes.list.reduce((sum, change) => sum + Math.round(Number(change.amount) * 100), 0);
}

/** A new admin who has chosen their own password, signed in to the console at 1440×900; page errors kept. */
async function desk(browser: Browser, request: APIRequestContext): Promise<{ page: Page; errors: string[] }> {
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const account = uniqueAccount('tapadm');
  const issued = await callApi<{ oneTimePassword: string }>(
    request,
    '/api/v1/admin/operator/create',
    { account, role: 'admin' },
    admin,
  );
  const token = await logIn(request, account, issued.oneTimePassword);
  await callApi(
    request,
    '/api/v1/user/changePwd',
    { oldPassword: issued.oneTimePassword, newPassword: PASSWORD },
    token,
  );
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/admin/');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Top-ups' })).toBeVisible();
  return { page, errors };
}

/** antd's confirmations (modal.confirm), as opposed to the drawer or the form's own modal. */
function confirmations(page: Page): Locator {
  return page.locator('.ant-modal-confirm');
}

/** A double click on a button that asks for a confirmation: one confirmation opens (checked softly). */
async function doubleClickAsking(page: Page, button: Locator): Promise<Locator> {
  await button.dblclick();
  const asked = confirmations(page);
  await expect(asked.first()).toBeVisible();
  await asked.last().getByRole('button').last().click({ trial: true });
  await expect.soft(asked, 'one confirmation after a double click').toHaveCount(1);
  return asked;
}

/** The operator confirms as fast as they can: a double click on OK, then any confirmation left is confirmed. */
async function doubleConfirm(asked: Locator, name: string): Promise<void> {
  await asked.getByRole('button', { name }).last().dblclick();
  const left = asked.getByRole('button', { name }).filter({ visible: true });
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

/** The success message appeared once and no error was shown beside it. */
async function succeededOnce(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text }).first()).toBeVisible();
  await expect(page.locator('.ant-message-notice').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('approving a top-up: a missing reason is said, a double click asks once, a double confirm credits once', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const player = await newPlayer(request, admin);
  await pendingTopUp(request, player, '500');
  const { page, errors } = await desk(browser, request);

  const row = page.getByRole('row', { name: new RegExp(player.account) });
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = page.getByRole('dialog', { name: /^Top-ups / });
  await drawer.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(drawer.getByText('Give a reason: the player and the audit log see it')).toBeVisible();
  await expect(confirmations(page)).toHaveCount(0);
  expect(errors, 'errors thrown in the page').toEqual([]);

  await drawer.getByLabel('Reason').fill('Transfer seen on the statement');
  const asked = await doubleClickAsking(page, drawer.getByRole('button', { name: 'Approve and credit' }));
  await expect(asked.locator('.ant-modal-confirm-title')).toHaveText(`Credit ¥500.00 to ${player.account}?`);
  await expect(asked.getByText(/goes into .* wallet now/)).toBeVisible();
  await snap(page, 'console-double-tap-credit-confirm-en');
  await doubleConfirm(asked, 'Approve and credit');
  await succeededOnce(page, 'Approved');
  await expect(row).toHaveCount(0);
  expect(await balanceOf(request, player)).toBe('500.00');
  expect(await movedBy(request, player, 'deposit'), 'credited').toBe(50_000);

  // 中文: the same confirmation in the console's other language, and the same single credit.
  await pendingTopUp(request, player, '300');
  await page.getByLabel('Language').click();
  await page.getByTitle('中文').click();
  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(player.account) })
    .getByRole('button', { name: /^审\s?核$/ })
    .click();
  const zhDrawer = page.getByRole('dialog', { name: /^充值 / });
  await zhDrawer.getByRole('button', { name: '批准并入账' }).click();
  await expect(zhDrawer.getByText('请填写原因：玩家和审计日志都会看到')).toBeVisible();
  await zhDrawer.getByLabel('原因').fill('已核对流水');
  const zhAsked = await doubleClickAsking(page, zhDrawer.getByRole('button', { name: '批准并入账' }));
  await expect(zhAsked.locator('.ant-modal-confirm-title')).toHaveText(`向 ${player.account} 入账 ¥300.00？`);
  await snap(page, 'console-double-tap-credit-confirm-zh');
  await doubleConfirm(zhAsked, '批准并入账');
  await succeededOnce(page, '已批准');
  expect(await balanceOf(request, player)).toBe('800.00');
  expect(errors, 'errors thrown in the page').toEqual([]);
});

test('withdrawals: a double click refunds once, and paying out asks once and pays once', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const refunded = await pendingWithdrawal(request, admin);
  const paid = await pendingWithdrawal(request, admin);
  const { page, errors } = await desk(browser, request);
  await page.goto('/admin/#/reviews/withdrawals');

  await page
    .getByRole('row', { name: new RegExp(refunded.account) })
    .getByRole('button', { name: 'Review' })
    .click();
  let drawer = page.getByRole('dialog', { name: /^Withdrawals / });
  await drawer.getByLabel('Reason').fill('Card holder does not match');
  await drawer.getByRole('button', { name: 'Reject and refund' }).dblclick();
  await succeededOnce(page, 'Rejected');
  expect(await balanceOf(request, refunded)).toBe('300.00');
  expect(await movedBy(request, refunded, 'withdrawal_return'), 'refunded').toBe(20_000);

  await page
    .getByRole('row', { name: new RegExp(paid.account) })
    .getByRole('button', { name: 'Review' })
    .click();
  drawer = page.getByRole('dialog', { name: /^Withdrawals / });
  await drawer.getByLabel('Reason').fill('Paid from the company account');
  const asked = await doubleClickAsking(page, drawer.getByRole('button', { name: 'Approve: paid out' }));
  await expect(asked.locator('.ant-modal-confirm-title')).toHaveText(
    `Mark ¥198.00 to ${paid.account} as paid out?`,
  );
  await snap(page, 'console-double-tap-paid-confirm-en');
  await doubleConfirm(asked, 'Approve: paid out');
  await succeededOnce(page, 'Approved');
  const list = await callApi<Listed<{ status: string }>>(
    request,
    '/api/v1/withdrawals/list',
    { pageNo: 1, pageSize: 10 },
    paid.token,
  );
  expect(list.list.map((withdrawal) => withdrawal.status)).toEqual(['paid']);
  expect(await balanceOf(request, paid)).toBe('100.00');
  expect(errors, 'errors thrown in the page').toEqual([]);
});

test('a balance adjustment, the promotions budget, a red packet and a store refund each move money once', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const player = await newPlayer(request, admin, '200');
  const { page, errors } = await desk(browser, request);

  // A balance adjustment: a double click on OK sends one.
  await page.goto(`/admin/#/players/profile?userId=${player.userId}`);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const adjust = page.getByRole('dialog').filter({ hasText: 'Adjust balance' });
  await adjust.getByLabel('Amount').fill('25');
  await adjust.getByLabel('Reason').fill('Goodwill for a slow payout');
  await adjust.getByRole('button', { name: 'OK' }).dblclick();
  await succeededOnce(page, 'Adjustment applied');
  expect(await balanceOf(request, player)).toBe('225.00');

  // The promotions budget: one confirmation, one funding.
  const budget = async () =>
    (await callApi<{ balance: string }>(request, '/api/v1/admin/promotion/budget', {}, admin)).balance;
  const before = Number(await budget());
  await page.goto('/admin/#/promotions/tiers');
  await page.getByRole('button', { name: 'Fund from the house' }).click();
  const fund = page.getByRole('dialog').filter({ hasText: 'Fund from the house' }).first();
  await fund.getByLabel('Amount').fill('40');
  const fundAsked = await doubleClickAsking(page, fund.getByRole('button', { name: 'Fund from the house' }));
  await doubleConfirm(fundAsked, 'OK');
  await succeededOnce(page, 'Budget funded');
  expect(Number(await budget())).toBe(before + 40);

  // A red packet: one confirmation, one packet.
  const packets = async () =>
    (
      await callApi<Listed<unknown>>(
        request,
        '/api/v1/admin/redPacket/list',
        { pageNo: 1, pageSize: 1 },
        admin,
      )
    ).total;
  const sent = await packets();
  await page.goto('/admin/#/promotions/red-packets');
  await page.getByRole('button', { name: 'Send a red packet' }).click();
  const send = page.getByRole('dialog').filter({ hasText: 'Send a red packet' }).first();
  await send.getByLabel('Room').click();
  await page.keyboard.press('Enter');
  await send.getByLabel('Amount').fill('6');
  const packetAsked = await doubleClickAsking(page, send.getByRole('button', { name: 'Send a red packet' }));
  await doubleConfirm(packetAsked, 'OK');
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Red packet sent' })).toHaveCount(1);
  expect(await packets()).toBe(sent + 1);

  // A store order cancelled and refunded: a double click on OK refunds once.
  await callApi(
    request,
    '/api/v2/store/redeem',
    { goodsId: 2, quantity: 1, idempotencyKey: `e2e-${player.account}-order` },
    player.token,
  );
  expect(await balanceOf(request, player)).toBe('175.00');
  await page.goto('/admin/#/store/orders');
  await page
    .getByRole('row', { name: new RegExp(player.account) })
    .getByRole('button', { name: 'Cancel and refund' })
    .click();
  const refund = page.getByRole('dialog').filter({ hasText: 'Cancel and refund' });
  await refund.getByLabel('Reason').fill('Out of stock at the supplier');
  await refund.getByRole('button', { name: 'Cancel and refund' }).dblclick();
  await succeededOnce(page, /cancelled: the money is back/);
  expect(await balanceOf(request, player)).toBe('225.00');
  expect(errors, 'errors thrown in the page').toEqual([]);
});
