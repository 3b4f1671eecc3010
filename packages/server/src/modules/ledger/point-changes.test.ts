import { calls, type TransferKind } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { LedgerAccountKind } from '../../db/schema';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { newPlayer, type Player } from '../../test/money';
import { transfer } from './service';

const TIME_ZONE = 'Asia/Shanghai';
let test: TestApp;
let player: Player;
let other: Player;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: TIME_ZONE });
  [player, other] = await Promise.all([newPlayer(test), newPlayer(test)]);
});
afterAll(() => test.close());

let sequence = 0;
async function move(
  kind: TransferKind,
  from: LedgerAccountKind,
  to: LedgerAccountKind,
  userId: number,
  amountMinor: bigint,
) {
  sequence += 1;
  const account = (accountKind: LedgerAccountKind) =>
    accountKind === 'wallet' || accountKind === 'withdrawal_hold'
      ? { kind: accountKind, userId }
      : { kind: accountKind };
  await test.db.orm.transaction((tx) =>
    transfer(tx, {
      from: account(from),
      to: account(to),
      amountMinor,
      kind,
      idempotencyKey: `pc-${sequence}-${Math.random()}`,
      reference: `ref-${sequence}`,
    }),
  );
}

const localDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);

describe('point changes', () => {
  beforeAll(async () => {
    await move('deposit', 'deposit_clearing', 'wallet', player.userId, 100_000n);
    await move('bet', 'wallet', 'house', player.userId, 2_000n);
    await move('win', 'house', 'wallet', player.userId, 3_960n);
    await move('bet', 'wallet', 'house', player.userId, 1_000n);
    await move('refund', 'house', 'wallet', player.userId, 1_000n);
    await move('bet', 'wallet', 'house', other.userId, 500n).catch(() => undefined); // other has nothing: refused
    await move('deposit', 'deposit_clearing', 'wallet', other.userId, 10_000n);
    await move('bet', 'wallet', 'house', other.userId, 500n);
  });

  it('lists the wallet’s transfers newest first, signed, with the balance after each', async () => {
    const page = await call(test, calls.pointChangeList, {}, { token: player.token });
    expect(page.total).toBe(5);
    expect(page.list.map((row) => [row.type, row.typeName, row.amount, row.balance])).toEqual([
      ['refund', 'Bet refund', '+10.00', '1019.60'],
      ['bet', 'Bet', '-10.00', '1009.60'],
      ['win', 'Win', '+39.60', '1019.60'],
      ['bet', 'Bet', '-20.00', '980.00'],
      ['deposit', 'Top-up', '+1000.00', '1000.00'],
    ]);
    expect(page.list[0]?.reference).toMatch(/^ref-/);
    expect(new Date(page.list[0]?.createTime ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('labels types in Chinese, filters by type and pages', async () => {
    const bets = await call(
      test,
      calls.pointChangeList,
      { type: 'bet', pageSize: 1, pageNo: 2 },
      { token: player.token, lang: 'zh' },
    );
    expect(bets).toMatchObject({ total: 2, pageNo: 2, pageSize: 1 });
    expect(bets.list.map((row) => [row.typeName, row.amount])).toEqual([['投注', '-20.00']]);
  });

  it('filters by days in the server’s time zone, both ends included', async () => {
    const today = localDay(new Date());
    const yesterday = localDay(new Date(Date.now() - 86_400_000));
    const tomorrow = localDay(new Date(Date.now() + 86_400_000));
    const within = { startTime: today, endTime: today };
    expect((await call(test, calls.pointChangeList, within, { token: player.token })).total).toBe(5);
    const before = { startTime: yesterday, endTime: yesterday };
    expect((await call(test, calls.pointChangeList, before, { token: player.token })).total).toBe(0);
    expect(
      (await call(test, calls.pointChangeList, { startTime: tomorrow }, { token: player.token })).total,
    ).toBe(0);
    expect(
      (
        await call(
          test,
          calls.pointChangeList,
          { endTime: today.replace(/-/g, '/') },
          { token: player.token },
        )
      ).total,
    ).toBe(5);
  });

  it('trading volume is today’s bets less refunds over all players, and tomorrow it is yesterday’s', async () => {
    expect(await call(test, calls.tradingVolume, {}, { token: player.token })).toEqual({
      lastVolume: '0.00',
      nowadaysVolume: '25.00', // 20 + 10 + 5 bet, 10 refunded
    });
    const tomorrowNode = await buildApp({
      config: test.config,
      db: test.db,
      logger: false,
      now: () => new Date(Date.now() + 86_400_000),
    });
    try {
      const response = await tomorrowNode.inject({
        method: 'POST',
        url: calls.tradingVolume.path,
        headers: { authorization: `Bearer ${player.token}` },
        payload: { gzip: 0 },
      });
      const resBody = response.json<{ resBody: string }>().resBody;
      expect(JSON.parse(Buffer.from(resBody, 'hex').toString('utf8'))).toEqual({
        lastVolume: '25.00',
        nowadaysVolume: '0.00',
      });
    } finally {
      await tomorrowNode.close();
    }
  });
});
