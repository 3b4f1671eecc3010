// The dashboard against rows made for it on known days: each figure (stakes less cancelled stakes, payouts,
// gross gaming revenue, deposits, withdrawals paid, new and active players) for today, 7 and 30 days, the
// day series, and the reviews waiting with the age of the oldest. A fresh database, so the sums are exact.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { testClock, testOperator } from '../../test/game';
import { call, sendForm, signIn, startTestApp, type TestApp, uniqueAccount } from '../../test/helper';
import { expectCleanBooks } from '../../test/money';
import { createUser } from '../accounts/service';
import { type TransferKind, transfer } from '../ledger/service';

const DAY = 86_400_000;
// Noon, UTC: every day below starts and ends where the test says.
const clock = testClock(Date.UTC(2030, 5, 15, 12));
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: 'UTC' }, { now: clock.now });
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
});

const daysAgo = (days: number, hours = 0) => new Date(clock.time - days * DAY + hours * 3_600_000);

async function playerBorn(daysBack: number) {
  const user = await createUser(test.db.orm, { account: uniqueAccount('d'), password: 'goodPass1' });
  await queryRows(
    test.db.orm,
    sql`UPDATE users SET created_at = ${daysAgo(daysBack).toISOString()} WHERE id = ${user.id}`,
  );
  return user.id;
}

let keys = 0;
/** One ledger movement on a given day, through the ledger's one writer. */
function move(
  kind: TransferKind,
  from: Parameters<typeof transfer>[1]['from'],
  to: Parameters<typeof transfer>[1]['to'],
  amountMinor: bigint,
  at: Date,
  key = `dash:${kind}:${++keys}`,
) {
  return transfer(test.db.orm, { from, to, amountMinor, kind, idempotencyKey: key }, at);
}

const wallet = (userId: number) => ({ kind: 'wallet' as const, userId });
const hold = (userId: number) => ({ kind: 'withdrawal_hold' as const, userId });
const house = { kind: 'house' as const };
const clearing = { kind: 'deposit_clearing' as const };

describe('the dashboard', () => {
  it('sums the ledger and the records by day: today, 7 days, 30 days and the series', async () => {
    const today = await playerBorn(0);
    const lastWeek = await playerBorn(3);
    const lastMonth = await playerBorn(20);
    await playerBorn(45);
    // Today: a deposit, two bets (one cancelled), a win and a 13/14 refund, a withdrawal paid with its fee.
    await move('deposit', clearing, wallet(today), 100_000n, daysAgo(0, -2));
    await move('bet', wallet(today), house, 10_000n, daysAgo(0, -1));
    await move('bet', wallet(today), house, 4_000n, daysAgo(0, -1));
    await move('refund', house, wallet(today), 4_000n, daysAgo(0, -1), 'cancel:900001');
    await move('win', house, wallet(today), 19_800n, daysAgo(0), 'win:900:1');
    await move('refund', house, wallet(today), 500n, daysAgo(0), 'refund:900:1');
    await move('withdrawal', wallet(today), hold(today), 30_000n, daysAgo(0));
    await move('withdrawal_payout', hold(today), clearing, 29_000n, daysAgo(0));
    await move('fee', hold(today), { kind: 'fees' }, 1_000n, daysAgo(0));
    // Three days ago: another player's deposit and bet, which they lost.
    await move('deposit', clearing, wallet(lastWeek), 50_000n, daysAgo(3));
    await move('bet', wallet(lastWeek), house, 20_000n, daysAgo(3));
    // Twenty days ago: a bet and a demo credit (not a deposit). Forty days ago: outside every span.
    await move('demo_credit', clearing, wallet(lastMonth), 9_000n, daysAgo(20));
    await move('bet', wallet(lastMonth), house, 5_000n, daysAgo(20));
    await move('deposit', clearing, wallet(lastMonth), 70_000n, daysAgo(40));

    const finance = await testOperator(test, 'finance');
    const board = await call(test, calls.adminDashboard, {}, { token: finance.token, bearer: true });
    expect(board.timeZone).toBe('UTC');
    expect(board.today).toEqual({
      stakes: '100.00',
      payouts: '203.00',
      grossGamingRevenue: '-103.00',
      deposits: '1000.00',
      withdrawals: '300.00',
      newPlayers: 1,
      activePlayers: 1,
    });
    expect(board.last7Days).toEqual({
      stakes: '300.00',
      payouts: '203.00',
      grossGamingRevenue: '97.00',
      deposits: '1500.00',
      withdrawals: '300.00',
      newPlayers: 2,
      activePlayers: 2,
    });
    expect(board.last30Days).toEqual({
      stakes: '350.00',
      payouts: '203.00',
      grossGamingRevenue: '147.00',
      deposits: '1500.00',
      withdrawals: '300.00',
      newPlayers: 3,
      // The operator made above is staff, not a player; three players bet in 30 days.
      activePlayers: 3,
    });
    expect(board.series).toHaveLength(30);
    expect(board.series.at(-1)).toMatchObject({ date: '2030-06-15', stakes: '100.00', deposits: '1000.00' });
    expect(board.series.at(-4)).toMatchObject({ date: '2030-06-12', stakes: '200.00', newPlayers: 1 });
    expect(board.series[0]?.date).toBe('2030-05-17');
    expect(board.series.filter((day) => day.stakes !== '0.00').map((day) => day.date)).toEqual([
      '2030-05-26',
      '2030-06-12',
      '2030-06-15',
    ]);
    expect(board.pending.deposits).toEqual({ count: 0, oldestTime: null, oldestAgeSeconds: null });
  });

  it('counts the reviews waiting and how long the oldest has waited', async () => {
    const player = await playerBorn(1);
    const operator = await testOperator(test, 'admin');
    await queryRows(
      test.db.orm,
      sql`INSERT INTO balance_adjustments (user_id, direction, amount_minor, reason, requested_by, idempotency_key, created_at)
          VALUES (${player}, 'credit', 100, 'goodwill', ${operator.userId}, 'dash-adjust-1', ${daysAgo(0, -2).toISOString()}),
                 (${player}, 'credit', 100, 'goodwill', ${operator.userId}, 'dash-adjust-2', ${daysAgo(0, -1).toISOString()})`,
    );
    const board = await call(test, calls.adminDashboard, {}, { token: operator.token, bearer: true });
    expect(board.pending.adjustments).toEqual({
      count: 2,
      oldestTime: daysAgo(0, -2).toISOString(),
      oldestAgeSeconds: 7200,
    });
    expect(board.pending.withdrawals.count).toBe(0);
  });

  it('is refused to a player token', async () => {
    const player = await createUser(test.db.orm, { account: uniqueAccount('dp'), password: 'goodPass1' });
    const token = (await signIn(test, { account: player.account, password: 'goodPass1' })).token;
    expect((await sendForm(test, calls.adminDashboard.path, {}, { token, bearer: true })).code).toBe(
      ErrorCode.Forbidden,
    );
  });
});
