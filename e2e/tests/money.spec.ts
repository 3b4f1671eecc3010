// The money journeys: a new player tops up by bank transfer with a payment certificate, an operator
// approves it, the balance and records follow; the player bets the turnover off, sets a security code,
// binds a card, withdraws (a wrong code first), the operator rejects it and the refund shows in the
// account records. Then online pay through the sandbox provider, and USDT addresses.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi, logIn, makePng, OPERATOR, pendingOf } from './api';
import { balanceOf, fastRoom, placeBets } from './players';
import { attachCertificate, registerInApp, snap, tabBar, test, uniqueAccount } from './support';

const PASSWORD = 'moneyPass1';

function register(page: Page, account: string): Promise<void> {
  return registerInApp(page, account, PASSWORD);
}

/** Bets `half` on Big and on Small in the fast game (one of them wins), retrying past a closed round. */
async function betOffTurnover(request: APIRequestContext, token: string, half: string): Promise<void> {
  const room = await fastRoom(request, token);
  const items = [
    { betType: 'big', amount: half },
    { betType: 'small', amount: half },
  ];
  await placeBets(request, token, room?.id ?? 0, items, 5);
}

test('a new player tops up by bank transfer, then withdraws; the operator decides both', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = uniqueAccount('money');
  await register(page, account);

  // Top-up: the recharge tab, bank transfer, a preset amount, then the transfer page.
  await tabBar(page).getByRole('link', { name: 'Recharge' }).click();
  await expect(page.getByRole('tab', { name: 'Online pay' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Select recharge amount').first()).toBeVisible();
  await page.getByRole('button', { name: '¥1,000.00' }).click();
  await snap(page, 'money-recharge-tab');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/#\/pages\/recharge\/localRecharge\?channelId=\d+&amount=1000/);
  await expect(page.getByText('6222000000000028')).toBeVisible();
  await expect(page.getByLabel('Amount (¥)')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Upload the payment certificate').first()).toBeVisible();
  await attachCertificate(page);
  await page.getByLabel('Transaction reference (optional)').fill('BANKREF-2026-001');
  await snap(page, 'money-local-recharge');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const confirmTopUp = page.getByRole('dialog');
  await expect(confirmTopUp.getByText('¥1,000.00')).toBeVisible();
  await confirmTopUp.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page).toHaveURL(/#\/pages\/tabBar\/personal\/menu\/recharge\?orderNo=/);
  await expect(page.getByText(/is waiting for confirmation/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recharge records' }).getByText('Pending review'),
  ).toBeVisible();
  await expect(page.getByText('Submitted for review')).toBeHidden();
  await snap(page, 'money-recharge-records-pending');

  // The operator checks the certificate and approves.
  const operator = await logIn(request, OPERATOR.account, OPERATOR.password);
  const deposit = await pendingOf(request, operator, 'deposit', account);
  expect(deposit.amount).toBe('1000.00');
  await callApi(
    request,
    '/api/v1/admin/deposit/approve',
    { id: deposit.id, reason: 'Transfer received' },
    operator,
  );

  await page.reload();
  await expect(page.getByText(/¥1,000.00 has been credited to your balance/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recharge records' }).getByText('Credited')).toBeVisible();
  // The certificate is fetched with the session, not by a bare image address.
  await page.getByRole('button', { name: 'Show certificate' }).click();
  await expect(page.getByRole('img', { name: 'Payment certificate' })).toBeVisible();
  await snap(page, 'money-recharge-records-credited');

  await page.goto('/#/pages/tabBar/personal/personal');
  await expect(page.getByText('¥1,000.00').first()).toBeVisible();
  await expect(page.getByText('1 unread')).toBeAttached();
  await page.getByText('Account records').click();
  const changes = page.getByRole('list', { name: 'Account records' });
  await expect(changes.getByText('Top-up')).toBeVisible();
  await expect(changes.getByText('+¥1,000.00')).toBeVisible();

  // The deposit brings a turnover requirement, which the withdrawal page explains.
  await page.goto('/#/pages/tabBar/home/home');
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByText('Bet ¥1,000.00 more before you can withdraw.')).toBeVisible();
  await expect(page.getByText('Please set a security code first')).toBeVisible();
  // Nothing is offered to fill in that the server would refuse whatever it holds.
  await expect(page.getByLabel('Withdrawal amount (¥)')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the game' })).toBeVisible();
  await snap(page, 'money-withdrawal-turnover');

  // Bet it off through the API, as the game screens would: Big and Small, so one of them wins.
  const player = await logIn(request, account, PASSWORD);
  await betOffTurnover(request, player, '500');

  // Meanwhile: a security code, and the player's own bank card (a bad number first).
  await page.goto('/#/pages/accountSecurity/security');
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('New security code').fill('246810');
  await page.getByLabel('Confirm security code').fill('246810');
  await page.getByRole('button', { name: 'Set security code' }).click();
  await expect(page.getByText('Security code saved')).toBeVisible();

  await page.goto('/#/pages/bankCard/bankCard');
  await expect(page.getByText('No bank card bound')).toBeVisible();
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  // The form's own button has the same name: wait for the form, or the click lands on the old page's.
  await expect(page.getByRole('heading', { name: 'Bind your bank card' })).toBeVisible();
  // Every problem of the form shows at once, each under its field and only there.
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page.getByText('Enter the bank name')).toHaveCount(1);
  await expect(page.getByText('Enter the bank card number')).toHaveCount(1);
  await expect(page.getByText('Invalid mobile number')).toHaveCount(1);
  // A site serving China asks no IFSC code (an Indian bank's).
  await expect(page.getByLabel('IFSC code')).toHaveCount(0);
  await page.getByLabel('Cardholder’s real name').fill('Li Lei');
  await page.getByLabel('Bank name').click();
  await page.getByRole('dialog', { name: 'Bank name' }).getByRole('radio', { name: 'Another bank' }).check();
  await page.getByLabel('Name of the bank').fill('Example Bank');
  await page.getByLabel('Bank card number').fill('6222 12');
  await page.getByLabel('Mobile number').fill('13800138000');
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page.getByText('Invalid bank card number')).toHaveCount(1);
  await page.getByLabel('Bank card number').fill('6222 0212 3456 7890');
  // A new payout account needs the security code.
  await page.getByLabel('Security code', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page.getByText('**** 7890').first()).toBeVisible();
  await expect(page.getByText('Bank card bound')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request a change' })).toBeVisible();
  await snap(page, 'money-bank-card');

  // The round settles: the winning side pays back into the wallet.
  await expect
    .poll(async () => Number(await balanceOf(request, player)), { timeout: 90_000, intervals: [2000] })
    .toBeGreaterThan(200);

  await page.goto('/#/pages/tabBar/personal/menu/withdrawal');
  await expect(page.getByText('No betting turnover is required.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Example Bank/ })).toBeChecked();
  await page.getByLabel('Withdrawal amount (¥)').fill('200');
  const preview = page.getByRole('region', { name: 'Fee and amount received' });
  await expect(preview.getByText('¥2.00')).toBeVisible();
  await expect(preview.getByText('¥198.00')).toBeVisible();
  await page.getByLabel('Security code', { exact: true }).fill('135791');
  await snap(page, 'money-withdrawal-form');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The security code is wrong (4 attempts left)').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Security code', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirmWithdrawal = page.getByRole('dialog');
  await expect(confirmWithdrawal.getByText('¥198.00')).toBeVisible();
  await confirmWithdrawal.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/withdrawal\?tab=records/);
  const withdrawals = page.getByRole('list', { name: 'Withdrawal records' });
  await expect(withdrawals.getByText('Pending review')).toBeVisible();
  await expect(withdrawals.getByText('¥200.00')).toBeVisible();
  await expect(page.getByText('Withdrawal requested')).toBeHidden();

  // The operator rejects it: the whole amount returns to the wallet.
  const withdrawal = await pendingOf(request, operator, 'withdrawal', account);
  await callApi(
    request,
    '/api/v1/admin/withdrawal/reject',
    { id: withdrawal.id, reason: 'The card holder name does not match' },
    operator,
  );
  await page.reload();
  await expect(withdrawals.getByText('Rejected')).toBeVisible();
  await expect(withdrawals.getByText('Reason: The card holder name does not match')).toBeVisible();
  await snap(page, 'money-withdrawal-records');

  await page.goto('/#/pages/tabBar/personal/menu/pointChange');
  await page.getByRole('radio', { name: 'Withdrawal returned' }).check();
  await expect(changes.getByText('+¥200.00')).toBeVisible();
  await page.getByRole('radio', { name: 'All types' }).check();
  await expect(changes.getByText('Withdrawal returned')).toBeVisible();
  await expect(changes.getByText('-¥200.00')).toBeVisible();
  await snap(page, 'money-account-records');

  await page.goto('/#/pages/tabBar/personal/menu/msg');
  await expect(page.getByText('Withdrawal rejected')).toBeVisible();
  await expect(page.getByText('Top-up credited')).toBeVisible();
  await snap(page, 'money-notifications');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All read')).toBeVisible();
});

test('online pay goes to the provider and comes back credited; USDT addresses are checked and kept', async ({
  page,
}) => {
  await register(page, uniqueAccount('online'));
  await tabBar(page).getByRole('link', { name: 'Recharge' }).click();
  await page.getByLabel('Amount (¥)').fill('12.345');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Enter an amount above 0 with at most 2 decimals').first()).toBeVisible();
  await page.getByLabel('Amount (¥)').fill('88.50');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('dialog').getByText('¥88.50')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to pay' }).click();

  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/personal\/menu\/recharge\?orderNo=/);
  await expect(page.getByText(/¥88.50 has been credited to your balance/)).toBeVisible();
  // The phone's back button leads into the app, not back to the provider's payment page.
  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/personal\/personal/);

  // A new payout address needs the security code: set one first.
  await page.goto('/#/pages/accountSecurity/security');
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('New security code').fill('246810');
  await page.getByLabel('Confirm security code').fill('246810');
  await page.getByRole('button', { name: 'Set security code' }).click();
  await expect(page.getByText('Security code saved')).toBeVisible();

  await page.goto('/#/pages/usdtMgr/usdtAdress');
  await expect(page.getByText('0 of 3 addresses')).toBeVisible();
  await page.getByRole('button', { name: 'Add a USDT address' }).click();
  await page.getByRole('radio', { name: 'TRC20' }).check();
  // A picture without a QR code: the reader (loaded for this page only) says so; the image still goes up.
  await page.getByLabel('Address QR code').setInputFiles({
    name: 'wallet.png',
    mimeType: 'image/png',
    buffer: makePng(64, 64, [240, 240, 240]),
  });
  await expect(
    page.getByText('No QR code was found in this image. Enter the address yourself.'),
  ).toBeVisible();
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  // One character off: the TRON checksum catches it before anything is sent.
  await page.getByLabel('USDT address', { exact: true }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
  await expect(page.getByText('The address does not match the wallet type').first()).toBeVisible();
  await page.getByLabel('USDT address', { exact: true }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await page.getByLabel('Security code', { exact: true }).fill('246810');
  await snap(page, 'money-add-usdt-address');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/#\/pages\/usdtMgr\/usdtAdress/);
  await expect(page.getByText('1 of 3 addresses')).toBeVisible();
  await expect(page.getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code of TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
  ).toBeVisible();
  await expect(page.getByText('Address added')).toBeHidden();
  await snap(page, 'money-usdt-addresses');

  await page.getByRole('button', { name: 'Delete TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('0 of 3 addresses')).toBeVisible();
});
