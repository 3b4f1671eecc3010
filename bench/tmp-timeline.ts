import { chromium } from 'playwright-core';

const origin = 'http://127.0.0.1:18728';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const login = await browser.newContext({ ...phone, locale: 'en-US' });
const lp = await login.newPage();
await lp.goto(`${origin}/#/pages/login/login`);
await lp.getByLabel('Account', { exact: true }).fill('demo');
await lp.getByLabel('Password', { exact: true }).fill('demo1234');
await lp.getByRole('button', { name: 'Log in' }).click();
await lp.waitForURL(/home/);
const storageState = await login.storageState();
await login.close();
const ctx = await browser.newContext({ ...phone, locale: 'en-US', storageState });
await ctx.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  (window as any).__paint = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) (window as any).__paint.push([e.name, Math.round(e.startTime)]);
  }).observe({ type: 'paint', buffered: true });
  const mo = new MutationObserver(() => {
    if (document.body?.innerText.includes('¥10,000.00') && !(window as any).__bal)
      (window as any).__bal = Math.round(performance.now());
  });
  document.addEventListener('DOMContentLoaded', () =>
    mo.observe(document.body, { subtree: true, childList: true, characterData: true }),
  );
});
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180000,
  uploadThroughput: 84375,
});
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(`${origin}/#/pages/tabBar/home/home`, { waitUntil: 'commit' });
await page.getByText('¥10,000.00').first().waitFor({ timeout: 60000 });
const r = await page.evaluate(() => ({
  lt: (window as any).__lt,
  paint: (window as any).__paint,
  bal: (window as any).__bal,
  now: performance.now(),
  res: performance
    .getEntriesByType('resource')
    .map(
      (e: any) =>
        `${e.name.replace(location.origin, '').replace(/.*assets\//, '')} ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)}`,
    ),
}));
console.log(JSON.stringify(r, null, 0));
await browser.close();
