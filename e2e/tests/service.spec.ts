// Customer service: a new player writes to the in-app chat with text and an image; an operator's typing
// and reply, sent through the operator calls, appear live; the operator reading shows as "Read"; a reply
// while the player is elsewhere puts an unread badge on the service tab, which clears once read; after a
// reload the history is there. Screens in English and Chinese.
import { expect, type Page } from '@playwright/test';
import { callApi, logIn, makePng, OPERATOR } from './api';
import { registerInApp, snap, tabBar, test, uniqueAccount } from './support';

const PASSWORD = 'servicePass1';

function register(page: Page, account: string): Promise<void> {
  return registerInApp(page, account, PASSWORD);
}

type Conversation = { userId: number; account: string; unread: number };

test('a player writes to customer service and sees the operator answer live', async ({ page, request }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const account = uniqueAccount('cs');
  // The operator, from the console's calls: the channels players see beside the in-app chat.
  const operator = await logIn(request, OPERATOR.account, OPERATOR.password);
  for (const channel of [
    { kind: 'web', nameZh: '官方网站', nameEn: 'Official website', link: 'https://fair28.example.com' },
    { kind: 'telegram', nameZh: 'Telegram客服', nameEn: 'Telegram', link: 'https://t.me/fair28_help' },
  ]) {
    await callApi(request, '/api/v1/admin/serviceChannel/save', { ...channel, isEnabled: '1' }, operator);
  }
  await register(page, account);

  await tabBar(page).getByRole('link', { name: 'Service' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabBar\/service\/service/);
  await expect(page.getByRole('link', { name: 'Live chat' })).toBeVisible();
  // Named whole: another journey's channel ("Telegram 61632", say) is no proof of these.
  await expect(page.getByRole('button', { name: /^Official website https:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Telegram https:/ })).toBeVisible();
  await expect(page.getByText('Account created')).toBeHidden();
  await snap(page, 'service-tab-en');
  await page.getByRole('link', { name: 'Live chat' }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/service\/service/);
  await expect(page.getByText('Write your question below; an operator will answer here.')).toBeVisible();

  await page.getByLabel('Message').fill('My top-up has not arrived');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('My top-up has not arrived')).toBeVisible();
  await expect(log.getByText('· Sent')).toHaveCount(1);

  await page.getByLabel('Send an image').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: makePng(120, 80, [22, 119, 255]),
  });
  await expect(log.getByRole('img', { name: 'Image' })).toBeVisible();
  await expect(log.getByText('· Sent')).toHaveCount(2);

  const list = await callApi<{ list: Conversation[] }>(
    request,
    '/api/v1/admin/support/conversation/list',
    { pageNo: 1, pageSize: 100 },
    operator,
  );
  const conversation = list.list.find((row) => row.account === account);
  expect(conversation?.unread).toBe(2);
  const userId = conversation?.userId ?? 0;
  const history = await callApi<{ list: Array<{ id: number }> }>(
    request,
    '/api/v1/admin/support/history',
    { userId },
    operator,
  );
  await callApi(
    request,
    '/api/v1/admin/support/read',
    { userId, messageId: history.list[0]?.id ?? 0 },
    operator,
  );
  await expect(log.getByText('· Read')).toHaveCount(2);

  await callApi(request, '/api/v1/admin/support/typing', { userId }, operator);
  await expect(page.getByText('Customer service is typing…')).toBeVisible();
  await callApi(
    request,
    '/api/v1/admin/support/reply',
    { userId, text: 'We are checking your top-up now' },
    operator,
  );
  await expect(log.getByText('We are checking your top-up now')).toBeVisible();
  await expect(page.getByText('Customer service is typing…')).toBeHidden();
  await snap(page, 'service-chat-en');

  // Away from the chat, a reply shows as a badge on the service tab, live.
  await page.goto('/#/pages/tabBar/home/home');
  await expect(tabBar(page).getByRole('link', { name: 'Service' })).toBeVisible();
  await callApi(request, '/api/v1/admin/support/reply', { userId, text: 'It has been credited' }, operator);
  await expect(tabBar(page).getByText('1 unread')).toBeAttached();
  await expect(tabBar(page).getByTestId('service-unread')).toBeVisible();
  await snap(page, 'service-badge-en');

  // Reading it clears the badge.
  await tabBar(page).getByRole('link', { name: 'Service' }).click();
  await page.getByRole('link', { name: /Live chat/ }).click();
  await expect(log.getByText('It has been credited')).toBeVisible();
  await page.goto('/#/pages/tabBar/service/service');
  await expect(page.getByRole('link', { name: 'Live chat' })).toBeVisible();
  await expect(tabBar(page).getByText('1 unread')).toHaveCount(0);
  await expect(tabBar(page).getByTestId('service-unread')).toHaveCount(0);

  // After a reload the whole conversation is there.
  await page.goto('/#/pages/common/service/service');
  await page.reload();
  for (const text of [
    'My top-up has not arrived',
    'We are checking your top-up now',
    'It has been credited',
  ]) {
    await expect(log.getByText(text)).toBeVisible();
  }
  await expect(log.getByRole('img', { name: 'Image' })).toBeVisible();

  // The same screens in Chinese.
  await page.evaluate(() => localStorage.setItem('languageType', 'ZH'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await expect(page.getByRole('log').getByText('· 已读').first()).toBeVisible();
  await snap(page, 'service-chat-zh');
  await page.goto('/#/pages/tabBar/service/service');
  await expect(page.getByText('充值、提现或银行卡有疑问？请联系我们。')).toBeVisible();
  await snap(page, 'service-tab-zh');
  await page.goto('/#/pages/common/service/serviceList');
  await expect(page.getByRole('heading', { name: '客服渠道' })).toBeVisible();
  await snap(page, 'service-list-zh');

  expect(consoleErrors).toEqual([]);
});
