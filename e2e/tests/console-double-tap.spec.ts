// One decision moves money once in the operator console, whatever the clicks: approving a top-up asks
// first (player, amount, what happens), a double click opens one confirmation and a double confirm
// credits once with one success and no "already handled"; a missing reason is said, never thrown; the
// same for paying out or refunding a withdrawal, adjusting a balance, funding the promotions budget,
// sending a red packet and refunding a store order. Amounts stay below the four-eyes amount.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { callApi, type Listed, logIn, OPERATOR } from './api';
import {
  balanceOf,
  movedBy,
  newOperator,
  type Player,
  pendingTopUp,
  pendingWithdrawal,
  registerPlayer,
} from './players';
import { DESK, doubleConfirm, type OpenWindow, signInToConsole, snap, test } from './support';

const PASSWORD = 'deskPass12';
const PLAYER_PASSWORD = 'playerPass1';

function newPlayer(request: APIRequestContext, admin: string, credit = ''): Promise<Player> {
  return registerPlayer(request, { prefix: 'desk', password: PLAYER_PASSWORD, credit, admin });
}

/** A new admin who has chosen their own password, signed in to the console at 1440×900; page errors kept. */
async function desk(
  openWindow: OpenWindow,
  request: APIRequestContext,
): Promise<{ page: Page; errors: string[] }> {
  const account = await newOperator(request, { role: 'admin', password: PASSWORD, prefix: 'tapadm' });
  const page = await openWindow({ viewport: DESK });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToConsole(page, account, PASSWORD);
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

/** The success message appeared once and no error was shown beside it. */
async function succeededOnce(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text }).first()).toBeVisible();
  await expect(page.locator('.ant-message-notice').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Opens the review of this player's withdrawal and gives the reason; answers the review drawer. */
async function reviewWithdrawal(page: Page, account: string, reason: string): Promise<Locator> {
  await page
    .getByRole('row', { name: new RegExp(account) })
    .getByRole('button', { name: 'Review' })
    .click();
  const drawer = page.getByRole('dialog', { name: /^Withdrawals / });
  await drawer.getByLabel('Reason').fill(reason);
  return drawer;
}

test('approving a top-up: a missing reason is said, a double click asks once, a double confirm credits once', async ({
  openWindow,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const player = await newPlayer(request, admin);
  await pendingTopUp(request, player, '500');
  const { page, errors } = await desk(openWindow, request);

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
  expect(await balanceOf(request, player.token)).toBe('500.00');
  expect(await movedBy(request, player.token, 'deposit'), 'credited').toBe(50_000);

  // 中文: the same confirmation in the console's other language, and the same single credit.
  await pendingTopUp(request, player, '300');
  await page.getByLabel('Language').click();
  await page.getByTitle('简体中文').click();
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
  expect(await balanceOf(request, player.token)).toBe('800.00');
  expect(errors, 'errors thrown in the page').toEqual([]);
});

test('withdrawals: a double click refunds once, and paying out asks once and pays once', async ({
  openWindow,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const refunded = await pendingWithdrawal(request, { prefix: 'desk', password: PLAYER_PASSWORD, admin });
  const paid = await pendingWithdrawal(request, { prefix: 'desk', password: PLAYER_PASSWORD, admin });
  const { page, errors } = await desk(openWindow, request);
  await page.goto('/admin/#/reviews/withdrawals');

  let drawer = await reviewWithdrawal(page, refunded.account, 'Card holder does not match');
  await drawer.getByRole('button', { name: 'Reject and refund' }).dblclick();
  await succeededOnce(page, 'Rejected');
  expect(await balanceOf(request, refunded.token)).toBe('300.00');
  expect(await movedBy(request, refunded.token, 'withdrawal_return'), 'refunded').toBe(20_000);

  drawer = await reviewWithdrawal(page, paid.account, 'Paid from the company account');
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
  expect(await balanceOf(request, paid.token)).toBe('100.00');
  expect(errors, 'errors thrown in the page').toEqual([]);
});

test('a balance adjustment, the promotions budget, a red packet and a store refund each move money once', async ({
  openWindow,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const player = await newPlayer(request, admin, '200');
  const { page, errors } = await desk(openWindow, request);

  // A balance adjustment: a double click on OK sends one.
  await page.goto(`/admin/#/players/profile?userId=${player.userId}`);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const adjust = page.getByRole('dialog').filter({ hasText: 'Adjust balance' });
  await adjust.getByLabel('Amount').fill('25');
  await adjust.getByLabel('Reason').fill('Goodwill for a slow payout');
  await adjust.getByRole('button', { name: 'OK' }).dblclick();
  await succeededOnce(page, 'Adjustment applied');
  expect(await balanceOf(request, player.token)).toBe('225.00');

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
  expect(await balanceOf(request, player.token)).toBe('175.00');
  await page.goto('/admin/#/store/orders');
  await page
    .getByRole('row', { name: new RegExp(player.account) })
    .getByRole('button', { name: 'Cancel and refund' })
    .click();
  const refund = page.getByRole('dialog').filter({ hasText: 'Cancel and refund' });
  await refund.getByLabel('Reason').fill('Out of stock at the supplier');
  await refund.getByRole('button', { name: 'Cancel and refund' }).dblclick();
  await succeededOnce(page, /cancelled: the money is back/);
  expect(await balanceOf(request, player.token)).toBe('225.00');
  expect(errors, 'errors thrown in the page').toEqual([]);
});
