// The trend tab's big road on a phone with a long history: more streaks than the screen is wide. Its own
// server, whose data folder first has the last minutes of a 10-second game drawn by the server's own
// scheduler (packages/server/src/test/drawn-history.ts), so every cell is a round really drawn.
import { expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './api';
import { type OwnServer, startOwnServer } from './own-server';
import { snap, test } from './support';

/** Minutes of the fast game drawn before the server starts: about six rounds a minute. */
const HISTORY_MINUTES = '12';
let server: OwnServer | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await startOwnServer(
    'trend',
    { FAIR28_FAST_GAME_SECONDS: '10' },
    { script: 'packages/server/src/test/drawn-history.ts', args: [HISTORY_MINUTES], timeoutMs: 420_000 },
  );
  base = server.base;
});
test.afterAll(() => {
  server?.stop();
});

type TrendEntry = { issue: string };

/** Whether the whole cell shows: inside the screen and inside every box that clips it. */
function isWhollyVisible(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let left = 0;
    let right = window.innerWidth;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      left = Math.max(left, frame.left + parent.clientLeft);
      right = Math.min(right, frame.left + parent.clientLeft + parent.clientWidth);
    }
    return box.width > 0 && box.left >= left - 0.5 && box.right <= right + 0.5;
  });
}

/** Cells of the road cut by the edge of its frame: partly shown, partly scrolled out of sight. */
function cutCells(road: Locator): Promise<string[]> {
  return road.evaluate((frame) => {
    const left = frame.getBoundingClientRect().left + frame.clientLeft;
    const right = left + frame.clientWidth;
    return [...frame.querySelectorAll('[role="img"]')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const isPartlyIn = box.right > left + 0.5 && box.left < right - 0.5;
        return isPartlyIn && (box.left < left - 0.5 || box.right > right + 0.5);
      })
      .map((cell) => cell.getAttribute('aria-label') ?? '');
  });
}

async function checkBigRoad(page: Page, language: 'en' | 'zh') {
  const words =
    language === 'en'
      ? { tab: /Fast 28/, card: 'Big road', cell: (issue: string) => `Round ${issue}: ` }
      : { tab: /极速/, card: '大路', cell: (issue: string) => `第 ${issue} 期：` };
  // As the demo player, signed in (the suite's guest has no session to read the trend with).
  await page.goto(`${base}/#/pages/login/login`);
  await page.evaluate((code) => localStorage.setItem('languageType', code), language.toUpperCase());
  await page.reload();
  // Signed in once (English first); the Chinese pass keeps the session.
  if (language === 'en') {
    await page.getByLabel('Account', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  }
  await page.goto(`${base}/#/pages/tabBar/project/project`);
  await page.getByRole('tab', { name: words.tab }).click();
  await expect(page).toHaveURL(/gameTypeId=\d+/);
  const gameTypeId = Number(new URL(page.url().replace('#/', '')).searchParams.get('gameTypeId'));
  const card = page.getByRole('region', { name: words.card, exact: true });
  // The Big/Small road: the first of the card's two roads. Its cells, oldest first, name their round.
  const road = card.locator('[class*="scroller"]').first();
  const first = road.getByRole('img').first();
  const last = road.getByRole('img').last();
  await expect(last).toBeVisible();
  // Every cell is a drawn round of this game, as the trend call gives them to anyone.
  const { list } = await callApi<{ list: TrendEntry[] }>(page.request, `${base}/api/v1/open/trend`, {
    gameTypeId,
    limit: 100,
  });
  const oldestIssue = list.at(-1)?.issue ?? '';
  await expect(first).toHaveAccessibleName(new RegExp(`^${words.cell(oldestIssue)}`));
  await card.getByRole('heading', { name: words.card }).scrollIntoViewIfNeeded();
  // A history long enough that the road scrolls sideways.
  expect(list.length).toBeGreaterThanOrEqual(40);
  expect(await road.evaluate((element) => element.scrollWidth > element.clientWidth + 100)).toBe(true);

  // It opens on the newest rounds, whole, and the leftmost column in view is whole too, not cut in half.
  await expect.poll(() => isWhollyVisible(last)).toBe(true);
  expect(await cutCells(road)).toEqual([]);
  await snap(page, `trend-big-road-newest-${language}`);
  // Swiped back to the start, the oldest round's column shows whole, not cut at the left edge.
  await road.evaluate((element) => element.scrollTo({ left: 0 }));
  await expect.poll(() => road.evaluate((element) => element.scrollLeft)).toBe(0);
  expect(await isWhollyVisible(first)).toBe(true);
  expect(await cutCells(road)).toEqual([]);
  await snap(page, `trend-big-road-start-${language}`);
  // And swiped to the end again, the newest column is reached, whole.
  await road.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => isWhollyVisible(last)).toBe(true);
}

test('the big road shows whole columns at either end and reaches the newest, in English and Chinese', async ({
  page,
}) => {
  await checkBigRoad(page, 'en');
  await checkBigRoad(page, 'zh');
});
