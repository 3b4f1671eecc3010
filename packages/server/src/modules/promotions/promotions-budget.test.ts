// The promotions budget short on payday: a day's rebates of 4.00 and 3.12 against a budget of 5.00 pay
// the 4.00 in full and leave the 3.12 owed, shown as waiting to the player and to operators with the
// shortfall; nothing is paid in part and the budget never goes below zero. Once the budget is funded, the
// next run pays the 3.12 exactly once, even with two nodes running the job at the same moment.
import { calls } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  placeTestBet,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { call, startPeerNode, startTestApp, type TestApp } from '../../test/helper';
import { audit, systemBalance, walletBalance } from '../ledger/service';
import { payDueDays } from './service';

// 18:00 in Shanghai on 2030-04-02: the day's bets stay inside that day.
const clock = testClock(Date.UTC(2030, 3, 2, 10, 0, 0));
const DAY = '2030-04-02';
let test: TestApp;
let game: TestGame;
let admin: TestPlayer;

const as = (who: { token: string }) => ({ token: who.token, bearer: true });
const fund = (amount: string) =>
  call(test, calls.adminPromotionBudgetFund, { amount, idempotencyKey: newBetKey() }, as(admin));
const rebates = async (who: TestPlayer) =>
  (await call(test, calls.promotionPayoutList, { kind: 'rebate' }, as(who))).list.map((row) => ({
    day: row.day,
    amount: row.amount,
    status: row.status,
    isPaidTimeShown: row.paidTime !== null,
  }));
const rebateKeys = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS n FROM ledger_transfers WHERE idempotency_key = ${`rebate:${userId}:${DAY}`}`,
    )
  )[0]?.n;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: 'Asia/Shanghai' }, { now: clock.now });
  game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10, runningAt: clock });
  admin = await testOperator(test);
  await call(
    test,
    calls.adminPromotionTierSave,
    { kind: 'rebate', level: 1, model: 'turnover', minTurnover: '0', rateBp: 100 },
    as(admin),
  );
});
afterAll(() => test.close());

describe('commissions and rebates when the budget is short', () => {
  let first: TestPlayer;
  let second: TestPlayer;

  it('pays what the budget covers in full and keeps the rest owed, shown as waiting', async () => {
    first = await fundedPlayer(test, 100_000n);
    second = await fundedPlayer(test, 100_000n);
    await testScheduler(test, clock).tick();
    const bet = (who: TestPlayer, items: Array<[string, string]>) =>
      placeTestBet(test, who, game.roomId, items);
    // 1 % rebates: 400.00 → 4.00 (the first player, owed first), 312.00 → 3.12.
    await bet(first, [
      ['big', '300'],
      ['odd', '100'],
    ]);
    await bet(second, [
      ['big', '300'],
      ['sum_13', '12'],
    ]);
    await fund('5');
    const firstBefore = await walletBalance(test.db.orm, first.userId);
    const secondBefore = await walletBalance(test.db.orm, second.userId);

    clock.set(Date.UTC(2030, 3, 2, 16, 0, 30)); // 00:00:30 on the 3rd in Shanghai
    expect(await payDueDays(test.app.ctx)).toEqual([
      { day: DAY, commissions: 0, rebates: 2, paidMinor: 400n, waitingMinor: 312n },
    ]);
    expect((await walletBalance(test.db.orm, first.userId)) - firstBefore).toBe(400n);
    expect(await walletBalance(test.db.orm, second.userId)).toBe(secondBefore);
    expect(await systemBalance(test.db.orm, 'promotions')).toBe(100n);
    expect(await rebates(first)).toEqual([
      { day: DAY, amount: '4.00', status: 'paid', isPaidTimeShown: true },
    ]);
    expect(await rebates(second)).toEqual([
      { day: DAY, amount: '3.12', status: 'waiting', isPaidTimeShown: false },
    ]);

    // Operators see it on the payouts page: 3.12 waiting, 1.00 in the budget, 2.12 to fund.
    const page = await call(test, calls.adminPromotionPayoutList, {}, as(admin));
    expect(page).toMatchObject({ waiting: '3.12', budget: '1.00', shortfall: '2.12' });
    expect(page.list.map((row) => [row.userId, row.amount, row.status]).sort()).toEqual(
      [
        [first.userId, '4.00', 'paid'],
        [second.userId, '3.12', 'waiting'],
      ].sort(),
    );
    const waiting = await call(test, calls.adminPromotionPayoutList, { status: 'waiting' }, as(admin));
    expect(waiting.list.map((row) => [row.account !== '', row.userId, row.amount])).toEqual([
      [true, second.userId, '3.12'],
    ]);

    // A later run with the budget still short pays nothing and takes nothing from the 1.00.
    expect(await payDueDays(test.app.ctx)).toEqual([]);
    expect(await walletBalance(test.db.orm, second.userId)).toBe(secondBefore);
    expect(await systemBalance(test.db.orm, 'promotions')).toBe(100n);
    expect(await rebateKeys(second.userId)).toBe(0);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('pays the waiting 3.12 once the budget is funded, once, with two nodes running the job', async () => {
    const secondBefore = await walletBalance(test.db.orm, second.userId);
    await fund('2.12');
    clock.advance(60_000);
    const peer = await startPeerNode(test);
    try {
      await Promise.all([payDueDays(test.app.ctx), payDueDays(peer.app.ctx)]);
      await payDueDays(test.app.ctx);
    } finally {
      await peer.close();
    }
    expect((await walletBalance(test.db.orm, second.userId)) - secondBefore).toBe(312n);
    expect(await rebateKeys(second.userId)).toBe(1);
    expect(await systemBalance(test.db.orm, 'promotions')).toBe(0n);
    expect(await rebates(second)).toEqual([
      { day: DAY, amount: '3.12', status: 'paid', isPaidTimeShown: true },
    ]);
    expect(await call(test, calls.adminPromotionPayoutList, {}, as(admin))).toMatchObject({
      waiting: '0.00',
      budget: '0.00',
      shortfall: '0.00',
    });
    const points = await call(test, calls.pointChangeList, { type: 'rebate' }, as(second));
    expect(points.list.map((row) => row.amount)).toEqual(['+3.12']);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });
});
