// The console's catalogue pages: an admin adds goods with a picture (uploaded in the drawer, previewed as
// players will see it) and a player's store shows them, picture included; the admin renames a service
// channel and a player's service tab lists it by the new name. Then an order is cancelled with its refund
// (the player's balance is whole again), the pay catalogue is looked over, and a language pack changes a
// word of the player app, a malformed key being refused in place. Both sides' screens are saved. The
// receiving accounts wait for the pay channels they are read with, and are not saved without them.
import { expect, type Page } from '@playwright/test';
import { callApi, logIn, makePng } from './api';
import { balanceOf, newOperator, registerPlayer } from './players';
import { DESK, type OpenWindow, registerInApp, signInToConsole, snap, test, uniqueAccount } from './support';

const PASSWORD = 'cataloguePass1';

/** A new admin who has chosen their own password, as the console's first sign-in would have them. */
function newAdmin(page: Page): Promise<string> {
  return newOperator(page.request, { role: 'admin', password: PASSWORD, prefix: 'shop' });
}

async function signIn(desk: Page, account: string): Promise<void> {
  await signInToConsole(desk, account, PASSWORD);
}

async function playerWindow(openWindow: OpenWindow): Promise<Page> {
  const page = await openWindow();
  await registerInApp(page, uniqueAccount('buyer'), PASSWORD);
  return page;
}

test('an admin adds goods with a picture and renames a service channel; players see both', async ({
  openWindow,
}) => {
  const desk = await openWindow({ viewport: DESK });
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

  await signIn(desk, operator);

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
  const player = await playerWindow(openWindow);
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

test("an admin cancels a player's store order with its refund, and a language pack rewords the player app", async ({
  openWindow,
}) => {
  const desk = await openWindow({ viewport: DESK });
  const errors: string[] = [];
  desk.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const operator = await newAdmin(desk);
  const adminToken = await logIn(desk.request, operator, PASSWORD);

  // A player with ¥200 redeems the demo mug (¥88).
  const player = await registerPlayer(desk.request, {
    prefix: 'redeem',
    password: PASSWORD,
    credit: '200',
    admin: adminToken,
  });
  const { account } = player;
  const goods = await callApi<{ list: Array<{ id: number; name: string; price: string }> }>(
    desk.request,
    '/api/v2/store/goodsList',
  );
  const mug = goods.list.find((item) => item.price === '88.00');
  expect(mug, 'the demo mug').toBeDefined();
  const order = await callApi<{ orderNo: string }>(
    desk.request,
    '/api/v2/store/redeem',
    { goodsId: mug?.id ?? 0, quantity: 1, idempotencyKey: `e2e-redeem-${account}` },
    player.token,
  );
  expect(await balanceOf(desk.request, player.token)).toBe('112.00');

  await signIn(desk, operator);
  await desk.getByRole('menuitem', { name: 'Store orders' }).click();
  const row = desk.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('Awaiting delivery');
  await row.getByRole('button', { name: 'Cancel and refund' }).click();
  const confirm = desk.getByRole('dialog', { name: `Cancel and refund · ${order.orderNo}` });
  await expect(confirm).toContainText(`¥88.00 goes back to the wallet of ${account} at once`);
  await confirm.getByLabel('Reason').fill('Out of stock at the supplier');
  await snap(desk, 'console-catalogue-order-cancel');
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(desk.getByText(`Order ${order.orderNo} cancelled`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText(`${operator}: Out of stock at the supplier`);
  await expect(row.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  expect(await balanceOf(desk.request, player.token)).toBe('200.00');
  await snap(desk, 'console-catalogue-orders');

  // The pay catalogue as the demo made it.
  await desk.getByRole('menuitem', { name: 'Pay channels' }).click();
  await expect(desk.getByRole('row').filter({ hasText: 'Bank transfer' }).first()).toBeVisible();
  await snap(desk, 'console-catalogue-pay-channels');
  await desk.getByRole('menuitem', { name: 'Receiving accounts' }).click();
  await expect(desk.getByRole('row').filter({ hasText: 'Bank transfer' }).first()).toBeVisible();
  await snap(desk, 'console-catalogue-receiving-accounts');

  // A language pack: the English store title reworded, then a key the server refuses, shown in place.
  await desk.getByRole('menuitem', { name: 'Language packs' }).click();
  await desk.getByRole('radiogroup', { name: 'Language of the pack' }).getByText('English').click();
  await expect(desk.getByText('Never saved: the app uses its own texts.')).toBeVisible();
  await desk.getByRole('button', { name: 'Add a row' }).click();
  await desk.getByRole('textbox', { name: 'Key' }).first().fill('store.title');
  await desk.getByRole('textbox', { name: 'Text' }).first().fill('Prize shop');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('English pack saved')).toBeVisible();
  await expect(desk.getByText(/Last saved/)).toBeVisible();

  await desk.getByRole('button', { name: 'Add a row' }).click();
  await desk.getByRole('textbox', { name: 'Key' }).first().fill('store title!');
  await desk.getByRole('textbox', { name: 'Text' }).first().fill('Shop');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(
    desk.getByRole('alert').filter({ hasText: 'Entries must be a JSON object of message keys to text' }),
  ).toBeVisible();
  await snap(desk, 'console-catalogue-language-pack');

  const shopper = await playerWindow(openWindow);
  await shopper.goto('/#/pages/store/store');
  await expect(shopper.getByText('Prize shop', { exact: true })).toBeVisible();
  await snap(shopper, 'console-catalogue-player-language-pack');

  // Back to the app's own words for the journeys after this one: remove both rows and save.
  await desk.getByRole('button', { name: 'Remove store title!' }).click();
  await desk.getByRole('button', { name: 'Remove store.title' }).click();
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('English pack saved')).toBeVisible();
  const pack = await callApi<{ entries: Record<string, string> }>(desk.request, '/api/v2/tlangmgr/language', {
    language: 'en',
  });
  expect(pack.entries).toEqual({});
  expect(errors).toEqual([]);
});

test('receiving accounts load with their pay channels, and are not saved without their pay type', async ({
  openWindow,
}) => {
  const desk = await openWindow({ viewport: DESK });
  const operator = await newAdmin(desk);
  await signIn(desk, operator);
  await expect(desk.getByRole('menuitem', { name: 'Receiving accounts' })).toBeVisible();

  // The pay channels' list answers late, and then not at all.
  let answerChannels = () => {};
  const channelsHeld = new Promise<void>((resolve) => {
    answerChannels = resolve;
  });
  await desk.route('**/api/v1/admin/payChannel/list', async (route) => {
    await channelsHeld;
    await route.abort('failed');
  });
  const saves: string[] = [];
  desk.on('request', (sent) => {
    if (sent.url().includes('/api/v1/admin/receivingAccount/save')) saves.push(sent.url());
  });

  const accountsListed = desk.waitForResponse('**/api/v1/admin/receivingAccount/list');
  await desk.getByRole('menuitem', { name: 'Receiving accounts' }).click();
  await accountsListed;
  // The accounts are on screen, but their channels' names are not: the list is still loading.
  const row = desk.getByRole('row').filter({ hasText: 'Bank transfer' }).first();
  await expect(row).toBeVisible();
  const list = desk.locator('[aria-busy]', { has: desk.getByRole('table') });
  await expect(list).toHaveAttribute('aria-busy', 'true');
  answerChannels();
  await expect(desk.getByRole('alert').filter({ hasText: 'The server could not be reached' })).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');

  // A saved bank account, edited without its channel's pay type: the channel field says so, nothing is sent.
  await row.getByRole('button', { name: 'Edit' }).click();
  const drawer = desk.getByRole('dialog', { name: /Edit receiving account/ });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Select a payment method')).toBeVisible();
  await snap(desk, 'console-catalogue-account-without-channels');
  expect(saves).toEqual([]);
  await expect(drawer).toBeVisible();
});
