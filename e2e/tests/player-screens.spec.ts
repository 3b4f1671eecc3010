// What players read and redeem: home's live sections into a room, the text pages, redeeming in the store
// with a confirmation, the share page into registration with the code, and an operator's wording change
// that shows without a build.
import { expect } from '@playwright/test';
import { callApi, logIn, OPERATOR } from './api';
import { snap, test } from './support';

async function logInAsDemo(page: import('@playwright/test').Page) {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

test('home shows the live games, volume and payouts, and leads into a room and the text pages', async ({
  page,
}) => {
  await logInAsDemo(page);
  const games = page.getByRole('heading', { name: 'Live games' });
  await games.scrollIntoViewIfNeeded();
  await expect(
    page.getByText(/Closes in \d\d:\d\d|Drawing in \d\d:\d\d|Opens in \d\d:\d\d|opens soon/).first(),
  ).toBeVisible();
  await expect(page.getByText('Trading volume')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Winners' })).toBeVisible();
  await page.getByRole('link', { name: 'About us' }).scrollIntoViewIfNeeded();
  await snap(page, 'home-lower');
  await page.getByRole('link', { name: 'How fairness works' }).click();
  await expect(page).toHaveURL(/rich-text\?name=fairness/);
  await expect(page.locator('main')).toContainText(/hash/i);
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('link', { name: /^Play / })
    .first()
    .click();
  await expect(page).toHaveURL(/pc28room\?roomId=\d+/);
});

test('a player redeems goods after a confirmation and sees the order awaiting delivery', async ({
  page,
  request,
}) => {
  // Other journeys play with the demo player too: the balance is whatever it is now, less the order.
  const token = await logIn(request, 'demo', 'demo1234');
  const balance = async () =>
    Math.round(
      Number((await callApi<{ point: string }>(request, '/api/v1/user/details', {}, token)).point) * 100,
    );
  const before = await balance();
  await logInAsDemo(page);
  await page.goto('/#/pages/store/store');
  await page.getByRole('link', { name: /fair28 mug/ }).click();
  await expect(page).toHaveURL(/goodsDetail\?id=\d+/);
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByText('¥176.00').first()).toBeVisible();
  await page.getByLabel('Note for the operator (optional)').fill('Blue, please');
  await page.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Redeem Demo item: fair28 mug?')).toBeVisible();
  await snap(page, 'store-confirm');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/store\?tab=orders/);
  const order = page.getByRole('list', { name: 'My orders' }).getByRole('listitem').first();
  await expect(order).toContainText('Demo item: fair28 mug × 2');
  await expect(order).toContainText('¥176.00');
  await expect(order).toContainText('Awaiting delivery');
  await snap(page, 'store-orders');
  expect(await balance()).toBe(before - 17_600);
});

test('the share link registers a new player with the code filled in', async ({ page, openWindow }) => {
  await logInAsDemo(page);
  await page.goto('/#/pages/tabBar/personal/menu/share');
  await expect(page.getByRole('img', { name: 'Scan to register with your code' })).toBeVisible();
  const code = (await page.locator('strong').first().innerText()).trim();
  const link = await page.getByText(/\/#\/pages\/reg\/reg\?code=/).innerText();
  expect(link).toContain(`code=${code}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save QR code' }).click();
  expect((await download).suggestedFilename()).toBe(`fair28-invite-${code}.png`);

  const visitor = await openWindow();
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByLabel('Invitation code')).toHaveValue(code);
});

test('an operator’s wording change shows without a build', async ({ page, request }) => {
  const operator = await logIn(request, OPERATOR.account, OPERATOR.password);
  await callApi(
    request,
    '/api/v1/admin/languagePack/save',
    { language: 'en', entries: JSON.stringify({ 'home.liveGames': 'Games running now' }) },
    operator,
  );
  try {
    await logInAsDemo(page);
    await expect(page.getByRole('heading', { name: 'Games running now' })).toBeVisible();
    // Kept for the next start.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Games running now' })).toBeVisible();
  } finally {
    await callApi(request, '/api/v1/admin/languagePack/save', { language: 'en', entries: '{}' }, operator);
  }
});
