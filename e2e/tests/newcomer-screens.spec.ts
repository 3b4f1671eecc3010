// What a new player meets on the money and play screens, checked as they would check it: the hold on a new
// payout account shown up front (on a second server of this spec's own, where the hold is 24 hours), no
// form that can only be refused (binding without a security code, withdrawing to a held account), no top-up
// nudge to a player who can bet, no error flashed for the order or plan just made, and what the deposit
// limit counts. Screens are saved in English and Chinese.
import { formatDateTimeIn } from '@fair28/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn as apiLogIn, callApi } from './api';
import { type OwnServer, startOwnServer } from './own-server';
import {
  balanceOf,
  bindCard,
  fastRoom,
  type Player,
  placeBets,
  registerPlayer,
  setSecurityCode,
} from './players';
import { attachCertificate, readIn, signInToApp, snapQuiet, test } from './support';

const PASSWORD = 'newPass1';
const SECURITY_CODE = '246810';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A new player of this spec, on the suite's server or the one at `base`. */
function register(request: APIRequestContext, base = '', credit = ''): Promise<Player> {
  return registerPlayer(request, { prefix: 'nc', password: PASSWORD, base, credit });
}

function logIn(page: Page, account: string, base = ''): Promise<void> {
  return signInToApp(page, account, PASSWORD, base);
}

/** Records whether `text` ever shows on the page from now on, even for a moment. */
async function watchFor(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((watched) => {
    const flags = window as unknown as Record<string, boolean>;
    flags.__sawWatched = false;
    const look = () => {
      if (document.body.innerText.includes(watched)) flags.__sawWatched = true;
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as Record<string, boolean>).__sawWatched === true);
}

test.describe('with the payout hold of a real deployment (24 hours)', () => {
  // The suite's server waives the hold so that journeys can withdraw at once; this one keeps it.
  const zone = 'Asia/Shanghai';
  let server: OwnServer | undefined;
  let base = '';
  test.use({ timezoneId: zone });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer('hold', {
      FAIR28_REGISTER_LIMIT_PER_IP: '1000',
      FAIR28_LOGIN_LIMIT_PER_IP: '1000',
      FAIR28_PAYOUT_HOLD_HOURS: '24',
    });
    base = server.base;
  });
  test.afterAll(() => {
    server?.stop();
  });

  test('withdrawal shows each new payout account on hold until a local time, and no form before then', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await register(request, base);
    const { account, token } = player;
    await setSecurityCode(request, player, PASSWORD, SECURITY_CODE, base);
    const card = await bindCard(
      request,
      player,
      SECURITY_CODE,
      { realName: 'Li Lei', bankName: 'Example Bank', cardNo: '6222021234567890', mobile: '13800138000' },
      base,
    );
    const address = await callApi<{ usableFrom: string }>(
      request,
      `${base}/api/v2/usdt/add`,
      { securityCode: SECURITY_CODE, network: 'TRC20', address: TRON_ADDRESS },
      token,
    );
    const cardFrom = formatDateTimeIn(card.usableFrom, zone);
    const addressFrom = formatDateTimeIn(address.usableFrom, zone);

    await logIn(page, account, base);
    await page.goto(`${base}/#/pages/tabBar/personal/menu/withdrawal`);
    // Each account says until when it is held, in the player's own time, and cannot be picked.
    const row = (name: string) => page.locator('label').filter({ hasText: name });
    await expect(page.getByRole('radio', { name: /Example Bank/ })).toBeDisabled();
    await expect(row('Example Bank').getByText(`on hold until ${cardFrom}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /USDT TRC20/ })).toBeDisabled();
    await expect(row('USDT TRC20').getByText(`on hold until ${addressFrom}`)).toBeVisible();
    // When it opens is said up front; no amount or security code is asked for before then.
    await expect(
      page.getByRole('status').filter({ hasText: `You can withdraw from ${cardFrom}` }),
    ).toBeVisible();
    await expect(page.getByText('No betting turnover is required: you can withdraw.')).toHaveCount(0);
    await expect(page.getByLabel('Withdrawal amount (¥)')).toHaveCount(0);
    await expect(page.getByLabel('Security code', { exact: true })).toHaveCount(0);
    await snapQuiet(page, 'newcomer-withdrawal-on-hold');
    await readIn(page, 'ZH');
    await expect(row('Example Bank').getByText(`${cardFrom} 前暂不可提现到此账户`)).toBeVisible();
    await expect(page.getByText(`${cardFrom}（本地时间）起可以提现`, { exact: false })).toBeVisible();
    await snapQuiet(page, 'newcomer-withdrawal-on-hold-zh');
  });
});

test('binding a card or a USDT address without a security code says so first and links to set it', async ({
  page,
  request,
}) => {
  const { account } = await register(request);
  await logIn(page, account);
  await page.goto('/#/pages/bankCard/bindBankCard');
  const note = page.getByRole('status').filter({ hasText: 'you have not set one yet' });
  await expect(note).toBeVisible();
  await expect(page.getByLabel('Bank card number')).toHaveCount(0);
  await expect(page.getByLabel('Security code', { exact: true })).toHaveCount(0);
  await snapQuiet(page, 'newcomer-bind-card-no-code');
  await page.goto('/#/pages/usdtMgr/addUsdtAdress');
  await expect(note).toBeVisible();
  await expect(page.getByLabel('USDT address', { exact: true })).toHaveCount(0);
  await readIn(page, 'ZH');
  await expect(page.getByText('您还没有设置安全码', { exact: false })).toBeVisible();
  await snapQuiet(page, 'newcomer-add-address-no-code-zh');
  await page.getByRole('link', { name: '设置安全码' }).click();
  await expect(page).toHaveURL(/#\/pages\/accountSecurity\/security/);
});

test('the top-up nudge shows to a player who cannot bet, not to one with money to play', async ({
  page,
  request,
}) => {
  const { account } = await register(request);
  await logIn(page, account);
  await expect(page.getByText('Top up to start playing')).toBeVisible();
  await snapQuiet(page, 'newcomer-home-nudge');
  // The demo player has never topped up, but was given money to play with.
  const demo = await apiLogIn(request, 'demo', 'demo1234');
  const balance = Number(await balanceOf(request, demo));
  expect(balance).toBeGreaterThan(100);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/pages/login/login');
  await page.reload();
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Live games' })).toBeVisible();
  await expect(page.getByText('Top up to start playing')).toHaveCount(0);
  await readIn(page, 'ZH');
  await expect(page.getByRole('heading', { name: '中奖榜' })).toBeVisible();
  await snapQuiet(page, 'newcomer-home-demo-zh');
});

test('a top-up goes to its record without an error on the way; the deposit limit says it counts it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account } = await register(request);
  await logIn(page, account);
  await page.goto('/#/pages/tabBar/recharge/recharge');
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: '¥1,000.00' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/localRecharge/);
  await attachCertificate(page);
  const sawUnknown = await watchFor(page, 'is not in your records');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/menu\/recharge\?orderNo=/);
  await expect(page.getByText(/is waiting for confirmation/)).toBeVisible();
  expect(await sawUnknown(), 'an error flashed for the order just made').toBe(false);
  await snapQuiet(page, 'newcomer-recharge-record');

  // The daily deposit limit counts the top-up while it waits, and says so.
  await page.goto('/#/pages/playSafe/limits');
  await expect(
    page.getByText('¥1,000.00 used, including ¥1,000.00 of top-ups still awaiting review').first(),
  ).toBeVisible();
  await snapQuiet(page, 'newcomer-play-limits');
  await readIn(page, 'ZH');
  await expect(page.getByText('已用 ¥1,000.00，含待审核的充值 ¥1,000.00').first()).toBeVisible();
  await snapQuiet(page, 'newcomer-play-limits-zh');
});

test('a first auto-bet plan shows in the list once saved, never "No plans yet"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account } = await register(request, '', '500');
  await logIn(page, account);
  await page.goto('/#/pages/game/pc28/pc28');
  await page
    .getByRole('region', { name: /Fast 28/ })
    .locator('a[href*="pc28room?roomId="]')
    .first()
    .click();
  await expect(page).toHaveURL(/pc28room\?roomId=\d+/);
  await page.getByRole('region', { name: 'Auto-bet' }).getByRole('button', { name: 'Auto-bet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Auto-bet' });
  await sheet.getByRole('button', { name: 'New plan' }).click();
  await snapQuiet(page, 'newcomer-auto-bet-editor');
  const sawEmpty = await watchFor(page, 'No plans yet');
  await sheet.getByRole('form', { name: 'New plan' }).getByRole('button', { name: 'Save plan' }).click();
  await expect(sheet.getByRole('article', { name: 'Big' })).toBeVisible();
  expect(await sawEmpty(), '"No plans yet" flashed after saving a plan').toBe(false);
  await snapQuiet(page, 'newcomer-auto-bet-list');
});

test('the big road shows its first column whole, and a bet record its room by its whole name', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account, token } = await register(request, '', '2000');
  // An Extreme-Small bet in a Fast 28 room: its label, room, round and outcome fill the record's first line.
  const room = await fastRoom(request, token);
  expect(room, 'a Fast 28 room').toBeDefined();
  await placeBets(request, token, room?.id ?? 0, [{ betType: 'extreme_small', amount: '10' }], 8);
  await logIn(page, account);

  await page.goto('/#/pages/tabBar/personal/menu/investmentDetails');
  const where = page.getByText(new RegExp(`^${room?.nameEn} · Round \\d+$`)).first();
  await expect(where).toBeVisible();
  // Whole: nothing of it is cut off at the edge.
  expect(await where.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await snapQuiet(page, 'newcomer-pending-bet');
  await readIn(page, 'ZH');
  await expect(page.getByText(/^\S+ · 第 \d+ 期$/).first()).toBeVisible();
  await snapQuiet(page, 'newcomer-pending-bet-zh');

  await page.evaluate(() => localStorage.setItem('languageType', 'EN'));
  await page.goto('/#/pages/tabBar/project/project');
  await page.reload();
  const road = page.getByRole('region', { name: 'Big road', exact: true });
  const cells = road.getByRole('img');
  // On a fresh server the first fast round may not be drawn yet.
  await expect(async () => {
    await page.reload();
    await expect(cells.first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  const scroller = road.locator('div').first();
  await scroller.evaluate((element) => {
    element.scrollLeft = 0;
  });
  const frame = await scroller.boundingBox();
  const first = await cells.first().boundingBox();
  expect(frame && first && first.x >= frame.x && first.x + first.width <= frame.x + frame.width).toBe(true);
  await road.scrollIntoViewIfNeeded();
  await snapQuiet(page, 'newcomer-trend-big-road');
});
