// Content from the console reaches players without a build: an operator writes a notice in both languages
// with the rich-text editor (its phone preview follows the typing), saves it, and the player app's home
// ticker carries it at once; a page config for the store page gives it a notice line from the app's next
// start.
import { expect } from '@playwright/test';
import { OPERATOR } from './api';
import { DESK, signInToApp, signInToConsole, snap, test } from './support';

test('an operator publishes a notice with the editor, and a player reads it', async ({ openWindow }) => {
  const desk = await openWindow({ viewport: DESK });
  await signInToConsole(desk, OPERATOR.account, OPERATOR.password);
  await desk.getByRole('menuitem', { name: 'Banners, notices and events' }).click();
  await desk.getByRole('tab', { name: 'Notices' }).click();
  await desk.getByRole('button', { name: 'Add a notice' }).click();

  const title = `Maintenance ${Date.now() % 100_000}`;
  await desk.getByLabel('Title').first().fill('周六维护');
  await desk.getByRole('textbox', { name: 'Body (中文)' }).click();
  await desk.keyboard.type('周六凌晨维护两小时。');
  await desk.getByRole('tab', { name: 'English' }).click();
  await desk.getByLabel('Title').nth(1).fill(title);
  const body = desk.getByRole('textbox', { name: 'Body (English)' });
  await body.click();
  await desk.keyboard.type('Betting pauses for two hours. ');
  await desk.getByRole('button', { name: 'Bold' }).click();
  // The toolbar leaves the caret in the text, so typing goes on with the mark set.
  await expect(body).toBeFocused();
  await expect(desk.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await desk.keyboard.type('Withdrawals are not affected.');
  // The preview is the phone's view of what is typed, in the language being edited.
  const preview = desk.frameLocator('iframe[title="Preview on a phone"]');
  await expect(preview.locator('strong')).toHaveText('Withdrawals are not affected.');
  await snap(desk, 'console-content-notice');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Saved; players see it now')).toBeVisible();
  await expect(desk.getByRole('cell', { name: new RegExp(title) })).toBeVisible();

  // A page config for the store page, from the client options page.
  await desk.getByRole('menuitem', { name: 'Client options and page configs' }).click();
  await desk.getByRole('button', { name: 'Add an option' }).click();
  await desk.getByLabel('Key').fill('pages/store/store');
  await desk.getByLabel('Notice line (English)').fill('Orders are delivered within 3 days');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByRole('cell', { name: 'pages/store/store' })).toBeVisible();
  await snap(desk, 'console-client-options');

  const player = await openWindow();
  await signInToApp(player, 'demo', 'demo1234');
  // The ticker shows one notice at a time and moves on every few seconds.
  await expect(player.getByText(title)).toBeVisible({ timeout: 30_000 });
  await snap(player, 'console-content-player');
  await player.goto('/#/pages/store/store');
  await expect(player.getByText('Orders are delivered within 3 days')).toBeVisible();
});
