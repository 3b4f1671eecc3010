// The foundation journey: register with the demo invitation code, reach home, open mine, switch
// language, change the login password, get sent back to login and log in with the new one.
import { expect } from '@playwright/test';
import { DEMO_INVITATION_CODE, snap, test, uniqueAccount } from './support';

test('a new player registers, switches language, changes the password and logs in again', async ({
  page,
}) => {
  const account = uniqueAccount();
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await snap(page, 'login');

  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/#\/pages\/reg\/reg/);
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill('firstPass1');
  await page.getByLabel('Confirm password').fill('firstPass1');
  await page.getByLabel('Invitation code').fill(DEMO_INVITATION_CODE);
  await snap(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  await expect(page.getByText(`Hello, ${account}`)).toBeVisible();
  await snap(page, 'home');

  await page.getByRole('link', { name: 'Mine' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/personal\/personal/);
  await expect(page.getByText(account)).toBeVisible();
  await expect(page.getByText('¥0.00').first()).toBeVisible();
  await snap(page, 'mine');

  await page.getByText('Language', { exact: true }).click();
  // As a person checks: the tap ticks 简体中文 (the words may still be loading), then the tabs speak Chinese.
  await page.getByRole('radio', { name: '简体中文' }).click();
  await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('link', { name: '我的' })).toBeVisible();
  await expect(page.getByRole('link', { name: '首页' })).toBeVisible();
  await snap(page, 'mine-zh');
  await page.getByText('语言', { exact: true }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Mine' })).toBeVisible();

  await page.getByText('Password management').click();
  await page.getByText('Login password').click();
  await page.getByLabel('Current password').fill('firstPass1');
  await page.getByLabel('New password', { exact: true }).fill('secondPass2');
  await page.getByLabel('Confirm new password').fill('secondPass2');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill('firstPass1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong account or password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('secondPass2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  await expect(page.getByText(`Hello, ${account}`)).toBeVisible();
});

test('bad input shows the spec’s messages and sends nothing wrong', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter account').first()).toBeVisible();
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter password').first()).toBeVisible();

  await page.goto('/#/pages/reg/reg');
  // Only the hash changes: until the register page's chunk is in, the login form (with its own Account
  // field) is still on screen.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Account', { exact: true }).fill(uniqueAccount());
  await page.getByLabel('Password', { exact: true }).fill('firstPass1');
  await page.getByLabel('Confirm password').fill('otherPass1');
  await page.getByLabel('Invitation code').fill(DEMO_INVITATION_CODE);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The passwords do not match').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('12345678');
  await page.getByLabel('Confirm password').fill('12345678');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Must contain a letter').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('firstPass1');
  await page.getByLabel('Confirm password').fill('firstPass1');
  await page.getByLabel('Invitation code').fill('NOSUCH');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The invitation code does not exist').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/reg\/reg/);
});

test('the demo player sees their balance, and logging out asks first', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  await page.getByRole('link', { name: 'Mine' }).click();
  await expect(page.getByText('¥10,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Log out (switch user)' }).click();
  await expect(page.getByText('Log out of this account?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  await page.goto('/#/pages/tabBar/personal/personal');
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
});

test('logging out after the line, version and language pages is clean: no expired login, no error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  for (const path of [
    '/pages/common/line/line',
    '/pages/common/up-data/up-data',
    '/pages/common/language/language',
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
  await page.goto('/#/pages/tabBar/personal/personal');
  await page.getByRole('button', { name: 'Log out (switch user)' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  // Long enough for any call still in flight, and for a refetch on the login page, to come back.
  await page.waitForTimeout(2000);
  await expect(page.getByText(/Login credential has expired/)).toHaveCount(0);
  await expect(page.getByText(/could not load this page/i)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the line page times every line', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  await page.goto('/#/pages/common/line/line');
  await expect(page.getByText('Line 1')).toBeVisible();
  await expect(page.getByText(/\d+ ms/)).toBeVisible();
  await snap(page, 'line');
});

test('a shared place opens with its coordinates and map links; a bad one says so', async ({ page }) => {
  await page.goto('/#/open-location?latitude=31.2304&longitude=121.4737&name=The%20Bund');
  await expect(page.getByText('31.230400° N, 121.473700° E')).toBeVisible();
  await expect(page.getByText('The Bund')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open on OpenStreetMap' })).toHaveAttribute(
    'href',
    /mlat=31\.2304&mlon=121\.4737/,
  );
  await snap(page, 'open-location');
  await page.goto('/#/open-location?latitude=999&longitude=1');
  await expect(page.getByText('This link has no valid place in it')).toBeVisible();
  await page.goto('/#/choose-location');
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
});

test('a returning player’s home starts from what is stored: stale keys or clock still show the balance, an ended session goes to login', async ({
  openWindow,
  page,
}) => {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  const state = await page.context().storageState();

  // Home's first calls go out with the stored keys, clock and token before the line probe answers.
  const reopen = async (change: (stored: Map<string, string>) => void) => {
    const copy = structuredClone(state);
    const origin = copy.origins[0];
    if (!origin) throw new Error('nothing stored');
    const stored = new Map(origin.localStorage.map((item) => [item.name, item.value]));
    change(stored);
    origin.localStorage = [...stored].map(([name, value]) => ({ name, value }));
    const returning = await openWindow({ storageState: copy });
    await returning.goto('/#/pages/tabBar/home/home');
    return returning;
  };

  const staleKeys = await reopen((stored) => {
    const config = JSON.parse(stored.get('clientConfig') ?? '{}');
    stored.set(
      'clientConfig',
      JSON.stringify({ ...config, codec: { key: 'aaaaaaaaaaaaaaaa', iv: 'bbbbbbbbbbbbbbbb' } }),
    );
  });
  await expect(staleKeys.getByText('¥10,000.00').first()).toBeVisible();
  await expect(staleKeys).toHaveURL(/#\/pages\/tabBar\/home\/home/);

  const clockOff = await reopen((stored) => stored.set('serverClockOffset', String(60 * 60 * 1000)));
  await expect(clockOff.getByText('¥10,000.00').first()).toBeVisible();

  const ended = await reopen((stored) => stored.set('token', 'x'.repeat(43)));
  await expect(ended).toHaveURL(/#\/pages\/login\/login/);
});
