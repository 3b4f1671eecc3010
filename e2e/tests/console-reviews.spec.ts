// The operator console: an admin makes a finance and a support operator through the operator service; the
// finance operator signs in with the one-time password and chooses their own, approves a top-up that a
// player made in another browser (whose balance changes on screen without a reload), rejects a
// withdrawal with a reason, and finds both in the audit log with who and when. The support operator
// reads the same queue but is offered no decision. A balance adjustment above the four-eyes amount is
// applied by a second operator only once they confirm who gets how much.
import { expect } from '@playwright/test';
import { callApi, logIn, OPERATOR } from './api';
import { balanceOf, issueOperator, newOperator, pendingWithdrawal, registerPlayer } from './players';
import {
  attachCertificate,
  DESK,
  registerInApp,
  signInToConsole,
  snap,
  tabBar,
  test,
  uniqueAccount,
} from './support';

const PLAYER_PASSWORD = 'playerPass1';

test('finance approves a top-up live and rejects a withdrawal; the audit log shows both; support decides nothing', async ({
  openWindow,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const finance = await issueOperator(request, admin, 'finance');
  const support = await issueOperator(request, admin, 'support');

  // The player, in a phone-sized browser of their own: registers and tops up by bank transfer.
  const player = uniqueAccount('live');
  await registerInApp(page, player, PLAYER_PASSWORD);
  await tabBar(page).getByRole('link', { name: 'Recharge' }).click();
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: '¥1,000.00' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await attachCertificate(page, 240, 160);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(/is waiting for confirmation/)).toBeVisible();
  // The player watches their balance on the personal tab.
  await page.goto('/#/pages/tabBar/personal/personal');
  await expect(page.getByText('¥0.00').first()).toBeVisible();

  const { account: withdrawer } = await pendingWithdrawal(request, {
    prefix: 'wd',
    password: PLAYER_PASSWORD,
    admin,
  });

  // Support reads the queue and the request, but is offered no decision.
  const supportPage = await openWindow({ viewport: { width: 1366, height: 900 } });
  await signInToConsole(supportPage, support.account, support.oneTimePassword);
  await expect(supportPage.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await supportPage.getByLabel('Current password').fill(support.oneTimePassword);
  await supportPage.getByLabel('New password', { exact: true }).fill('supportPass2');
  await supportPage.getByLabel('New password again').fill('supportPass2');
  await supportPage.getByRole('button', { name: 'Change password' }).click();
  await signInToConsole(supportPage, support.account, 'supportPass2');
  await expect(supportPage.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);
  const supportRow = supportPage.getByRole('row', { name: new RegExp(player) });
  await expect(supportRow).toBeVisible();
  await expect(supportRow.getByRole('button', { name: 'Review' })).toHaveCount(0);
  await supportRow.getByRole('button', { name: 'View' }).click();
  await expect(supportPage.getByText('Your role may read this request but not decide it.')).toBeVisible();
  await expect(supportPage.getByRole('button', { name: 'Approve and credit' })).toHaveCount(0);
  await expect(supportPage.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // Finance: the one-time password, then their own.
  const desk = await openWindow({ viewport: { width: 1366, height: 900 } });
  await signInToConsole(desk, finance.account, finance.oneTimePassword);
  await snap(desk, 'console-change-password');
  await desk.getByLabel('Current password').fill(finance.oneTimePassword);
  await desk.getByLabel('New password', { exact: true }).fill('financePass2');
  await desk.getByLabel('New password again').fill('financePass2');
  await desk.getByRole('button', { name: 'Change password' }).click();
  await expect(desk.getByText('Password changed: sign in with the new one')).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await snap(desk, 'console-sign-in');
  await signInToConsole(desk, finance.account, 'financePass2');

  // The top-up queue, oldest first, with the certificate beside the request.
  await expect(desk.getByRole('menuitem', { name: 'Top-ups' })).toBeVisible();
  const row = desk.getByRole('row', { name: new RegExp(player) });
  await expect(row.getByText('¥1,000.00')).toBeVisible();
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = desk.getByRole('dialog');
  await expect(drawer.getByRole('img', { name: 'Payment certificate' })).toBeVisible();
  await snap(desk, 'console-deposit-review');
  await drawer.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(drawer.getByText('Give a reason: the player and the audit log see it')).toBeVisible();
  await drawer.getByLabel('Reason').fill('Transfer seen on the statement');
  await drawer.getByRole('button', { name: 'Approve and credit' }).click();
  // Crediting asks first: who gets how much.
  const credit = desk.locator('.ant-modal-confirm');
  await expect(credit.locator('.ant-modal-confirm-title')).toHaveText(`Credit ¥1,000.00 to ${player}?`);
  await credit.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(desk.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The player's screen follows without a reload.
  await expect(page.getByText('¥1,000.00').first()).toBeVisible({ timeout: 10_000 });

  // The withdrawal: where the money would go, then rejected with a reason (the amount is refunded).
  await desk.getByRole('menuitem', { name: 'Withdrawals' }).click();
  const withdrawal = desk.getByRole('row', { name: new RegExp(withdrawer) });
  await withdrawal.getByRole('button', { name: 'Review' }).click();
  const withdrawalDrawer = desk.getByRole('dialog');
  await expect(withdrawalDrawer.getByText('6222000011112222')).toBeVisible();
  await expect(withdrawalDrawer.getByText('Wang Fang')).toBeVisible();
  // Beside it, what the player did with their money: ¥300 credited, ¥200 of it held for this withdrawal.
  const snapshot = withdrawalDrawer.getByRole('region', { name: 'The player' });
  await expect(snapshot.getByRole('row', { name: /^Balance\W*¥100\.00$/ })).toBeVisible();
  await expect(snapshot.getByRole('row', { name: /^Held for withdrawals\W*¥200\.00$/ })).toBeVisible();
  await expect(snapshot.getByText('No bets yet')).toBeVisible();
  await withdrawalDrawer.getByLabel('Reason').fill('Card holder does not match the account');
  await snap(desk, 'console-withdrawal-review');
  await withdrawalDrawer.getByRole('button', { name: 'Reject and refund' }).click();
  await expect(desk.getByText('Rejected', { exact: true })).toBeVisible();
  const refunded = await callApi<{ point: string }>(
    request,
    '/api/v1/user/details',
    {},
    await logIn(request, withdrawer, PLAYER_PASSWORD),
  );
  expect(refunded.point).toBe('300.00');

  // The audit log: both decisions, by whom and when, with the reasons.
  await desk.getByRole('menuitem', { name: 'Audit log' }).click();
  await desk.getByLabel('Operator').fill(finance.account);
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk).toHaveURL(new RegExp(`operator=${finance.account}`));
  // This operator's own rows, found by the reasons they gave: the table may still show other operators'
  // decisions (other journeys share the database) until the filtered page arrives.
  const approve = desk
    .getByRole('row', { name: /deposit\.approve/ })
    .filter({ hasText: finance.account })
    .filter({ hasText: 'Transfer seen on the statement' });
  const reject = desk
    .getByRole('row', { name: /withdrawal\.reject/ })
    .filter({ hasText: finance.account })
    .filter({ hasText: 'Card holder does not match the account' });
  // Only this operator's decisions are listed once the filter applies: two rows, one of each.
  await expect(desk.getByRole('row', { name: /deposit\.approve|withdrawal\.reject/ })).toHaveCount(2);
  await expect(approve).toContainText(finance.account);
  await expect(approve).toContainText('Transfer seen on the statement');
  await expect(reject).toContainText(finance.account);
  await expect(reject).toContainText('Card holder does not match the account');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await expect(approve).toContainText(day);
  await expect(reject).toContainText(day);
  // What the approval changed: the status, before and after.
  await approve.getByRole('button', { name: /expand row/i }).click();
  await expect(desk.getByRole('cell', { name: 'credited', exact: true })).toBeVisible();
  await snap(desk, 'console-audit');
});

test('a second operator applies a large balance adjustment only after confirming who gets how much', async ({
  openWindow,
  request,
}) => {
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const player = await registerPlayer(request, { prefix: 'adj', password: PLAYER_PASSWORD });
  // Above the four-eyes amount (¥5,000.00 in the suite): the admin's adjustment waits for a second operator.
  await callApi(
    request,
    '/api/v1/admin/adjustment/add',
    {
      userId: player.userId,
      direction: 'credit',
      amount: '6000',
      reason: 'Prize of the spring tournament',
      idempotencyKey: `e2e-adj-${player.account}`,
    },
    admin,
  );
  expect(await balanceOf(request, player.token)).toBe('0.00');

  const financeAccount = await newOperator(request, {
    role: 'finance',
    password: 'financePass3',
    prefix: 'fin',
  });
  const desk = await openWindow({ viewport: DESK });
  await signInToConsole(desk, financeAccount, 'financePass3');
  await desk.getByRole('menuitem', { name: 'Balance adjustments' }).click();
  const row = desk.getByRole('row', { name: new RegExp(player.account) });
  await expect(row).toContainText('+¥6,000.00');
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = desk.getByRole('dialog');
  await expect(drawer).toContainText('Prize of the spring tournament');
  await drawer.getByLabel('Reason').fill('Tournament result checked');
  await drawer.getByRole('button', { name: 'Give the second approval' }).click();

  // Applying asks first: who gets how much, and that it moves the money now. Nothing has moved yet.
  const confirmation = desk.locator('.ant-modal-confirm');
  await expect(confirmation.locator('.ant-modal-confirm-title')).toHaveText(
    `Credit ¥6,000.00 to ${player.account}?`,
  );
  await expect(confirmation).toContainText(`The adjustment ${OPERATOR.account} made is applied now`);
  await snap(desk, 'console-adjustment-confirm');
  expect(await balanceOf(request, player.token)).toBe('0.00');

  await confirmation.getByRole('button', { name: 'Give the second approval' }).click();
  await expect(desk.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await balanceOf(request, player.token)).toBe('6000.00');
});
