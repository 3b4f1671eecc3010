// Two-step sign-in as a player meets it: turning it on from Mine › Sign-in security (the QR code and key,
// the first code, the recovery codes once), signing in on a new browser (asked the code, then in), a
// withdrawal asking the code, and the devices page listing both browsers, where "sign out other devices"
// signs the other one out at once. Codes come from the same TOTP library the server uses.
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { callApi } from './api';
import { bindCard, registerPlayer, setSecurityCode } from './players';
import { readIn, signInToApp, snap, snapQuiet, test } from './support';

const PASSWORD = 'stepsPass1';
const SECURITY_CODE = '246810';
const STEP_MS = 30_000;

/**
 * The authenticator's codes for one secret, each of a later 30-second step than the last one used (the
 * server accepts a step once, and one step either side of now): waits for the clock when it must.
 */
function authenticator(key: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  let lastStep = -1;
  return async (): Promise<string> => {
    const nowStep = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(lastStep + 1, nowStep);
    // Accepted while the server's step is at least step - 1.
    const waitMs = (step - 1) * STEP_MS - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 500));
    lastStep = step;
    return totp.generate({ timestamp: step * STEP_MS });
  };
}

/** The key the enrol screen shows, as typed into an app (its groups of four without the spaces). */
async function shownKey(page: Page): Promise<string> {
  const text = await page.getByTestId('two-step-key').innerText();
  return text.replace(/\s+/g, '');
}

test('a player turns on two-step sign-in, a new browser is asked the code, withdrawals ask it, other devices are signed out', async ({
  page,
  request,
  openWindow,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request, { prefix: 'two', password: PASSWORD, credit: '300' });
  await setSecurityCode(request, player, PASSWORD, SECURITY_CODE);
  await bindCard(request, player, SECURITY_CODE);
  // The session registration made ends: the two browsers below are the account's only sessions.
  await callApi(request, '/api/v1/logout', {}, player.token);

  // Phone A: Mine › Sign-in security › turn it on.
  await signInToApp(page, player.account, PASSWORD);
  await page.getByRole('link', { name: 'Mine' }).click();
  await page.getByText('Sign-in security', { exact: true }).click();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await snapQuiet(page, 'two-step-security-off');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await snap(page, 'two-step-enrol');
  const nextCode = authenticator(await shownKey(page));
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('The code is wrong or has been used already')).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await nextCode());
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const [recoveryCode = ''] = await codes.getByRole('listitem').allInnerTexts();
  await snapQuiet(page, 'two-step-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Recovery codes left')).toBeVisible();
  await snapQuiet(page, 'two-step-security-on');
  await page.goto('/#/pages/tabBar/personal/personal');
  await page.getByText('Devices', { exact: true }).scrollIntoViewIfNeeded();
  await snapQuiet(page, 'two-step-mine');

  // Phone B, a browser the account has never used: the password is not enough.
  const other = await openWindow();
  await other.goto('/#/pages/login/login');
  await other.getByLabel('Account', { exact: true }).fill(player.account);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await snap(other, 'two-step-login-code');
  await other.getByLabel('Code', { exact: true }).fill(await nextCode());
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other).toHaveURL(/#\/pages\/tabBar\/home\/home/);

  // A withdrawal asks the code, on this trusted browser too.
  await other.goto('/#/pages/tabBar/personal/menu/withdrawal');
  await other.getByLabel('Withdrawal amount (¥)').fill('200');
  await other.getByLabel('Security code', { exact: true }).fill(SECURITY_CODE);
  await other.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(other.getByText('Enter the code from your authenticator app').first()).toBeVisible();
  await other.getByLabel('Authenticator code').fill(await nextCode());
  await snap(other, 'two-step-withdrawal');
  await other.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(other).toHaveURL(/withdrawal\?tab=records/);
  await expect(
    other.getByRole('list', { name: 'Withdrawal records' }).getByText('Pending review'),
  ).toBeVisible();

  // Both browsers are on the devices page; phone A signs phone B out.
  await other.goto('/#/pages/accountSecurity/devices');
  await expect(other.getByRole('listitem')).toHaveCount(2);
  await expect(other.getByText('This device')).toHaveCount(1);
  await snapQuiet(other, 'two-step-devices');

  await page.goto('/#/pages/accountSecurity/devices');
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('Other devices signed out: 1')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  // Phone B's next call is refused: it is back at the login page.
  await other.goto('/#/pages/tabBar/personal/personal');
  await expect(other).toHaveURL(/#\/pages\/login\/login/);

  // The same screens in Chinese.
  await readIn(page, 'ZH');
  await expect(page.getByRole('heading', { name: '登录设备' })).toBeVisible();
  await snapQuiet(page, 'two-step-devices-zh');
  await page.goto('/#/pages/accountSecurity/signInSecurity');
  await expect(page.getByText('剩余恢复码')).toBeVisible();
  await snapQuiet(page, 'two-step-security-on-zh');

  const third = await openWindow();
  await third.goto('/#/pages/login/login');
  await readIn(third, 'ZH');
  await third.getByLabel('账号', { exact: true }).fill(player.account);
  await third.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await third.getByRole('button', { name: '登录' }).click();
  await expect(third.getByRole('heading', { name: '两步验证' })).toBeVisible();
  await snap(third, 'two-step-login-code-zh');
  // A recovery code signs in once in place of the app.
  await third.getByLabel('验证码', { exact: true }).fill(recoveryCode);
  await third.getByRole('button', { name: '验证' }).click();
  await expect(third).toHaveURL(/#\/pages\/tabBar\/home\/home/);
});

test('the enrol screen in Chinese', async ({ page, request }) => {
  const player = await registerPlayer(request, { prefix: 'twz', password: PASSWORD });
  await signInToApp(page, player.account, PASSWORD);
  await readIn(page, 'ZH');
  await page.goto('/#/pages/accountSecurity/signInSecurity');
  await expect(page.getByText('未开启', { exact: true })).toBeVisible();
  await snapQuiet(page, 'two-step-security-off-zh');
  await page.getByRole('button', { name: '开启两步验证' }).click();
  await expect(page.getByRole('img', { name: '验证器应用的二维码' })).toBeVisible();
  await snap(page, 'two-step-enrol-zh');
});
