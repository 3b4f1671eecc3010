// The customer-service inbox in the console: a support operator signed in with the inbox open sees a new
// player's message arrive live (given to a signed-in operator who answers players); answers with a canned reply picked by its short code
// (the player's chat shows it live); leaves a private note the player never sees; marks the conversation
// resolved, and the player's next message opens it again. Both sides' screens are saved.
import { expect, type Page } from '@playwright/test';
import { callApi, logIn } from './api';
import { newOperator } from './players';
import { DESK, registerInApp, signInToConsole, snap, test, uniqueAccount } from './support';

const PASSWORD = 'inboxPass123';

function newSupportOperator(page: Page): Promise<string> {
  return newOperator(page.request, { role: 'support', password: PASSWORD, prefix: 'desk' });
}

/** A new player, signed up in the app, on the customer-service chat. */
async function registerPlayer(page: Page): Promise<string> {
  const account = uniqueAccount('ask');
  await registerInApp(page, account, PASSWORD);
  await page.goto('/#/pages/common/service/service');
  return account;
}

async function playerWrites(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
}

test('a support operator answers a player live from the inbox, with a canned reply and a private note', async ({
  openWindow,
}) => {
  const desk = await openWindow({ viewport: DESK });
  const errors: string[] = [];
  desk.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const operator = await newSupportOperator(desk);
  const code = `late${Date.now() % 100_000}`;
  // A canned reply, through the same call the drawer uses.
  const token = await logIn(desk.request, operator, PASSWORD);
  await callApi(
    desk.request,
    '/api/v1/admin/support/canned/save',
    { shortCode: code, text: 'Top-ups by bank transfer take up to 10 minutes to be confirmed.' },
    token,
  );

  await signInToConsole(desk, operator, PASSWORD);
  await desk.getByRole('menuitem', { name: 'Customer service' }).click();
  await expect(desk.getByText('Live', { exact: true })).toBeVisible();

  const player = await openWindow();
  const account = await registerPlayer(player);
  await playerWrites(player, 'My top-up has not arrived');

  // Live, without a reload, already given to an operator.
  const row = desk.getByRole('listitem').filter({ hasText: account });
  await expect(row).toContainText('My top-up has not arrived');
  await row.click();
  const pane = desk.getByRole('region', { name: account });
  await expect(pane.getByRole('log').getByText('My top-up has not arrived')).toBeVisible();
  await expect(row.getByText('Unassigned')).toHaveCount(0);

  // A canned reply by its short code, sent with Enter.
  const reply = desk.getByRole('combobox', { name: 'Reply' });
  await reply.fill(`/${code.slice(0, 5)}`);
  await desk.getByText(`/${code}`, { exact: true }).click();
  await expect(reply).toHaveValue('Top-ups by bank transfer take up to 10 minutes to be confirmed.');
  await reply.press('Enter');
  await expect(
    pane.getByRole('log').getByText('Top-ups by bank transfer take up to 10 minutes'),
  ).toBeVisible();
  await expect(
    player.getByRole('log').getByText('Top-ups by bank transfer take up to 10 minutes'),
  ).toBeVisible();

  // A private note: in the console, never in the player's chat.
  await desk.getByText('Private note', { exact: true }).click();
  await desk.getByRole('combobox', { name: 'Private note' }).fill('Transfer ref 88231 checked with finance');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(pane.getByRole('log').getByText('Transfer ref 88231 checked with finance')).toBeVisible();
  await snap(desk, 'console-inbox');
  await player.reload();
  await expect(player.getByRole('log').getByText('Top-ups by bank transfer')).toBeVisible();
  await expect(player.getByText('Transfer ref 88231')).toHaveCount(0);
  await snap(player, 'console-inbox-player');

  // Resolved, then the player writes again: open again, still with this operator.
  await pane.getByRole('button', { name: 'Resolve' }).click();
  await expect(desk.getByRole('listitem').filter({ hasText: account })).toHaveCount(0);
  await playerWrites(player, 'Thanks, it arrived');
  await expect(desk.getByRole('listitem').filter({ hasText: account })).toContainText('Thanks, it arrived');
  expect(errors).toEqual([]);
});
