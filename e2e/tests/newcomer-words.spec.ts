// A new player's first steps, in the words of their phone: the invitation link opens in the phone's
// language; the bet amount is theirs to type (emptied, replaced, refused when empty); and what they read
// — bank names, records, plan titles, game names, the rules, password messages — is in their language
// and says exactly what the app does.
import { expect, type Page } from '@playwright/test';
import { words as wordsZh } from '../../packages/web/src/i18n/words-zh';
import { words as wordsZhTw } from '../../packages/web/src/i18n/words-zh-tw';
import { callApi } from './api';
import { bindCard, registerPlayer, setSecurityCode } from './players';
import {
  DEMO_INVITATION_CODE,
  readIn,
  secondsToClose,
  signInToApp,
  snap,
  snapQuiet,
  test,
  uniqueAccount,
} from './support';

const PASSWORD = 'wordsPass1';
const SECURITY_CODE = '135790';

/** From the rooms list into the Starter room of Fast 28 (a round every 20 s in the browser suite). */
async function enterFastRoom(page: Page): Promise<void> {
  await page.goto('/#/pages/game/pc28/pc28');
  await page
    .getByRole('region', { name: 'Fast 28' })
    .getByRole('link', { name: 'Enter Starter room' })
    .click();
  await expect(page).toHaveURL(/#\/pages\/game\/gameRoom\/pc28room\?roomId=\d+/);
  await expect(page.getByRole('status', { name: 'Connection: Live' })).toBeVisible({ timeout: 15_000 });
}

const chinese = {
  zh: { words: wordsZh, tag: 'zh-CN', name: 'Simplified Chinese' },
  'zh-TW': { words: wordsZhTw, tag: 'zh-TW', name: 'Traditional Chinese' },
} as const;

for (const [locale, language] of [
  ['zh-CN', 'zh'],
  ['zh-TW', 'zh-TW'],
  ['zh-HK', 'zh-TW'],
  ['fr-FR', 'en'],
] as const) {
  test(`a phone set to ${locale} opens an invitation link in ${language === 'en' ? 'English' : chinese[language].name}; a stored choice still wins`, async ({
    openWindow,
  }) => {
    const page = await openWindow({ locale });
    await page.goto(`/#/pages/reg/reg?code=${DEMO_INVITATION_CODE}`);
    if (language !== 'en') {
      const { words, tag } = chinese[language];
      await expect(page.getByRole('heading', { name: words['auth.createAccount'] })).toBeVisible();
      await expect(page.getByLabel(words['auth.invitationCode'])).toHaveValue(DEMO_INVITATION_CODE);
      await expect(page.getByRole('button', { name: words['auth.register'] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await snap(page, `newcomer-register-${locale}`);
      // The player's own choice of English is kept over the phone's Chinese.
      await readIn(page, 'EN');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page.getByLabel('Invitation code')).toHaveValue(DEMO_INVITATION_CODE);
      await snap(page, `newcomer-register-${locale}`);
      await readIn(page, 'ZH');
      await expect(page.getByRole('heading', { name: '创建你的账号' })).toBeVisible();
    }
  });
}

test('the bet amount empties while typed, select-all replaces it, and an empty amount is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToApp(page, 'demo', 'demo1234');
  await enterFastRoom(page);
  // Enough of the round left to open the panel, type and ask for the confirmation.
  await expect
    .poll(() => secondsToClose(page), { timeout: 60_000, intervals: [250] })
    .toBeGreaterThanOrEqual(14);

  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Place bets' });
  const amount = panel.getByLabel('Amount per bet');
  await expect(amount).toHaveValue('10');
  await panel.getByRole('button', { name: /^Big, Odds / }).click();

  // Deleting the last digit leaves the field empty; typing 50 then gives 50, not 150 or 1050.
  await amount.click();
  await amount.press('End');
  await amount.press('Backspace');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('');
  await amount.pressSequentially('50');
  await expect(amount).toHaveValue('50');

  // Select-all and type replaces what was there.
  await amount.press('ControlOrMeta+a');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('');
  await amount.pressSequentially('0.5');
  await expect(amount).toHaveValue('0.5');
  await amount.press('ControlOrMeta+a');
  await amount.pressSequentially('20');
  await expect(amount).toHaveValue('20');

  // Placing with no amount is refused, in words, and asks nothing.
  await amount.press('ControlOrMeta+a');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('');
  await panel.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByText('Enter the bet amount')).toBeVisible();
  await expect(page.getByText('Confirm your bets')).toHaveCount(0);
  await snap(page, 'newcomer-bet-amount-empty');

  await amount.pressSequentially('50');
  await expect(panel.getByRole('status')).toContainText('Total ¥50.00');
  await panel.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByText('Confirm your bets')).toBeVisible();
  // The confirmation names the amount typed: ¥50.00, never 150 or 100.5.
  await expect(page.locator('.adm-dialog')).toContainText('¥50.00');
  await snap(page, 'newcomer-bet-confirm');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Confirm your bets')).toHaveCount(0);
});

test('the other amount fields empty and replace the same way: top-up amount and auto-bet stake; a plan is titled in the reader’s words', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { account } = await registerPlayer(request, { prefix: 'nw', password: PASSWORD });
  await signInToApp(page, account, PASSWORD);

  await page.goto('/#/pages/tabBar/recharge/recharge');
  const topUp = page.getByLabel('Amount (¥)').first();
  await topUp.click();
  await topUp.pressSequentially('500');
  await expect(topUp).toHaveValue('500');
  await topUp.press('Backspace');
  await topUp.press('Backspace');
  await topUp.press('Backspace');
  await expect(topUp).toHaveValue('');
  await topUp.pressSequentially('50');
  await topUp.press('ControlOrMeta+a');
  await topUp.pressSequentially('120');
  await expect(topUp).toHaveValue('120');

  await enterFastRoom(page);
  await page.getByRole('button', { name: 'Auto-bet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Auto-bet' });
  await sheet.getByRole('button', { name: 'New plan' }).click();
  const stake = sheet.getByRole('spinbutton', { name: 'Stake per round' });
  await stake.click();
  await stake.press('ControlOrMeta+a');
  await stake.press('Backspace');
  await expect(stake).toHaveValue('');
  await stake.pressSequentially('30');
  await expect(stake).toHaveValue('30');
  await stake.press('ControlOrMeta+a');
  await stake.pressSequentially('20');
  await expect(stake).toHaveValue('20');
  await sheet.getByRole('button', { name: 'Save plan' }).click();
  await expect(sheet.getByRole('article', { name: 'Big' })).toBeVisible();
  await expect(sheet.getByText('¥20.00 × 10')).toBeVisible();
  await snapQuiet(page, 'newcomer-plan-en');

  // The plan saved in English reads in Chinese words in Chinese.
  await readIn(page, 'ZH');
  await expect(page.getByRole('status', { name: '连接状态: 实时' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '自动投注' }).click();
  const sheetZh = page.getByRole('dialog', { name: '自动投注' });
  await expect(sheetZh.getByRole('article', { name: '大' })).toBeVisible();
  await expect(sheetZh.getByText('Big', { exact: true })).toHaveCount(0);
  await snapQuiet(page, 'newcomer-plan-zh');
});

test('banks, records and game names read in the player’s language; no IFSC where the market has none', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request, { prefix: 'nb', password: PASSWORD, credit: '300' });
  const { account, token } = player;
  await setSecurityCode(request, player, PASSWORD, SECURITY_CODE);
  await bindCard(request, player, SECURITY_CODE, {
    realName: 'Wang Fang',
    bankName: '中国工商银行',
    cardNo: '6222000011113333',
    mobile: '13800138002',
  });
  // A bet in whichever room takes bets now (the fast game closes for a few seconds each round), for a
  // record whose reference is a round and a bet.
  const rooms = await callApi<{ list: Array<{ id: number }> }>(request, '/api/v1/room/list', {}, token);
  const betSomewhere = async (attempt: number): Promise<boolean> => {
    for (const room of rooms.list) {
      const placed = await callApi(
        request,
        '/api/v1/room/point/add',
        {
          roomId: room.id,
          items: JSON.stringify([{ betType: 'big', amount: '10' }]),
          idempotencyKey: `e2e-bet-${account}-${room.id}-${attempt}`,
        },
        token,
      ).then(
        () => true,
        () => false,
      );
      if (placed) return true;
    }
    return false;
  };
  let attempt = 0;
  await expect.poll(() => betSomewhere(++attempt), { timeout: 60_000, intervals: [1000] }).toBe(true);

  await signInToApp(page, account, PASSWORD);
  await page.goto('/#/pages/bankCard/bankCard');
  const card = page.getByRole('region', { name: 'Your bank card' });
  await expect(card.getByRole('heading', { name: 'ICBC' })).toBeVisible();
  await expect(page.getByText('中国工商银行')).toHaveCount(0);
  await expect(page.getByText('IFSC', { exact: false })).toHaveCount(0);
  await snapQuiet(page, 'newcomer-bank-card-en');

  await page.goto('/#/pages/tabBar/personal/menu/withdrawal');
  await expect(page.getByRole('radio', { name: /^ICBC/ })).toBeVisible();
  await snap(page, 'newcomer-withdrawal-en');

  await page.goto('/#/pages/tabBar/personal/menu/pointChange');
  await expect(page.getByText(/^Round \d+ · bet \d+$/)).toBeVisible();
  await expect(page.getByText(/^Adjustment #\d+$/)).toBeVisible();
  await expect(page.getByText(/round \d+ bet/)).toHaveCount(0);
  await snap(page, 'newcomer-records-en');

  await readIn(page, 'ZH');
  await expect(page.getByText(/^第 \d+ 期 · 注单 \d+$/)).toBeVisible();
  await expect(page.getByText(/^调整单 #\d+$/)).toBeVisible();
  await expect(page.getByText(/流水号|round|adjustment/)).toHaveCount(0);
  await snap(page, 'newcomer-records-zh');

  await page.goto('/#/pages/bankCard/bankCard');
  await expect(page.getByRole('heading', { name: '中国工商银行' })).toBeVisible();
  await expect(page.getByText('IFSC', { exact: false })).toHaveCount(0);
  await snap(page, 'newcomer-bank-card-zh');

  await page.goto('/#/pages/tabBar/personal/menu/withdrawal');
  await expect(page.getByRole('radio', { name: /^中国工商银行/ })).toBeVisible();
  await snap(page, 'newcomer-withdrawal-zh');
});

test('the demo balance reads in Chinese words in Chinese', async ({ page }) => {
  await signInToApp(page, 'demo', 'demo1234');
  await readIn(page, 'ZH');
  await page.goto('/#/pages/tabBar/personal/menu/pointChange');
  await expect(page.getByText('演示余额').first()).toBeVisible();
  await expect(page.getByText(/demo seed/)).toHaveCount(0);
});

test('the verify page names games, the rules define every bet, and the register form says what it checks', async ({
  page,
}) => {
  await page.goto('/#/pages/game/verify/verify');
  const chains = page.getByRole('region', { name: 'Published hash chains' });
  await expect(chains.getByRole('heading', { name: /^Canada 28 · rounds \d+–\d+$/ }).first()).toBeVisible();
  await expect(chains.getByRole('heading', { name: /^(beijing|canada|fast) ·/ })).toHaveCount(0);
  await chains.scrollIntoViewIfNeeded();
  await snap(page, 'newcomer-verify-chains-en');

  await page.goto('/#/pages/common/rich-text/rich-text?name=rules');
  const guide = page.getByRole('region', { name: 'What each bet wins on' });
  const definition = (label: string) => guide.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  await expect(definition('Extreme-Big')).toBeVisible();
  await expect(guide).toContainText('Extreme-Bigthe sum is 22–27');
  await expect(guide).toContainText('Extreme-Smallthe sum is 0–5');
  await expect(guide).toContainText('Bigthe sum is 14–27');
  await expect(guide).toContainText('Triple');
  await expect(guide).toContainText('all three digits are the same');
  await expect(guide).toContainText('Pairexactly two of the three digits are the same');
  await expect(guide).toContainText('Straightthe three digits are consecutive');
  await snap(page, 'newcomer-rules-en');

  await page.goto('/#/pages/reg/reg');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    '8–64 letters or digits, with a letter',
  );
  await page.getByLabel('Account', { exact: true }).fill(uniqueAccount('nr'));
  await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Enter the password again to confirm it')).toBeVisible();
  await expect(page.getByText('Set your password')).toHaveCount(0);
  await page.getByLabel('Confirm password').fill('abcdefgi');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await snapQuiet(page, 'newcomer-register-errors-en');

  await readIn(page, 'ZH');
  await expect(page.getByRole('heading', { name: '创建你的账号' })).toBeVisible();
  await expect(page.getByLabel('密码', { exact: true })).toHaveAttribute(
    'placeholder',
    '8–64 位字母或数字，须含字母',
  );
  await page.getByLabel('账号', { exact: true }).fill(uniqueAccount('nr'));
  await page.getByLabel('密码', { exact: true }).fill('abcdefgh');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请再次输入密码以确认')).toBeVisible();
  await page.getByLabel('确认密码').fill('abcdefgi');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await snapQuiet(page, 'newcomer-register-errors-zh');

  await page.goto('/#/pages/common/rich-text/rich-text?name=rules');
  const guideZh = page.getByRole('region', { name: '各投注项的中奖条件' });
  await expect(guideZh).toContainText('极大和值为 22–27');
  await expect(guideZh).toContainText('对子三个号码中恰有两个相同');
  await expect(guideZh).toContainText('豹子三个号码全部相同');
  await snap(page, 'newcomer-rules-zh');

  await page.goto('/#/pages/game/verify/verify');
  await expect(page.getByRole('heading', { name: /^加拿大28 · 第 \d+–\d+ 期$/ }).first()).toBeVisible();
  await snap(page, 'newcomer-verify-chains-zh');
});
