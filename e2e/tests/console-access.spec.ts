// Getting into the console: a player account is refused with a clear message; an operator sets up the
// authenticator second factor from the QR page, and from then on sign-in asks for its code; the console
// speaks Chinese as well as English.
import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OPERATOR } from './api';
import { newOperator } from './players';
import { signInToConsole, snap, test } from './support';

test.use({ viewport: { width: 1366, height: 900 } });

test('a player account is refused at the console sign-in, with the reason', async ({ page }) => {
  await signInToConsole(page, 'demo', 'demo1234');
  await expect(page.getByRole('alert')).toHaveText(
    'This is a player account: the console is for staff accounts only',
  );
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
});

test('an operator turns on the authenticator code; sign-in then asks for it', async ({ page, request }) => {
  const account = await newOperator(request, { role: 'support', password: 'totpPass123', prefix: 'totp' });

  await signInToConsole(page, account, 'totpPass123');
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set it up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await snap(page, 'console-two-factor');
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  await page.getByLabel('Authenticator code').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToConsole(page, account, 'totpPass123');
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  // The code that turned it on was used: wait for the next one.
  const nextStep = (Math.floor(Date.now() / 30_000) + 1) * 30_000;
  await page.waitForTimeout(nextStep - Date.now() + 500);
  await page.getByLabel('Authenticator code').fill(totp.generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();

  // 简体中文
  await page.getByLabel('Language').click();
  await page.getByTitle('简体中文').click();
  await expect(page.getByRole('menuitem', { name: '我的账号' })).toBeVisible();
  await page.getByRole('menuitem', { name: '充值' }).click();
  await expect(page.getByRole('button', { name: '导出 CSV' })).toBeVisible();
  await snap(page, 'console-zh');
});

test('an operator who leaves the console idle is signed out, and told why', async ({ page }) => {
  // The browser's clock only: the console follows the idle minutes its profile names (30 here). Offline
  // meanwhile, so no call goes out stamped with the moved clock (the server would refuse its timestamp,
  // and that sign-out is not the one under test); the server ends idle sessions by itself (server tests).
  await page.clock.install();
  await signInToConsole(page, OPERATOR.account, OPERATOR.password);
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  // The first page (the top-ups to review) in, before the line goes.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.context().setOffline(true);

  await page.clock.fastForward('25:00');
  await page.mouse.move(200, 200);
  await page.clock.fastForward('10:00');
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();

  await page.clock.fastForward('31:00');
  await expect(
    page.getByText('You were signed out after a while without activity. Sign in again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull();
  await page.context().setOffline(false);
});
