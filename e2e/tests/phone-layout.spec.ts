// Layout on a phone, measured in the browser: the auto-bet plan editor's choice tiles are of one size
// (every row as tall as the tallest, one width per column) with each label centred and none spilling out,
// on a 390×844 phone; and a 34-character TRC20 address wraps in groups, never leaving a letter or two
// alone on a line, on the narrow phones where it wraps (375 pixels wide as a small iPhone, 360 as the
// narrowest common Android): in the address list, the withdrawal's account picker and the top-up's
// receiving account. In English and Chinese.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './api';
import { type Player, registerPlayer, setSecurityCode } from './players';
import { snapQuiet, test } from './support';

const PASSWORD = 'layoutPass1';
const SECURITY_CODE = '135790';
/** A valid TRC20 address (base58check, 0x41 prefix) of 34 characters, used by no other journey. */
const ADDRESS = 'TWQvcwTTkmYTdCKHSoki2zhVU9MqcmECCX';
/** The demo seed's receiving USDT account, shown on the top-up's transfer page. */
const RECEIVING_ADDRESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

type Language = 'en' | 'zh';

/** A new player with `amount` yuan an operator put in. */
function newPlayer(request: APIRequestContext, amount: string): Promise<Player> {
  return registerPlayer(request, { prefix: 'pl', password: PASSWORD, credit: amount });
}

async function logIn(page: Page, account: string, language: Language): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.evaluate((code) => localStorage.setItem('languageType', code), language.toUpperCase());
  await page.reload();
  await page.getByLabel(language === 'en' ? 'Account' : '账号', { exact: true }).fill(account);
  await page.getByLabel(language === 'en' ? 'Password' : '密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: language === 'en' ? 'Log in' : '登录' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

type TileBox = {
  text: string;
  left: number;
  width: number;
  height: number;
  /** How far the label's middle is from the tile's, across and down, in pixels. */
  offCentre: number;
  spills: boolean;
};

/** Every tile of a choice group: its box, and whether its label spills out of it. */
function tileBoxes(group: Locator): Promise<TileBox[]> {
  return group.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('.adm-selector-item')].map((tile) => {
      const box = tile.getBoundingClientRect();
      // The label's own box: its text's lines (a chosen tile's check mark in the corner is no part of it).
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      const text = {
        left: Math.min(...lines.map((line) => line.left)),
        right: Math.max(...lines.map((line) => line.right)),
        top: Math.min(...lines.map((line) => line.top)),
        bottom: Math.max(...lines.map((line) => line.bottom)),
      };
      const spills =
        tile.scrollWidth > tile.clientWidth + 1 ||
        tile.scrollHeight > tile.clientHeight + 1 ||
        text.left < box.left - 0.5 ||
        text.right > box.right + 0.5 ||
        text.top < box.top - 0.5 ||
        text.bottom > box.bottom + 0.5;
      const offCentre = Math.max(
        Math.abs((text.left + text.right) / 2 - (box.left + box.width / 2)),
        Math.abs((text.top + text.bottom) / 2 - (box.top + box.height / 2)),
      );
      return {
        text: tile.textContent ?? '',
        left: box.left,
        width: box.width,
        height: box.height,
        offCentre,
        spills,
      };
    }),
  );
}

/** The spread (largest less smallest) of `measure` within each group of tiles sharing `key`. */
function spreads(tiles: TileBox[], key: (tile: TileBox) => number, measure: (tile: TileBox) => number) {
  const groups = new Map<number, number[]>();
  for (const tile of tiles) {
    const at = Math.round(key(tile));
    groups.set(at, [...(groups.get(at) ?? []), measure(tile)]);
  }
  return [...groups.values()].map((values) => Math.max(...values) - Math.min(...values));
}

async function expectEvenTiles(group: Locator, minimum: number) {
  const tiles = await tileBoxes(group);
  const names = tiles.map((tile) => `${tile.text} ${tile.width.toFixed(1)}×${tile.height.toFixed(1)}`);
  expect(tiles.length).toBeGreaterThanOrEqual(minimum);
  const heights = tiles.map((tile) => tile.height);
  expect(Math.max(...heights) - Math.min(...heights), `one height for ${names.join(', ')}`).toBeLessThan(1);
  for (const spread of spreads(
    tiles,
    (tile) => tile.left,
    (tile) => tile.width,
  )) {
    expect(spread, `one width per column of ${names.join(', ')}`).toBeLessThan(1);
  }
  expect(
    tiles.filter((tile) => tile.offCentre > 2).map((tile) => tile.text),
    'labels off centre',
  ).toEqual([]);
  expect(tiles.filter((tile) => tile.spills).map((tile) => tile.text)).toEqual([]);
}

for (const language of ['en', 'zh'] as const) {
  test(`the auto-bet plan editor's tiles line up (${language})`, async ({ page, request }) => {
    const { account } = await newPlayer(request, '1000');
    await logIn(page, account, language);
    await page.goto('/#/pages/game/pc28/pc28');
    const fast = page.getByRole('region', { name: /Fast 28|极速/ });
    await fast.locator('a[href*="pc28room?roomId="]').first().click();
    await expect(page).toHaveURL(/#\/pages\/game\/gameRoom\/pc28room\?roomId=\d+/);
    const words =
      language === 'en'
        ? { autoBet: 'Auto-bet', newPlan: 'New plan', bet: 'Bet', stakes: 'Stakes' }
        : { autoBet: '自动投注', newPlan: '新建方案', bet: '投注项', stakes: '投注方式' };
    await page
      .getByRole('region', { name: words.autoBet })
      .getByRole('button', { name: words.autoBet })
      .click();
    const sheet = page.getByRole('dialog', { name: words.autoBet });
    await sheet.getByRole('button', { name: words.newPlan }).click();
    const form = sheet.getByRole('form', { name: words.newPlan });
    const bets = form.getByLabel(words.bet, { exact: true });
    await expect(bets.locator('.adm-selector-item').first()).toBeVisible();
    await snapQuiet(page, `plan-editor-tiles-${language}`);
    await expectEvenTiles(bets, 9);
    await expectEvenTiles(form.getByLabel(words.stakes, { exact: true }), 2);
  });
}

/**
 * Each place the page draws `address` (the innermost element holding all of it, however it is split into
 * groups): its lines as drawn, each the characters whose boxes sit on that line.
 */
function linesOfAddress(page: Page, address: string): Promise<string[][]> {
  return page.evaluate((wanted) => {
    const compact = (element: Element) => (element.textContent ?? '').replace(/\s/g, '');
    const places = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        compact(element) === wanted &&
        ![...element.children].some((child) => compact(child) === wanted) &&
        element.getClientRects().length > 0,
    );
    return places.map((element) => {
      const lines: Array<{ middle: number; text: string }> = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index++) {
          if (/\s/.test(text.charAt(index))) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          const middle = box.top + box.height / 2;
          // Characters of one line share a middle to within a pixel or two.
          const line = lines.find((known) => Math.abs(known.middle - middle) <= 2);
          if (line) line.text += text.charAt(index);
          else lines.push({ middle, text: text.charAt(index) });
        }
      }
      return lines.sort((a, b) => a.middle - b.middle).map((line) => line.text);
    });
  }, address);
}

async function expectWholeGroups(page: Page, address: string, where: string) {
  await expect.poll(async () => (await linesOfAddress(page, address)).length, where).toBeGreaterThan(0);
  for (const lines of await linesOfAddress(page, address)) {
    expect(lines.join(''), `${where}: the address as drawn`).toBe(address);
    for (const line of lines) {
      expect(line.length, `${where}: a line of ${lines.join(' / ')}`).toBeGreaterThanOrEqual(4);
    }
  }
}

for (const width of [375, 360]) {
  test.describe(`on a ${width}-pixel-wide phone`, () => {
    test.use({ viewport: { width, height: 780 } });

    for (const language of ['en', 'zh'] as const) {
      test(`a TRC20 address wraps in whole groups in the list, the withdrawal and the top-up (${language})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const player = await newPlayer(request, '500');
        const { account, token } = player;
        await setSecurityCode(request, player, PASSWORD, SECURITY_CODE);
        await callApi(
          request,
          '/api/v2/usdt/add',
          { securityCode: SECURITY_CODE, network: 'TRC20', address: ADDRESS },
          token,
        );
        await logIn(page, account, language);

        await page.goto('/#/pages/usdtMgr/usdtAdress');
        await expect(
          page.getByRole('heading', {
            name: language === 'en' ? 'Digital currency addresses' : '数字货币地址',
          }),
        ).toBeVisible();
        await expectWholeGroups(page, ADDRESS, 'address list');
        await snapQuiet(page, `usdt-address-list-${width}-${language}`);

        await page.goto('/#/pages/tabBar/personal/menu/withdrawal');
        await expect(page.getByRole('radio', { name: /USDT TRC20/ })).toBeVisible();
        await expectWholeGroups(page, ADDRESS, 'withdrawal picker');
        await snapQuiet(page, `usdt-address-withdrawal-${width}-${language}`);

        await page.goto('/#/pages/tabBar/recharge/recharge');
        await page.getByRole('tab', { name: 'USDT' }).click();
        await page.locator('#recharge-amount').fill('100');
        await page.getByRole('button', { name: language === 'en' ? 'Next' : '下一步' }).click();
        await expectWholeGroups(page, RECEIVING_ADDRESS, 'top-up receiving account');
        await snapQuiet(page, `usdt-address-top-up-${width}-${language}`);
      });
    }
  });
}
