import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:8190';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
const logs = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`);
});
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
const shot = async (name) => {
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
};
await page.goto(`${base}/#/pages/login/login`);
await page.getByLabel('Account', { exact: true }).fill('demo');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/home/);
const steps = (process.argv[2] ?? 'all').split(',');
if (steps.includes('all') || steps.includes('usdt')) {
  await page.goto(`${base}/#/pages/recharge/usdtRecharge`);
  await shot('usdt');
}
if (steps.includes('all') || steps.includes('trend')) {
  await page.goto(`${base}/#/pages/tabBar/project/project`);
  await shot('trend');
}
if (steps.includes('all') || steps.includes('room')) {
  await page.goto(`${base}/#/pages/game/pc28/pc28`);
  await page.waitForTimeout(1000);
  await page
    .getByRole('link', { name: /^Enter Starter room/ })
    .first()
    .click();
  await page.waitForTimeout(1500);
  await shot('room');
  await page
    .getByRole('button', { name: /Bet/ })
    .first()
    .click()
    .catch(() => {});
  await shot('room-sheet');
  await page.mouse.wheel(0, 600);
  await shot('room-sheet-scrolled');
}
if (steps.includes('all') || steps.includes('records')) {
  await page.goto(`${base}/#/pages/tabBar/personal/menu/investmentDetails`);
  await shot('bets');
}
if (steps.includes('all') || steps.includes('card')) {
  await page.goto(`${base}/#/pages/bankCard/bindBankCard`);
  await page
    .getByRole('button', { name: 'Bind bank card' })
    .click()
    .catch(() => {});
  await shot('bind-card');
  await page.getByLabel('Bank name').click();
  await shot('bank-sheet');
  await page.keyboard.press('Escape');
}
if (steps.includes('all') || steps.includes('logout')) {
  for (const p of [
    '/pages/common/line/line',
    '/pages/common/up-data/up-data',
    '/pages/common/language/language',
  ]) {
    await page.goto(`${base}/#${p}`);
    await page.waitForTimeout(700);
  }
  await page.goto(`${base}/#/pages/tabBar/personal/personal`);
  await page.waitForTimeout(700);
  await page
    .getByText(/Log out|Switch/)
    .first()
    .click();
  await page.waitForTimeout(300);
  await page
    .getByRole('dialog')
    .getByRole('button')
    .last()
    .click()
    .catch(() => {});
  await page.waitForTimeout(1500);
  await shot('after-logout');
  console.log('url after logout', page.url());
  const body = await page.locator('body').innerText();
  console.log('expired?', /expired|could not load/i.test(body));
}
console.log(logs.join('\n'));
await browser.close();
