// The operator console's game side, against a player in another browser: an admin changes Big's odds in
// the Fast 28 Starter room, and the player's room shows them from the next round on (the round under way
// keeps its odds); the player bets, the admin voids the round before its draw from the round monitor,
// and the player's balance comes back, the room tells them why and the bet shows as void. The audit log
// lists both actions. The odds are put back at the end, for the other journeys.
import { expect, type Page } from '@playwright/test';
import { OPERATOR } from './api';
import { registerPlayer } from './players';
import { secondsToClose, signInToApp, signInToConsole, snap, test } from './support';

const CONSOLE = '/admin/';
const PLAYER_PASSWORD = 'playerPass1';

async function signIn(page: Page): Promise<void> {
  await signInToConsole(page, OPERATOR.account, OPERATOR.password);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
}

async function roundShown(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 2, name: /^Round \d+$/ });
  return ((await heading.textContent()) ?? '').replace('Round ', '');
}

async function balanceOf(page: Page): Promise<string> {
  return (await page.getByRole('status', { name: 'Balance' }).textContent()) ?? '';
}

/** Big's odds as the bet panel offers them, the panel closed again. */
async function bigOdds(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Bet', exact: true }).click({ timeout: 3000 });
  const panel = page.getByRole('dialog', { name: 'Place bets' });
  const name = (await panel.getByRole('button', { name: /^Big, Odds / }).getAttribute('aria-label')) ?? '';
  await page.locator('.adm-popup-close-icon').click();
  await expect(panel).toBeHidden();
  return /Odds ([\d.]+)/.exec(name)?.[1] ?? '';
}

/** Opens the Starter room's editor on the Fast 28 card, sets Big's odds and saves; answers the first issue. */
async function setBigOdds(ops: Page, odds: string, reason: string): Promise<string> {
  await ops.goto(`${CONSOLE}#/games`);
  const fast = ops.locator('.ant-card', { hasText: 'Fast 28 · fast' });
  await fast.getByRole('button', { name: 'Edit rules' }).first().click();
  const editor = ops.getByRole('dialog', { name: 'Rules of Starter room' });
  await editor.getByLabel('Odds Big', { exact: true }).fill(odds);
  await editor.getByLabel('Reason').fill(reason);
  await editor.getByRole('button', { name: 'Save as next version' }).click();
  const saved = ops.getByText(/^Version \d+ saved, in effect from issue \d+$/);
  // The save checks the rules and writes the version with its audit entry: on a busy machine it has taken
  // longer than the default 10 s to answer.
  await expect(saved).toBeVisible({ timeout: 20_000 });
  return /issue (\d+)/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
}

test('an operator changes odds from the next round and voids a round; the player sees both, refunded and told', async ({
  page: player,
  openWindow,
  request,
}) => {
  test.setTimeout(240_000);
  const { account } = await registerPlayer(request, {
    prefix: 'void',
    password: PLAYER_PASSWORD,
    credit: '500',
  });
  await signInToApp(player, account, PLAYER_PASSWORD);
  await player.getByRole('link', { name: 'pc28 rooms' }).click();
  await player
    .getByRole('region', { name: 'Fast 28' })
    .getByRole('link', { name: 'Enter Starter room' })
    .click();
  await expect(player.getByRole('status', { name: 'Connection: Live' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => secondsToClose(player), { timeout: 40_000 }).toBeGreaterThanOrEqual(3);
  expect(await bigOdds(player)).toBe('1.98');

  // The admin changes Big's odds: in effect from the first round not yet open.
  const ops = await openWindow({ viewport: { width: 1440, height: 1000 } });
  await signIn(ops);
  const shownBefore = Number(await roundShown(player));
  const fromIssue = await setBigOdds(ops, '1.9', 'e2e: a lower Big');
  // The first round not yet open when saved: after the one the player saw (which may have ended since).
  expect(Number(fromIssue)).toBeGreaterThan(shownBefore);
  await snap(ops, 'console-room-editor');
  // The round under way keeps its odds; from that issue on, the player's room shows the new ones.
  await expect.poll(() => roundShown(player), { timeout: 60_000, intervals: [500] }).toBe(fromIssue);
  await expect.poll(() => bigOdds(player), { timeout: 10_000 }).toBe('1.9');

  // A bet in a round with time left, then the admin voids that round from the monitor before its draw.
  await ops.goto(`${CONSOLE}#/rounds/monitor`);
  await expect
    .poll(() => secondsToClose(player), { timeout: 40_000, intervals: [250] })
    .toBeGreaterThanOrEqual(12);
  const issue = await roundShown(player);
  const before = await balanceOf(player);
  await player.getByRole('button', { name: 'Bet', exact: true }).click();
  const panel = player.getByRole('dialog', { name: 'Place bets' });
  await panel.getByRole('button', { name: /^Big, Odds 1\.9, / }).click();
  await panel.getByLabel('Amount per bet').fill('10');
  await panel.getByRole('button', { name: 'Place bets' }).click();
  await player.getByRole('button', { name: 'Confirm' }).click();
  await expect(player.getByText('Bets placed')).toBeVisible();
  await expect.poll(() => balanceOf(player)).not.toBe(before);

  const card = ops.locator('.ant-card', { hasText: `Round ${issue}` });
  await expect(card.getByText('¥10.00').first()).toBeVisible({ timeout: 5000 });
  await card.getByRole('button', { name: 'Void round' }).click();
  const dialog = ops.getByRole('dialog', { name: `Void round ${issue}?` });
  await dialog.getByLabel('Reason').fill('e2e: the draw source failed');
  await snap(ops, 'console-void');
  await dialog.getByRole('button', { name: 'Void round' }).click();
  await expect(ops.getByText(`Round ${issue} voided: 1 bets refunded (¥10.00)`)).toBeVisible();

  // The player: the stake is back, the room says why, the bet shows as void.
  await expect.poll(() => balanceOf(player), { timeout: 10_000 }).toBe(before);
  await expect(player.getByRole('log', { name: 'Live feed' })).toContainText(
    `Round ${issue} was voided before its draw: every bet refunded (e2e: the draw source failed)`,
  );
  const myBets = player.getByRole('region', { name: 'My bets' });
  await expect(myBets.getByText('Void · refunded').first()).toBeVisible({ timeout: 10_000 });
  await snap(player, 'room-round-voided');

  // The audit log lists both, with who did them.
  await ops.goto(`${CONSOLE}#/audit`);
  await expect(ops.getByRole('row', { name: /round\.void/ }).first()).toContainText('admin');
  await expect(ops.getByRole('row', { name: /room\.rules/ }).first()).toContainText('admin');

  // Back to the demo's odds for the journeys after this one.
  await setBigOdds(ops, '1.98', 'e2e: back to the demo odds');
});
