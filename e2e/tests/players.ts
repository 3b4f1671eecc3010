// The people a journey starts with, made through the API as the app and the console would make them: new
// players (credited, with a security code, a card, a top-up or a withdrawal waiting) and new operators.
import { type APIRequestContext, expect } from '@playwright/test';
import { callApi, type Listed, logIn, makePng, OPERATOR } from './api';
import { DEMO_INVITATION_CODE, uniqueAccount } from './support';

export type Player = { account: string; token: string; userId: number };

/** The bank card the journeys bind unless they need another. */
export const EXAMPLE_CARD = {
  realName: 'Wang Fang',
  bankName: 'Example Bank',
  cardNo: '6222000011112222',
  mobile: '13800138001',
} as const;

export type Card = { realName: string; bankName: string; cardNo: string; mobile: string };

/** The operator's session, signed in through the API. */
export function operatorToken(request: APIRequestContext): Promise<string> {
  return logIn(request, OPERATOR.account, OPERATOR.password);
}

/**
 * A new player signed up with the demo invitation code; with `credit`, an operator has put that many yuan
 * in the wallet (an adjustment: no turnover owed). `base` is another server's address, else the suite's.
 */
export async function registerPlayer(
  request: APIRequestContext,
  options: { prefix: string; password: string; credit?: string; admin?: string; base?: string },
): Promise<Player> {
  const { prefix, password, credit, base = '' } = options;
  const account = uniqueAccount(prefix);
  const made = await callApi<{ token: string; uLoginId: number }>(request, `${base}/api/v1/register`, {
    account,
    password,
    confirmPassword: password,
    code: DEMO_INVITATION_CODE,
  });
  const player = { account, token: made.token, userId: made.uLoginId };
  if (credit) await creditPlayer(request, player, credit, options.admin);
  return player;
}

/** An operator credits the player's wallet with `amount` yuan, once per player (the key is the account). */
export async function creditPlayer(
  request: APIRequestContext,
  player: Pick<Player, 'account' | 'userId'>,
  amount: string,
  admin?: string,
): Promise<void> {
  await callApi(
    request,
    '/api/v1/admin/adjustment/add',
    {
      userId: player.userId,
      direction: 'credit',
      amount,
      reason: 'e2e funds',
      idempotencyKey: `e2e-${player.account}`,
    },
    admin ?? (await operatorToken(request)),
  );
}

/** Sets the player's security code: the first time, the current "password" is the sign-in password. */
export async function setSecurityCode(
  request: APIRequestContext,
  player: Pick<Player, 'token'>,
  password: string,
  code: string,
  base = '',
): Promise<void> {
  await callApi(
    request,
    `${base}/api/v1/user/withdrawals/changePwd`,
    { oldPassword: password, newPassword: code },
    player.token,
  );
}

/** Binds a bank card with the player's security code; answers when it can be withdrawn to. */
export function bindCard(
  request: APIRequestContext,
  player: Pick<Player, 'token'>,
  securityCode: string,
  card: Card = EXAMPLE_CARD,
  base = '',
): Promise<{ usableFrom: string }> {
  return callApi<{ usableFrom: string }>(
    request,
    `${base}/api/v1/bank/card/bind`,
    { ...card, securityCode },
    player.token,
  );
}

/** A withdrawal of ¥200 to the example card waiting for review, from a wallet an operator credited with ¥300. */
export async function pendingWithdrawal(
  request: APIRequestContext,
  options: { prefix: string; password: string; admin?: string },
): Promise<Player> {
  const player = await registerPlayer(request, { ...options, credit: '300' });
  await setSecurityCode(request, player, options.password, '246810');
  await bindCard(request, player, '246810');
  await callApi(
    request,
    '/api/v1/withdrawals/add',
    { amount: '200', securityCode: '246810', type: 'bank', idempotencyKey: `e2e-wd-${player.account}` },
    player.token,
  );
  return player;
}

/** A bank transfer top-up waiting for review, with its payment certificate, made as the app makes it. */
export async function pendingTopUp(
  request: APIRequestContext,
  player: Pick<Player, 'account' | 'token'>,
  amount: string,
  reference?: string,
): Promise<void> {
  const image = await callApi<{ id: string }>(
    request,
    '/api/v1/upload/image',
    { image: makePng(60, 40, [22, 119, 255]).toString('base64') },
    player.token,
  );
  const accounts = await callApi<{ list: Array<{ id: number }> }>(
    request,
    '/api/v1/account/list',
    { payType: 2 },
    player.token,
  );
  await callApi(
    request,
    '/api/v1/account/user/add',
    {
      accountId: accounts.list[0]?.id ?? 0,
      amount,
      imageId: image.id,
      idempotencyKey: `e2e-${player.account}-${amount}`,
      ...(reference ? { reference } : {}),
    },
    player.token,
  );
}

/** The player's balance, as the server keeps it ("300.00"). */
export async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  return (await callApi<{ point: string }>(request, '/api/v1/user/details', {}, token)).point;
}

/** What transfers of one kind moved in the player's wallet, summed, in minor units. */
export async function movedBy(request: APIRequestContext, token: string, type: string): Promise<number> {
  const changes = await callApi<Listed<{ amount: string }>>(
    request,
    '/api/v1/point/change/list',
    { pageNo: 1, pageSize: 50, type },
    token,
  );
  return changes.list.reduce((sum, change) => sum + Math.round(Number(change.amount) * 100), 0);
}

export type Role = 'admin' | 'finance' | 'support';

/** A new operator made by the admin, still holding the one-time password they must replace at sign-in. */
export function issueOperator(
  request: APIRequestContext,
  admin: string,
  role: Role,
  account = uniqueAccount(role),
): Promise<{ userId: number; account: string; oneTimePassword: string }> {
  return callApi(request, '/api/v1/admin/operator/create', { account, role }, admin);
}

/** A new operator who has already replaced the one-time password with `password`; answers the account. */
export async function newOperator(
  request: APIRequestContext,
  options: { role: Role; password: string; prefix: string },
): Promise<string> {
  const admin = await operatorToken(request);
  const account = uniqueAccount(options.prefix);
  const issued = await issueOperator(request, admin, options.role, account);
  const token = await logIn(request, account, issued.oneTimePassword);
  await callApi(
    request,
    '/api/v1/user/changePwd',
    { oldPassword: issued.oneTimePassword, newPassword: options.password },
    token,
  );
  return account;
}

/** The first room of the fast game (a round every 20 s in the suite), as the player's room list gives it. */
export async function fastRoom(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; nameEn: string } | undefined> {
  const types = await callApi<{ list: Array<{ id: number; code: string }> }>(
    request,
    '/api/v1/gameType/list',
  );
  const fast = types.list.find((type) => type.code === 'fast');
  expect(fast, 'the fast game').toBeDefined();
  const rooms = await callApi<{ list: Array<{ id: number; nameEn: string }> }>(
    request,
    '/api/v1/room/list',
    { gameTypeId: fast?.id ?? 0 },
    token,
  );
  return rooms.list[0];
}

/**
 * Places bets in a room through the API, as the game screens would, trying again up to `attempts` times
 * while bets wait for the next round (between a round's close and its draw, or before a server's first).
 */
export async function placeBets(
  request: APIRequestContext,
  token: string,
  roomId: number,
  items: Array<{ betType: string; amount: string }>,
  attempts: number,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await callApi(
        request,
        '/api/v1/room/point/add',
        { roomId, items: JSON.stringify(items), idempotencyKey: `e2e-bet-${attempt}-${Date.now()}` },
        token,
      );
      return;
    } catch (error) {
      if (attempt >= attempts || !String(error).includes(' 2003 ')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}
