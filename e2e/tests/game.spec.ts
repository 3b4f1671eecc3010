// The game journey on the 20-second "Fast 28" game: two players in one room; one bets on Big and on sum
// 14 and the other sees it in the live feed; the bettor cancels one bet; the round draws; both see the
// result; the bettor's balance and bet records match the odds; the room names the beacon round deciding
// each open round; the verify page passes for that round, its beacon checked in the browser, and the check
// of every round finishes green.
import { DEFAULT_ROOM_RULES, formatMoney, parseMinor, roundDigits, settleBet } from '@fair28/shared';
import { expect, type Page } from '@playwright/test';
import { logIn as apiLogIn, callApi } from './api';
import { DEMO_INVITATION_CODE, secondsToClose, snap, test, uniqueAccount } from './support';

async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
}

async function register(page: Page): Promise<string> {
  const account = uniqueAccount('g');
  await page.goto('/#/pages/reg/reg');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill('gamePass1');
  await page.getByLabel('Confirm password').fill('gamePass1');
  await page.getByLabel('Invitation code').fill(DEMO_INVITATION_CODE);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/home\/home/);
  return account;
}

/** From home, through the pc28 rooms shortcut, into the Starter room of Fast 28. */
async function enterFastRoom(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'pc28 rooms' }).click();
  await expect(page).toHaveURL(/#\/pages\/game\/pc28\/pc28/);
  const fast = page.getByRole('region', { name: 'Fast 28' });
  await expect(fast.getByText('A round every 20 s')).toBeVisible();
  await fast.getByRole('link', { name: 'Enter Starter room' }).click();
  await expect(page).toHaveURL(/#\/pages\/game\/gameRoom\/pc28room\?roomId=\d+/);
  await expect(page.getByRole('status', { name: 'Connection: Live' })).toBeVisible({ timeout: 15_000 });
}

/** Snaps the screen once toasts have gone and sheets have settled, so the record shows the page itself. */
async function snapQuiet(page: Page, name: string): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5000 });
  await snap(page, name);
}

async function balanceOf(page: Page): Promise<bigint> {
  const text = (await page.getByRole('status', { name: 'Balance' }).textContent()) ?? '';
  return parseMinor(text.replace(/[¥,]/g, ''));
}

test('two players in a Fast 28 room: a bet in the feed, a cancel, the draw, the result, the records and the verification', async ({
  page: bettor,
  openWindow,
}) => {
  test.setTimeout(180_000);
  const watcher = await openWindow();
  const watcherAccount = await register(watcher);
  await logIn(bettor, 'demo', 'demo1234');

  await enterFastRoom(watcher);
  await enterFastRoom(bettor);

  // Enough of the round left to bet, look and cancel before it closes.
  await expect
    .poll(() => secondsToClose(bettor), { timeout: 40_000, intervals: [250] })
    .toBeGreaterThanOrEqual(11);
  const issue = (
    (await bettor.getByRole('heading', { level: 2, name: /^Round \d+$/ }).textContent()) ?? ''
  ).replace('Round ', '');
  const before = await balanceOf(bettor);
  // The open round names the beacon round that will decide it: the server's own stand-in outside production.
  await expect(
    bettor.getByText(/^Decided by our stand-in beacon, round \d+ · at \d\d:\d\d:\d\d/),
  ).toBeVisible();

  await bettor.getByRole('button', { name: 'Bet', exact: true }).click();
  const panel = bettor.getByRole('dialog', { name: 'Place bets' });
  const big = panel.getByRole('button', { name: /^Big, Odds 1\.98, RTP \d+\.\d{2}%$/ });
  await big.click();
  await panel.getByRole('button', { name: /^Sum 14, Odds 12\.9, RTP \d+\.\d{2}%$/ }).click();
  await expect(big).toHaveAttribute('aria-pressed', 'true');
  await panel.getByLabel('Amount per bet').fill('10');
  await expect(panel.getByText('2 selected')).toBeVisible();
  await expect(panel.getByText('¥20.00')).toBeVisible();
  await snap(bettor, 'bet-panel');
  await panel.getByRole('button', { name: 'Place bets' }).click();
  await expect(bettor.getByText('Confirm your bets')).toBeVisible();
  await expect(bettor.getByText(`Round ${issue}`, { exact: true }).last()).toBeVisible();
  // A trial click waits until the dialog has finished opening (its box stops moving).
  await bettor.getByRole('button', { name: 'Confirm' }).click({ trial: true });
  await snap(bettor, 'bet-confirm');
  await bettor.getByRole('button', { name: 'Confirm' }).click();
  await expect(bettor.getByText('Bets placed')).toBeVisible();
  await expect(panel).toBeHidden();

  const myBets = bettor.getByRole('region', { name: 'My bets' });
  await expect(myBets.getByRole('heading', { name: `Round ${issue} · open` })).toBeVisible();
  await expect(myBets.getByRole('button', { name: 'Cancel Sum 14 ¥10.00' })).toBeVisible();
  await expect.poll(() => balanceOf(bettor)).toBe(before - 2000n);

  // The other player sees the bet, under a masked name.
  const watcherFeed = watcher.getByRole('log', { name: 'Live feed' });
  await expect(watcherFeed).toContainText('de***o bet Big ¥10.00 (×1.98), Sum 14 ¥10.00 (×12.9)');

  // Cancel the sum bet while the round is open: the stake comes straight back.
  await myBets.getByRole('button', { name: 'Cancel Sum 14 ¥10.00' }).click();
  await expect(bettor.getByText('Cancelled, ¥10.00 back')).toBeVisible();
  await expect(myBets.getByRole('button', { name: /^Cancel Sum 14/ })).toHaveCount(0);
  await expect.poll(() => balanceOf(bettor)).toBe(before - 1000n);
  await expect(watcherFeed).toContainText('de***o cancelled 1 bet(s), ¥10.00 back');
  await snapQuiet(bettor, 'room');

  // Chat reaches the room as text, under the same masked name the bet feed uses.
  await watcher.getByRole('textbox', { name: 'Message to the room' }).fill('<b>good luck</b>');
  await watcher.getByRole('button', { name: 'Send' }).click();
  await expect(bettor.getByRole('log', { name: 'Live feed' })).toContainText(
    `${watcherAccount.slice(0, 2)}***${watcherAccount.at(-1)}<b>good luck</b>`,
  );
  await snapQuiet(watcher, 'room-watcher');

  // The round closes, waits for its draw, and is drawn; both players see the same result.
  await expect(myBets.getByRole('heading', { name: `Round ${issue} · waiting for results` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(myBets.getByText('Waiting for results', { exact: true })).toBeVisible();
  const drawnImage = (page: Page) =>
    page.getByRole('log', { name: 'Live feed' }).getByRole('img', { name: new RegExp(`^Round ${issue}: `) });
  await expect(drawnImage(bettor)).toBeVisible({ timeout: 30_000 });
  await expect(drawnImage(watcher)).toBeVisible({ timeout: 30_000 });
  const spoken = (await drawnImage(bettor).getAttribute('aria-label')) ?? '';
  expect(await drawnImage(watcher).getAttribute('aria-label')).toBe(spoken);
  const shown = /^Round \d+: (\d) plus (\d) plus (\d) equals (\d+)/.exec(spoken);
  expect(shown).not.toBeNull();
  const [a, b, c] = [Number(shown?.[1]), Number(shown?.[2]), Number(shown?.[3])];
  const digits = roundDigits(a, b, c);
  expect(digits.sum).toBe(Number(shown?.[4]));

  // What the bet should return, by the shared settlement rule and the odds shown.
  const settled = settleBet(
    { betType: 'big', stakeMinor: 1000n, odds: '1.98' },
    digits,
    DEFAULT_ROOM_RULES,
    1000n,
  );
  const payout = formatMoney(settled.payoutMinor);
  const profit = settled.payoutMinor - 1000n;
  const profitText = profit > 0n ? `+${formatMoney(profit)}` : formatMoney(profit);
  await expect(bettor.getByRole('log', { name: 'Live feed' })).toContainText(
    `Your round ${issue}: staked ¥10.00, back ${payout}, profit ${profitText}`,
    { timeout: 30_000 },
  );
  await expect(myBets.getByRole('heading', { name: `Round ${issue} · result` })).toBeVisible();
  await expect(myBets.getByText(settled.outcome === 'win' ? `Won ${payout}` : 'Lost')).toBeVisible();
  const after = before - 1000n + settled.payoutMinor;
  await expect.poll(() => balanceOf(bettor), { timeout: 15_000 }).toBe(after);
  await snapQuiet(bettor, 'room-result');
  // How a beacon decides a round, from the line under the next round's countdowns.
  await bettor.getByRole('link', { name: 'How?' }).click({ timeout: 25_000 });
  await expect(bettor.getByRole('heading', { name: 'How each result is decided' })).toBeInViewport();
  await snap(bettor, 'verify-beacon-explained');
  await bettor.goBack();

  // The records say the same, and the round verifies in the browser.
  await bettor.getByRole('link', { name: 'All bet records' }).click();
  await expect(bettor).toHaveURL(/investmentDetails/);
  const bigRecord = bettor.getByRole('article', { name: `Big · Round ${issue}` });
  await expect(bigRecord).toContainText(settled.outcome === 'win' ? 'Won' : 'Lost');
  await expect(bigRecord).toContainText('×1.98');
  await expect(bigRecord).toContainText(`Paid back${payout}`);
  await expect(bettor.getByRole('article', { name: `Sum 14 · Round ${issue}` })).toContainText('Cancelled');
  await snapQuiet(bettor, 'bet-records');
  // The filters are chips: the cancelled bets alone, then every bet again.
  await bettor.getByRole('radio', { name: 'Cancelled' }).check();
  await expect(bigRecord).toBeHidden();
  await expect(bettor.getByRole('article', { name: `Sum 14 · Round ${issue}` })).toBeVisible();
  await bettor.getByRole('button', { name: 'Reset' }).click();
  await expect(bigRecord).toBeVisible();
  // The slip as a picture drawn from the record, to keep or share.
  await bigRecord.getByRole('link', { name: `Share the slip of round ${issue}` }).click();
  await expect(bettor.getByRole('img', { name: `Big ×1.98 · Starter room · Round ${issue}` })).toBeVisible();
  await expect(bettor.getByRole('link', { name: 'Save image' })).toHaveAttribute(
    'download',
    /fair28-bet-\d+\.png/,
  );
  await snapQuiet(bettor, 'bet-slip-picture');
  await bettor.goBack();

  await bettor.getByRole('tab', { name: 'Daily stats' }).click();
  await expect(bettor.getByRole('radio', { name: 'Today' })).toBeChecked();
  await expect(bettor.getByRole('table')).toBeVisible();
  await snapQuiet(bettor, 'bet-stats');
  await bettor.getByRole('tab', { name: 'Bets' }).click();

  await bettor
    .getByRole('article', { name: `Big · Round ${issue}` })
    .getByRole('link', { name: `Verify round ${issue}` })
    .click();
  await expect(bettor).toHaveURL(/#\/pages\/game\/verify\/verify\?roundId=\d+/);
  await expect(
    bettor.getByText('Verified: this result follows from the published chain and the beacon', {
      exact: true,
    }),
  ).toBeVisible({ timeout: 30_000 });
  for (const check of [
    'Link to the published chain',
    'The beacon',
    'The 20 numbers',
    'Digits and sum, Canada layout',
  ]) {
    await expect(bettor.getByRole('region', { name: `${check}: Pass` })).toBeVisible();
  }
  const beacon = bettor.getByRole('region', { name: 'The beacon: Pass' });
  await expect(beacon.getByText(/^Our own stand-in beacon, not drand/)).toBeVisible();
  await expect(beacon.getByText(/^Beacon round \d+, emitted /)).toBeVisible();
  await expect(
    beacon.getByText(/^Its BLS signature verifies against the network’s public key/),
  ).toBeVisible();
  await expect(bettor.getByText(`Sum = ${a} + ${b} + ${c} = ${digits.sum}`)).toBeVisible();
  await snapQuiet(bettor, 'verify');

  // Every round the server has drawn, checked in the browser with the verifier library.
  await bettor.getByRole('button', { name: 'Check every round' }).click();
  await expect(
    bettor.getByRole('status').filter({ hasText: /^Every round checks\. Rounds: \d+/ }),
  ).toBeVisible({
    timeout: 120_000,
  });
  await expect(bettor.getByText(/^Rounds decided by this site’s own stand-in beacon: \d+\./)).toBeVisible();
  await snapQuiet(bettor, 'verify-every-round');

  // The trend tab shows the round among the Fast 28 results.
  await bettor.goto('/#/pages/tabBar/project/project');
  await bettor.getByRole('tab', { name: 'Fast 28' }).click();
  await expect(
    bettor
      .getByRole('region', { name: 'Results' })
      .getByRole('img', { name: new RegExp(`^Round ${issue}: `) }),
  ).toBeVisible();
  await expect(bettor.getByRole('region', { name: 'Big road', exact: true })).toBeVisible();
  await snapQuiet(bettor, 'trend');
});

test('a balance below the room’s entry minimum is told so, offered a top-up and leaves after 3 s; the rooms list in Chinese', async ({
  page,
  request,
}) => {
  const account = await register(page);
  await page.getByRole('link', { name: 'pc28 rooms' }).click();
  const canada = page.getByRole('region', { name: 'Canada 28' });
  await expect(canada.getByText('A round every 3 min 30 s')).toBeVisible();
  // A room the balance does not reach is no link into a refusal: it offers a top-up.
  await expect(canada.getByRole('link', { name: 'Enter High-stakes room' })).toHaveCount(0);
  await expect(canada.getByText('Your balance is below this room’s minimum').first()).toBeVisible();
  await expect(canada.getByRole('link', { name: 'Top up' }).first()).toBeVisible();
  await snapQuiet(page, 'rooms');
  // A shared link into it is refused the same way, with the top-up at hand.
  const token = await apiLogIn(request, account, 'gamePass1');
  const rooms = await callApi<{ list: Array<{ id: number; name: string }> }>(
    request,
    '/api/v1/room/list',
    {},
    token,
  );
  const highStakes = rooms.list.find((room) => room.name === 'High-stakes room');
  expect(highStakes, 'the demo High-stakes room').toBeDefined();
  await page.goto(`/#/pages/game/gameRoom/pc28room?roomId=${highStakes?.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your balance needs at least ¥1,000.00 to bet' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Top up' })).toBeVisible();
  await snap(page, 'room-entry-refused');
  await expect(page).toHaveURL(/#\/pages\/game\/pc28\/pc28/, { timeout: 6000 });

  await page.evaluate(() => localStorage.setItem('languageType', 'ZH'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '极速28' })).toBeVisible();
  await expect(page.getByText('每 20 秒一期')).toBeVisible();
  await snapQuiet(page, 'rooms-zh');
});

test('a room link without a room leads back to the rooms', async ({ page }) => {
  await register(page);
  await page.goto('/#/pages/game/gameRoom/pc28room');
  await expect(page.getByText('There is no such room')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a room' }).click();
  await expect(page).toHaveURL(/#\/pages\/game\/pc28\/pc28/);
});

test('the verify page checks a pasted hash: the worked example of docs/FAIRNESS.md', async ({ page }) => {
  await page.goto('/#/pages/game/verify/verify');
  await page
    .getByLabel('Round hash', { exact: true })
    .fill('e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b');
  await page.getByRole('radio', { name: 'Beijing layout' }).check();
  await page
    .getByLabel('Terminating hash (optional)')
    .fill('69318796b411d394cdf1cb8dba360e1c00d58d2f9b073dda0c185c2ed881c3f0');
  await page.getByLabel('Round number in the chain (optional)').fill('1');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Result: 3 + 6 + 0 = 9')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Link to the published chain: Pass' })).toBeVisible();
  await expect(page.getByText('A = (1 + 2 + 21 + 25 + 31 + 33) = 113 → 3')).toBeVisible();

  await page.getByLabel('Round number in the chain (optional)').fill('2');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Link to the published chain: Fail' })).toBeVisible();
  await page.getByLabel('Round hash', { exact: true }).fill('not a hash');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('A hash is 64 hex characters (0–9, a–f)')).toBeVisible();
});
