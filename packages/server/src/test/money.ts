// Helpers for the money tests: players and operators with sessions, balances credited through the
// ledger, the demo catalogue, uploaded images, and the checks every money test ends with.
import { randomBytes, randomInt } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { calls, PayType, type StaffRole, sha256, type UserRole } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { createUser } from '../modules/accounts/service';
import { addCatalogueEntry } from '../modules/deposits/service';
import { audit, transfer } from '../modules/ledger/service';
import { auditHolds } from '../modules/withdrawals/service';
import { DEMO_CATALOGUE } from '../seed/demo';
import { call, signIn, type TestApp, uniqueAccount } from './helper';
import { pngImage } from './images';

export type Player = { userId: number; account: string; password: string; token: string };

export const SECURITY_CODE = '246810';

/** A fresh address per login keeps the per-address login limit out of the way. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function newPlayer(
  test: TestApp,
  options: { role?: UserRole; securityCode?: string } = {},
): Promise<Player> {
  const account = uniqueAccount(options.role === undefined || options.role === 'player' ? 'm' : 'op');
  const password = 'moneyPass1';
  const user = await createUser(test.db.orm, { account, password, role: options.role ?? 'player' });
  const { token } = await signIn(test, { account, password }, { ip: someIp() });
  if (options.securityCode) {
    await call(
      test,
      calls.changeSecurityCode,
      { oldPassword: password, newPassword: options.securityCode },
      { token, ip: someIp() },
    );
  }
  return { userId: user.id, account, password, token };
}

/** A staff account, signed in (its password set directly, so no one-time password to change first). */
export const newOperator = (test: TestApp, role: StaffRole = 'admin') => newPlayer(test, { role });

/** Credits a balance with no turnover attached, as the demo seed does. */
export async function fund(test: TestApp, userId: number, amountMinor: bigint): Promise<void> {
  await test.db.orm.transaction((tx) =>
    transfer(tx, {
      from: { kind: 'deposit_clearing' },
      to: { kind: 'wallet', userId },
      amountMinor,
      kind: 'demo_credit',
      idempotencyKey: `test-fund:${randomBytes(8).toString('hex')}`,
    }),
  );
}

export type Catalogue = { onlineChannelId: number; bankAccountId: number; usdtAccountId: number };

/** The demo catalogue: online pay (sandbox), a bank account, a USDT account. */
export async function seedCatalogue(test: TestApp): Promise<Catalogue> {
  const channelIds = await test.db.orm.transaction(async (tx) => {
    const ids: number[] = [];
    for (const entry of DEMO_CATALOGUE) ids.push(await addCatalogueEntry(tx, entry));
    return ids;
  });
  const accounts = await queryRows<{ id: number; pay_type: number }>(
    test.db.orm,
    sql`SELECT r.id, c.pay_type FROM receiving_accounts r JOIN pay_channels c ON c.id = r.channel_id ORDER BY r.id`,
  );
  const accountOf = (payType: number) => Number(accounts.find((row) => row.pay_type === payType)?.id);
  return {
    onlineChannelId: channelIds[0] ?? 0,
    bankAccountId: accountOf(PayType.Bank),
    usdtAccountId: accountOf(PayType.Usdt),
  };
}

export async function uploadPng(test: TestApp, player: Pick<Player, 'token'>): Promise<string> {
  const image = await call(
    test,
    calls.uploadImage,
    { image: pngImage(8, 8).toString('base64') },
    { token: player.token },
  );
  return image.id;
}

/**
 * A top-up by bank transfer as a player asks for one: its payment certificate (an image) uploaded, then the
 * request to the catalogue's bank account.
 */
export async function topUpWithCertificate(
  test: TestApp,
  catalogue: Catalogue,
  player: Pick<Player, 'token'>,
  fields: { amount: string; reference?: string; idempotencyKey?: string | undefined },
) {
  const imageId = await uploadPng(test, player);
  return call(
    test,
    calls.rechargeAdd,
    { accountId: catalogue.bankAccountId, imageId, ...fields },
    { token: player.token },
  );
}

/**
 * A player ready to withdraw: a security code (SECURITY_CODE), a bound bank card (`bankCard`) and
 * `balanceMinor` in the wallet with no turnover owed.
 */
export async function readyToWithdraw(test: TestApp, balanceMinor = 100_000n): Promise<Player> {
  const player = await newPlayer(test, { securityCode: SECURITY_CODE });
  await call(test, calls.bankCardBind, bankCard, { token: player.token });
  if (balanceMinor > 0n) await fund(test, player.userId, balanceMinor);
  return player;
}

export async function balances(test: TestApp, userId: number) {
  const rows = await queryRows<{ kind: string; balance: bigint }>(
    test.db.orm,
    sql`SELECT kind, balance_minor AS balance FROM ledger_accounts WHERE user_id = ${userId}`,
  );
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { wallet: of('wallet'), hold: of('withdrawal_hold') };
}

export async function turnoverRequired(test: TestApp, userId: number): Promise<bigint> {
  const [row] = await queryRows<{ turnover: bigint }>(
    test.db.orm,
    sql`SELECT turnover_required_minor AS turnover FROM users WHERE id = ${userId}`,
  );
  return BigInt(row?.turnover ?? 0);
}

/** The books balance and every withdrawal hold matches its pending withdrawals. */
export async function expectCleanBooks(test: TestApp): Promise<void> {
  const report = await audit(test.db.orm);
  const holds = await auditHolds(test.db.orm);
  if (!report.isClean || holds.length > 0) {
    throw new Error(
      `books not clean: ${JSON.stringify({ report, holds }, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    );
  }
}

export async function uploadedFiles(test: TestApp): Promise<string[]> {
  return readdir(test.config.uploads.dir).catch(() => []);
}

/** A unique idempotency key. */
export const requestKey = () => `k${randomBytes(12).toString('hex')}`;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A valid TRC20 address (checksum included) of 20 random bytes: nobody's real address. */
export function randomTronAddress(): string {
  const payload = Uint8Array.from([0x41, ...randomBytes(20)]);
  const bytes = [...payload, ...sha256(sha256(payload)).subarray(0, 4)];
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n);
  let text = '';
  for (; value > 0n; value /= 58n) text = BASE58[Number(value % 58n)] + text;
  return text;
}

export const bankCard = {
  securityCode: SECURITY_CODE,
  realName: 'Li Lei',
  bankName: 'Demo Bank',
  cardNo: '6222 0212 3456 7890',
  mobile: '13800138000',
  ifscCode: 'SBIN0001234',
  openAddress: 'Main Street branch',
  email: 'lilei@example.com',
};
