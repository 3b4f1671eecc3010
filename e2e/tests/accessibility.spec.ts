// Beyond every route's axe and tap-target checks (every-route.spec.ts): the tap-target measure itself on a
// page made for it; a phone asking for reduced motion gets no CSS animation or transition and no moving
// banners, notices or springs; and a phone in Traditional Chinese (Taiwan, Hong Kong) gets the app, the
// server's messages and the operators' words in Traditional from its first visit, as a player who picks
// 繁體中文 on the language page does.
import { expect, type Page } from '@playwright/test';
import { words as wordsZhTw } from '../../packages/web/src/i18n/words-zh-tw';
import { smallTargets } from './accessibility';
import { snap, test } from './support';

test('the tap-target measure finds small crowded targets and passes spaced, inline and large ones', async ({
  page,
}) => {
  await page.setContent(`
    <style>button { padding: 0; border: 0; margin: 0; font-size: 10px; }</style>
    <div style="display:flex;gap:2px">
      <button id="crowded-a" style="width:16px;height:16px">a</button>
      <button id="crowded-b" style="width:16px;height:16px">b</button>
    </div>
    <button id="spaced" style="width:16px;height:16px;margin:40px">c</button>
    <button id="large" style="width:44px;height:44px">d</button>
    <p style="font-size:12px">Read the <a href="#rules">rules</a> first.</p>
  `);
  const problems = await smallTargets(page);
  expect(problems).toHaveLength(2);
  expect(problems.join(' ')).toContain('"a" 16×16');
  expect(problems.join(' ')).toContain('"b" 16×16');
});

/** Every element's CSS animation and transition that lasts longer than a hundredth of a millisecond. */
function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list.split(',').map((part) => {
          const value = Number.parseFloat(part);
          return part.trim().endsWith('ms') ? value / 1000 : value;
        }),
      );
    const moving: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animation = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
        const transition = seconds(style.transitionDuration);
        if (animation > 0.00001 || transition > 0.00001) {
          moving.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`);
        }
      }
    }
    return moving;
  });
}

async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

test('a phone asking for reduced motion sees nothing move', async ({ openWindow }) => {
  test.setTimeout(120_000);
  const still = await openWindow({ reducedMotion: 'reduce' });
  await logInAsDemo(still);
  await expect(still.getByRole('heading', { name: 'Live games' })).toBeVisible();
  // Home's banners and notices have loaded their animated parts by now.
  await expect(still.locator('.adm-swiper')).toBeVisible();
  expect(await movingElements(still), 'CSS animations and transitions on home').toEqual([]);
  // The banners do not advance by themselves, and the notice wraps rather than scrolls.
  const track = still.locator('.adm-swiper-track-inner');
  const before = await track.getAttribute('style');
  await still.waitForTimeout(6500);
  expect(await track.getAttribute('style')).toBe(before);
  await expect(still.locator('.adm-notice-bar-wrap')).toBeVisible();
  // antd-mobile's springs jump to their end: the dialog is fully shown on its first frame.
  await still.goto('/#/pages/tabBar/personal/personal');
  await still.getByRole('button', { name: 'Log out (switch user)' }).click();
  const opacity = await still.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const look = () => {
          const body = document.querySelector<HTMLElement>('.adm-center-popup-body');
          if (body) resolve(getComputedStyle(body.parentElement ?? body).opacity);
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  expect(opacity).toBe('1');
  for (const route of ['/#/pages/game/pc28/pc28', '/#/pages/tabBar/recharge/recharge']) {
    await still.goto(route);
    await expect(still.locator('h1').first()).toBeVisible();
    expect(await movingElements(still), `CSS animations and transitions on ${route}`).toEqual([]);
  }

  // A phone that did not ask still sees them: the banners move on.
  const moving = await openWindow({ reducedMotion: 'no-preference' });
  await logInAsDemo(moving);
  await expect(moving.locator('.adm-swiper')).toBeVisible();
  expect(await movingElements(moving)).not.toEqual([]);
  await expect(moving.locator('.adm-notice-bar-wrap')).toHaveCount(0);
});

test('a phone in Traditional Chinese gets the app, the server and the operators in Traditional', async ({
  openWindow,
}) => {
  test.setTimeout(120_000);
  const words = (key: keyof typeof wordsZhTw) => wordsZhTw[key];
  for (const locale of ['zh-TW', 'zh-HK']) {
    const phone = await openWindow({ locale });
    await phone.goto('/#/pages/login/login');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(phone.getByRole('button', { name: words('auth.login') })).toBeVisible();
    await phone.getByLabel(words('auth.account'), { exact: true }).fill('demo');
    await phone.getByLabel(words('auth.password'), { exact: true }).fill('wrong-password');
    await phone.getByRole('button', { name: words('auth.login') }).click();
    // The server's refusal, from the generated catalogue.
    await expect(phone.getByText('帳號或密碼錯誤')).toBeVisible();
    await phone.close();
  }

  const phone = await openWindow({ locale: 'zh-TW' });
  await phone.goto('/#/pages/login/login');
  await phone.getByLabel(words('auth.account'), { exact: true }).fill('demo');
  await phone.getByLabel(words('auth.password'), { exact: true }).fill('demo1234');
  await phone.getByRole('button', { name: words('auth.login') }).click();
  await expect(phone).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  const tabs = phone.getByRole('navigation', { name: words('tab.label') });
  await expect(tabs.getByRole('link', { name: '儲值' })).toBeVisible();
  // The operators' game names, written in Simplified (极速28), shown made Traditional.
  await expect(phone.getByText('極速28').first()).toBeVisible();
  await expect(phone.getByText('极速28')).toHaveCount(0);

  // The language page lists every language by its own name; Simplified, then back to Traditional.
  await phone.goto('/#/pages/common/language/language');
  // The list is named in the language shown, which the test switches.
  const choices = phone.getByRole('group', { name: /^(語言|语言)$/ });
  await expect(choices.getByRole('radio')).toHaveCount(3);
  await expect(choices.getByRole('radio', { name: '繁體中文' })).toBeChecked();
  await snap(phone, 'language-zh-TW');
  await choices.getByRole('radio', { name: '简体中文' }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(phone.getByRole('heading', { name: '语言' })).toBeVisible();
  await choices.getByRole('radio', { name: '繁體中文' }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(phone.getByRole('heading', { name: words('route.language') })).toBeVisible();
  expect(await phone.evaluate(() => localStorage.getItem('languageType'))).toBe('ZH-TW');
  // Chosen, it stays chosen whatever the phone says.
  await phone.goto('/#/pages/tabBar/home/home');
  await expect(phone.getByText('極速28').first()).toBeVisible();
});
