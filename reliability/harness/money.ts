// Money requests a player makes, through the calls a phone makes: a bank top-up with its payment
// certificate, online pay through the sandbox provider's page, and a withdrawal to a bound card (a
// security code first). The operator decides them. `api`: another release's call table, as in players.ts.
import { randomBytes } from 'node:crypto';
import { type Calls, calls, PayType } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../packages/server/src/db/database';
import { pngImage } from '../../packages/server/src/test/images';
import { PASSWORD, type Player } from './players';
import { callAt } from './wire';

const SECURITY_CODE = '246810';

/** The demo's bank receiving account. */
async function bankAccountId(db: Database): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db.orm,
    sql`SELECT a.id::int AS id FROM receiving_accounts a JOIN pay_channels c ON c.id = a.channel_id
        WHERE c.pay_type = 2 AND a.is_enabled ORDER BY a.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo has no bank receiving account');
  return row.id;
}

/** A pending bank top-up of `amount` with a certificate; its id. */
export async function pendingDeposit(origin: string, db: Database, player: Player, amount: string) {
  const image = await callAt(
    origin,
    calls.uploadImage,
    { image: pngImage(8, 8).toString('base64') },
    player.token,
  );
  const deposit = await callAt(
    origin,
    calls.rechargeAdd,
    {
      accountId: await bankAccountId(db),
      amount,
      imageId: image.id,
      reference: 'reliability',
      idempotencyKey: `dep-${randomBytes(8).toString('hex')}`,
    },
    player.token,
  );
  return deposit.id;
}

/**
 * A top-up of `amount` paid online: the order, then **Pay** on the sandbox provider's page, which notifies
 * the server (signed) and sends the player back. The order's number.
 */
export async function sandboxTopUp(origin: string, player: Player, amount: string, api: Calls = calls) {
  const { list } = await callAt(origin, api.payList, { payType: PayType.Online }, player.token);
  const channel = list[0];
  if (!channel) throw new Error('the demo has no online pay channel');
  const order = await callAt(
    origin,
    api.onlinePay,
    { channelId: channel.id, amount, idempotencyKey: `pay-${randomBytes(8).toString('hex')}` },
    player.token,
  );
  const page = new URL(order.payUrl);
  const paid = await fetch(`${origin}${page.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ ...Object.fromEntries(page.searchParams), outcome: 'paid' }),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  if (paid.status !== 303) throw new Error(`the sandbox page answered Pay with ${paid.status}, not 303`);
  return order.orderNo;
}

/** A pending withdrawal of `amount` to a freshly bound card; its id. */
export async function pendingWithdrawal(origin: string, player: Player, amount: string, api: Calls = calls) {
  await callAt(
    origin,
    api.changeSecurityCode,
    { oldPassword: PASSWORD, newPassword: SECURITY_CODE },
    player.token,
  );
  await callAt(
    origin,
    api.bankCardBind,
    {
      realName: 'Li Lei',
      bankName: 'Example Bank',
      cardNo: `62220000${String(player.userId).padStart(8, '0')}`,
      mobile: '13800138000',
      securityCode: SECURITY_CODE,
    },
    player.token,
  );
  const withdrawal = await callAt(
    origin,
    api.withdrawalAdd,
    {
      amount,
      securityCode: SECURITY_CODE,
      type: 'bank',
      idempotencyKey: `wd-${randomBytes(8).toString('hex')}`,
    },
    player.token,
  );
  return withdrawal.id;
}
