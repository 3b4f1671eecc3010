// The public statistics over the wire, with exact figures: three settled rounds in two rooms (one with a
// cancelled bet, one above its 13/14 threshold), the theoretical return of the very bets placed, the
// band, the players, the payout times; and the audit that holds the totals to the ledger.
import {
  calls,
  formatMinor,
  formatPercent,
  oddsList,
  type Ratio,
  type RoomRules,
  ratio,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  createTestRoom,
  fundedPlayer,
  newBetKey,
  TEST_PLAYER_PASSWORD,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { bankCard, SECURITY_CODE } from '../../test/money';
import { auditPublicStats } from './service';

const clock = testClock();
let test: TestApp;
let game: TestGame;
let roomB: number;
const ROUNDS = 3;
const plainRules: RoomRules = { wrapStraights: false, combinationOn1314: 'pay', plainOn1314: null };
const reducedRules: RoomRules = {
  wrapStraights: false,
  combinationOn1314: 'pay',
  plainOn1314: { aboveStakeMinor: 4_000n, odds: '1.6' },
};
/** Each settled round's sum, in issue order. */
let sums: number[] = [];

async function bet(player: TestPlayer, roomId: number, items: Array<{ betType: string; amount: string }>) {
  return call(
    test,
    calls.placeBet,
    { roomId, items: JSON.stringify(items), idempotencyKey: newBetKey() },
    { token: player.token, bearer: true },
  );
}

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: 'UTC' }, { now: clock.now });
  game = await createTestGame(test.db, { runningAt: clock, rules: plainRules });
  roomB = (await createTestRoom(test.db, game, { rules: reducedRules })).id;
  const hedger = await fundedPlayer(test, 1_000_000n);
  const bigBettor = await fundedPlayer(test, 1_000_000n);
  const canceller = await fundedPlayer(test, 1_000_000n);
  const scheduler = testScheduler(test, clock);
  for (let round = 0; round < ROUNDS; round++) {
    await scheduler.tick();
    // Big and Small together: exactly one of them wins in this room, whatever the draw.
    await bet(hedger, game.roomId, [
      { betType: 'big', amount: '100' },
      { betType: 'small', amount: '100' },
    ]);
    // 50.00 on Big is above room B's 40.00 threshold: a 14 pays 1.6, not 1.98.
    await bet(bigBettor, roomB, [{ betType: 'big', amount: '50' }]);
    if (round === 0) {
      const placed = await bet(canceller, game.roomId, [{ betType: 'odd', amount: '30' }]);
      await call(
        test,
        calls.cancelBet,
        { roomId: game.roomId, betIds: placed.bets.map((b) => b.betId).join(',') },
        { token: canceller.token, bearer: true },
      );
    }
    clock.advance(60_000);
  }
  await scheduler.tick();
  const rows = await queryRows<{ sum: number }>(
    test.db.orm,
    sql`SELECT sum FROM rounds WHERE game_type_id = ${game.gameTypeId} AND status = 'settled' ORDER BY issue`,
  );
  sums = rows.map((row) => Number(row.sum));
});
afterAll(() => test.close());

/** Σ weight × ratio ÷ Σ weight, exactly. */
function weighted(parts: Array<{ weight: bigint; value: Ratio }>): Ratio {
  const denominator = parts.reduce((product, part) => product * part.value.denominator, 1n);
  const numerator = parts.reduce(
    (total, part) => total + (part.weight * part.value.numerator * denominator) / part.value.denominator,
    0n,
  );
  const weights = parts.reduce((total, part) => total + part.weight, 0n);
  return ratio(numerator, weights * denominator);
}

describe('the public statistics', () => {
  it('answers without a token, with exact figures per room and game type', async () => {
    expect(sums).toHaveLength(ROUNDS);
    const stats = await call(test, calls.publicStats, {});
    const mine = stats.gameTypes.find((g) => g.gameTypeId === game.gameTypeId);
    expect(mine).toBeDefined();
    expect(mine?.roundsDrawn).toBe(ROUNDS);

    const list = oddsList('canada', plainRules);
    const rtpOf = (type: string) => list.find((line) => line.betType === type)?.rtp as Ratio;
    const bigAbove = oddsList('canada', reducedRules).find((line) => line.betType === 'big')?.aboveThreshold
      ?.rtp as Ratio;

    // Room A: 200.00 a round, 198.00 back every round; the cancelled Odd bet is not a stake.
    const roomA = mine?.rooms.find((room) => room.roomId === game.roomId);
    expect(roomA?.figures).toEqual({
      roundsWithBets: 3,
      stakes: '600.00',
      payouts: '594.00',
      houseResult: '6.00',
      players: 1,
      actualRtp: '99.00',
      theoreticalRtp: formatPercent(
        weighted([
          { weight: 300n, value: rtpOf('big') },
          { weight: 300n, value: rtpOf('small') },
        ]),
      ),
      // Every round returned exactly 99 %: no spread, the band is the point.
      rtpBand: { low: '99.00', high: '99.00' },
    });

    // Room B: Big 50.00 a round, paid 99.00 on 15–27, 80.00 on 14, nothing on 0–13.
    const paidB = sums.map((sum): bigint => (sum >= 15 ? 9_900n : sum === 14 ? 8_000n : 0n));
    const payoutsB = paidB.reduce((a, b) => a + b, 0n);
    const b = mine?.rooms.find((room) => room.roomId === roomB)?.figures;
    expect(b).toMatchObject({
      roundsWithBets: 3,
      stakes: '150.00',
      payouts: formatMinor(payoutsB),
      houseResult: formatMinor(15_000n - payoutsB),
      players: 1,
      actualRtp: formatPercent(ratio(payoutsB, 15_000n)),
      theoreticalRtp: formatPercent(bigAbove),
    });

    expect(mine?.figures).toMatchObject({
      roundsWithBets: 3,
      stakes: '750.00',
      payouts: formatMinor(59_400n + payoutsB),
      houseResult: formatMinor(75_000n - 59_400n - payoutsB),
      players: 2,
      theoreticalRtp: formatPercent(
        weighted([
          { weight: 300n, value: rtpOf('big') },
          { weight: 300n, value: rtpOf('small') },
          { weight: 150n, value: bigAbove },
        ]),
      ),
    });
    expect(stats.totals).toEqual({
      stakes: '750.00',
      payouts: formatMinor(59_400n + payoutsB),
      houseResult: formatMinor(75_000n - 59_400n - payoutsB),
    });
  });

  it('names game types and rooms in the asked language', async () => {
    const stats = await call(test, calls.publicStats, {}, { lang: 'zh' });
    const mine = stats.gameTypes.find((g) => g.gameTypeId === game.gameTypeId);
    expect(mine?.gameTypeName).toBe('测试');
    expect(mine?.rooms.map((room) => room.roomName)).toEqual(['房间', '房间']);
  });

  it('equals the ledger in the audit, and the audit finds a record that differs', async () => {
    expect(await auditPublicStats(test.db.orm)).toEqual([]);
    const [row] = await queryRows<{ round_id: string; user_id: string; payout_minor: string }>(
      test.db.orm,
      sql`SELECT round_id::text, user_id::text, payout_minor::text FROM round_player_results
          WHERE room_id = ${game.roomId} ORDER BY round_id LIMIT 1`,
    );
    const where = sql`round_id = ${row?.round_id}::bigint AND user_id = ${row?.user_id}::bigint AND room_id = ${game.roomId}`;
    await test.db.orm.execute(
      sql`UPDATE round_player_results SET payout_minor = payout_minor + 1 WHERE ${where}`,
    );
    try {
      const shown = await call(test, calls.publicStats, {});
      const payouts = shown.gameTypes.find((g) => g.gameTypeId === game.gameTypeId)?.figures.payouts;
      expect(await auditPublicStats(test.db.orm)).toEqual([
        {
          gameTypeId: game.gameTypeId,
          figure: 'payouts',
          shown: BigInt(Math.round(Number(payouts) * 100)),
          ledger: BigInt(Math.round(Number(payouts) * 100)) - 1n,
        },
      ]);
    } finally {
      await test.db.orm.execute(
        sql`UPDATE round_player_results SET payout_minor = payout_minor - 1 WHERE ${where}`,
      );
    }
    expect(await auditPublicStats(test.db.orm)).toEqual([]);
  });

  it('counts pending withdrawals and the median time to pay over the last 30 days', async () => {
    // Sessions made directly: a login's would have expired by the test clock's year.
    const player = await fundedPlayer(test, 100_000n);
    const asPlayer = { token: player.token, bearer: true };
    await call(
      test,
      calls.changeSecurityCode,
      { oldPassword: TEST_PLAYER_PASSWORD, newPassword: SECURITY_CODE },
      asPlayer,
    );
    await call(test, calls.bankCardBind, bankCard, asPlayer);
    const operator = await testOperator(test, 'finance');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const record = await call(
        test,
        calls.withdrawalAdd,
        { amount: '100.00', securityCode: SECURITY_CODE, type: 'bank' },
        asPlayer,
      );
      ids.push(record.id);
    }
    // Four paid now, one left pending; their request times set so the waits are 10, 30 and 60 minutes,
    // and one paid 31 days ago (outside the window).
    for (const id of ids.slice(0, 4)) {
      await call(
        test,
        calls.adminWithdrawalApprove,
        { id, reason: 'paid' },
        { token: operator.token, bearer: true },
      );
    }
    const now = clock.now().getTime();
    const setTimes = (id: number | undefined, requestedMs: number, paidMs: number) =>
      test.db.orm.execute(
        sql`UPDATE withdrawals SET created_at = ${new Date(requestedMs).toISOString()}::timestamptz,
            reviewed_at = ${new Date(paidMs).toISOString()}::timestamptz WHERE id = ${id}`,
      );
    await setTimes(ids[0], now - 600_000, now);
    await setTimes(ids[1], now - 1_800_000, now);
    await setTimes(ids[2], now - 3_600_000, now);
    await setTimes(ids[3], now - 31 * 86_400_000 - 60_000, now - 31 * 86_400_000);
    const stats = await call(test, calls.publicStats, {});
    expect(stats.withdrawals).toEqual({ pending: 1, paidLast30Days: 3, medianSecondsToPay: 1_800 });
  });
});
