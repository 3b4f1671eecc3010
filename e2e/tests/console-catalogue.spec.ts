// The console's catalogue pages: an admin adds goods with a picture (uploaded in the drawer, previewed as
// players will see it) and a player's store shows them, picture included; the admin renames a service
// channel and a player's service tab lists it by the new name. Both sides' screens are saved.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, logIn, makePng, OPERATOR } from './api';
import { DEMO_INVITATION_CODE, snap, uniqueAccount } from './support';

const PASSWORD = 'cataloguePass1';

/** A new admin who has chosen their own password, as the console's first sign-in would have them. */
async function newAdmin(page: Page): Promise<string> {
  const request = page.request;
  const admin = await logIn(request, OPERATOR.account, OPERATOR.password);
  const account = uniqueAccount('shop');
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
  return account;
}

async function consoleWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

async function playerWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  const account = uniqueAccount('buyer');
  await page.goto('/#/pages/reg/reg');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Invitation code').fill(DEMO_INVITATION_CODE);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  return page;
}

test('an admin adds goods with a picture and renames a service channel; players see both', async ({
  browser,
}) => {
  const desk = await consoleWindow(browser);
  const errors: string[] = [];
  desk.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const operator = await newAdmin(desk);
  const stamp = Date.now() % 100_000;
  const goodsName = `Travel mug ${stamp}`;
  const channelName = `Night desk ${stamp}`;
  // A channel of this journey's own, so others' service lists stay as the demo made them.
  const adminToken = await logIn(desk.request, operator, PASSWORD);
  await callApi(
    desk.request,
    '/api/v1/admin/serviceChannel/save',
    {
      kind: 'telegram',
      nameZh: '电报客服',
      nameEn: `Telegram ${stamp}`,
      link: 'https://t.me/fair28_help',
      isEnabled: '1',
    },
    adminToken,
  );

  await desk.goto('/admin/');
  await desk.getByLabel('Account').fill(operator);
  await desk.getByLabel('Password').fill(PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();

  // Goods: names, a picture uploaded in the drawer, price and stock; the preview follows the form.
  await desk.getByRole('menuitem', { name: 'Goods' }).click();
  await desk.getByRole('button', { name: 'New goods' }).click();
  const drawer = desk.getByRole('dialog', { name: 'New goods' });
  await drawer.getByLabel('Name (Chinese)').fill(`旅行杯 ${stamp}`);
  await drawer.getByLabel('Name (English)').fill(goodsName);
  await drawer.getByLabel('Description (English)').fill('<p>Keeps tea hot for six hours.</p>');
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'mug.png',
    mimeType: 'image/png',
    buffer: makePng(96, 96, [14, 116, 144]),
  });
  await expect(drawer.getByRole('button', { name: 'Replace' })).toBeVisible();
  await drawer.getByLabel('Price').fill('38.50');
  await drawer.getByLabel('Stock').fill('5');
  const preview = drawer.getByRole('region', { name: 'As players see it' });
  await expect(preview).toContainText(goodsName);
  await expect(preview).toContainText('¥38.50');
  await expect(preview).toContainText('In stock: 5');
  await expect(preview.getByRole('img', { name: goodsName })).toBeVisible();
  await snap(desk, 'console-catalogue-goods-drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText(`Saved: ${goodsName}`)).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = desk.getByRole('row').filter({ hasText: goodsName });
  await expect(row).toContainText('¥38.50');
  await expect(row.getByRole('img', { name: goodsName })).toBeVisible();
  await snap(desk, 'console-catalogue-goods');

  // Service channels: rename the journey's channel and point it elsewhere.
  await desk.getByRole('menuitem', { name: 'Service channels' }).click();
  await desk
    .getByRole('row')
    .filter({ hasText: `Telegram ${stamp}` })
    .getByRole('button', { name: 'Edit' })
    .click();
  const channelDrawer = desk.getByRole('dialog', { name: new RegExp(`Edit channel · Telegram ${stamp}`) });
  await channelDrawer.getByLabel('Name (English)').fill(channelName);
  await channelDrawer.getByLabel('Link, address or number').fill('https://t.me/fair28_night');
  await channelDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText(`Saved: ${channelName}`)).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: channelName })).toContainText(
    'https://t.me/fair28_night',
  );
  await snap(desk, 'console-catalogue-service-channels');

  // The player's store lists the goods with their picture; the service tab the renamed channel.
  const player = await playerWindow(browser);
  await player.goto('/#/pages/store/store');
  const card = player.getByRole('link').filter({ hasText: goodsName });
  await expect(card).toContainText('¥38.50');
  await expect(card).toContainText('In stock: 5');
  const picture = card.locator('img');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(96);
  await card.scrollIntoViewIfNeeded();
  await snap(player, 'console-catalogue-player-store');
  await player.goto('/#/pages/tabBar/service/service');
  await expect(player.getByText(channelName)).toBeVisible();
  await expect(player.getByText('https://t.me/fair28_night')).toBeVisible();
  await snap(player, 'console-catalogue-player-service');
  expect(errors).toEqual([]);
});
