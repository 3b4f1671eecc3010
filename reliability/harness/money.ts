// Money requests a player makes, through the calls a phone makes: a bank top-up with its payment
// certificate, and a withdrawal to a bound card (a security code first). The operator decides them.
import { randomBytes } from 'node:crypto';
import { calls } from '@fair28/shared';
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

/** A pending withdrawal of `amount` to a freshly bound card; its id. */
export async function pendingWithdrawal(origin: string, player: Player, amount: string) {
  await callAt(
    origin,
    calls.changeSecurityCode,
    { oldPassword: PASSWORD, newPassword: SECURITY_CODE },
    player.token,
  );
  await callAt(
    origin,
    calls.bankCardBind,
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
    calls.withdrawalAdd,
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
