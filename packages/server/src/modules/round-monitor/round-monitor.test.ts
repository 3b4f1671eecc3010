// The round monitor and voiding, as an operator and a player would check them: the live round's stakes and
// what each bet type, room and player would be paid; voiding an undrawn round gives every player exactly
// their stakes back through the ledger (the books stay clean), marks their bets void in both languages,
// tells them why, logs the reason, and tells the room; a drawn round cannot be voided; only admin may void.
import { calls, ErrorCode, formatMinor, parseMinor, type TPlaceBetResponse } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { recordGameEvents } from '../../kernel/game-events';
import {
  createTestGame,
  createTestRoom,
  fundedPlayer,
  placeTestBet,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { call, failure, sendForm, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { expectCleanBooks, turnoverRequired } from '../../test/money';
import { addTurnoverRequirement } from '../accounts/service';
import { walletBalance } from '../ledger/service';

const clock = testClock();
const events = recordGameEvents();
let test: TestApp;
let game: TestGame;
let otherRoomId: number;
let admin: TestPlayer;
let finance: TestPlayer;
let scheduler: ReturnType<typeof testScheduler>;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now, events });
  game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10, runningAt: clock });
  otherRoomId = (await createTestRoom(test.db, { gameTypeId: game.gameTypeId, areaId: game.areaId })).id;
  scheduler = testScheduler(test, clock);
  await scheduler.tick();
  admin = await testOperator(test, 'admin');
  finance = await testOperator(test, 'finance');
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
});

const as = (who: TestPlayer) => ({ token: who.token, bearer: true });

function place(who: TestPlayer, items: Array<[string, string]>, roomId = game.roomId) {
  return placeTestBet(test, who, roomId, items);
}

/** What a bet pays if it wins: stake × odds, rounded down to the cent as settlement does. */
const payoutOf = (answers: TPlaceBetResponse[], betType?: string) =>
  answers
    .flatMap((answer) => answer.bets)
    .filter((bet) => betType === undefined || bet.betType === betType)
    .reduce((sum, bet) => sum + (parseMinor(bet.amount) * parseMinor(bet.odds)) / 100n, 0n);

async function roundRow(roundId: number) {
  const [row] = await queryRows<{ status: string; round_hash: string | null; voided_at: Date | null }>(
    test.db.orm,
    sql`SELECT status, round_hash, voided_at FROM rounds WHERE id = ${roundId}`,
  );
  return row;
}

/** The next round's start: the scheduler opens it and closes, draws and settles the one before. */
async function nextRound() {
  const now = clock.now().getTime();
  clock.set(now - (now % 60_000) + 60_000);
  await scheduler.tick();
}

describe('the round monitor', () => {
  it('shows the live round with stakes and exposure per bet type, room and player, biggest first', async () => {
    await nextRound();
    const small = await fundedPlayer(test, 100_000n);
    const big = await fundedPlayer(test, 100_000n);
    const smallBets = [
      await place(small, [
        ['big', '100'],
        ['small', '50'],
      ]),
    ];
    const bigBets = [
      await place(big, [
        ['big', '200'],
        ['sum_13', '10'],
      ]),
      await place(big, [['odd', '20']], otherRoomId),
    ];
    const all = [...smallBets, ...bigBets];
    const { list } = await call(test, calls.adminRoundMonitor, { gameTypeId: game.gameTypeId }, as(finance));
    const [round] = list;
    expect(list).toHaveLength(1);
    expect(round).toMatchObject({
      roundId: smallBets[0]?.roundId,
      issue: smallBets[0]?.issue,
      status: 'open',
      betCount: 5,
      playerCount: 2,
      stake: '380.00',
      potentialPayout: formatMinor(payoutOf(all)),
    });
    expect(round?.byBetType.map((row) => [row.betType, row.label, row.stake, row.potentialPayout])).toEqual([
      ['big', 'Big', '300.00', formatMinor(payoutOf(all, 'big'))],
      ['small', 'Small', '50.00', formatMinor(payoutOf(all, 'small'))],
      ['odd', 'Odd', '20.00', formatMinor(payoutOf(all, 'odd'))],
      ['sum_13', 'Sum 13', '10.00', formatMinor(payoutOf(all, 'sum_13'))],
    ]);
    expect(round?.byRoom.map((row) => [row.roomId, row.betCount, row.stake])).toEqual([
      [game.roomId, 4, '360.00'],
      [otherRoomId, 1, '20.00'],
    ]);
    expect(round?.topPlayers.map((row) => [row.userId, row.stake, row.potentialPayout])).toEqual([
      [big.userId, '230.00', formatMinor(payoutOf(bigBets))],
      [small.userId, '150.00', formatMinor(payoutOf(smallBets))],
    ]);
    // One room only: its bets alone.
    const inOther = await call(
      test,
      calls.adminRoundMonitor,
      { gameTypeId: game.gameTypeId, roomId: otherRoomId },
      as(admin),
    );
    expect(inOther.list[0]).toMatchObject({ betCount: 1, stake: '20.00', playerCount: 1 });
    expect(
      (await call(test, calls.adminRoundMonitor, {}, { token: admin.token, bearer: true, lang: 'zh' }))
        .list[0]?.byBetType[0]?.label,
    ).toBe('大');
  });

  it('lists past rounds with their result, stakes, payouts and the house take', async () => {
    const [live] = (await call(test, calls.adminRoundMonitor, { gameTypeId: game.gameTypeId }, as(admin)))
      .list;
    await nextRound();
    await nextRound();
    const page = await call(
      test,
      calls.adminRoundList,
      { gameTypeId: game.gameTypeId, status: 'settled', pageSize: 50 },
      as(finance),
    );
    const settled = page.list.find((row) => row.roundId === live?.roundId);
    const [paid] = await queryRows<{ payout: bigint }>(
      test.db.orm,
      sql`SELECT coalesce(sum(payout_minor + refund_minor), 0)::bigint AS payout
          FROM round_player_results WHERE round_id = ${live?.roundId}`,
    );
    const payout = BigInt(paid?.payout ?? 0);
    expect(settled).toMatchObject({
      issue: live?.issue,
      status: 'settled',
      statusName: 'Settled',
      betCount: 5,
      playerCount: 2,
      stake: '380.00',
      payout: formatMinor(payout),
      grossGamingRevenue: formatMinor(38_000n - payout),
      voidedTime: null,
    });
    expect(settled?.result?.sum).toEqual(expect.any(Number));
    expect(page.list.every((row) => row.status === 'settled')).toBe(true);
  });
});

describe('voiding a round', () => {
  it('refunds exactly every stake through the ledger, marks bets void, tells players and the room, and logs why', async () => {
    await nextRound();
    const first = await fundedPlayer(test, 100_000n);
    const second = await fundedPlayer(test, 50_000n);
    await addTurnoverRequirement(test.db.orm, first.userId, 20_000n);
    const firstBets = await place(first, [
      ['big', '100'],
      ['small', '100'],
      ['sum_13', '5.50'],
    ]);
    await place(second, [['even', '250']], otherRoomId);
    // A bet its player cancelled before the void was refunded then, and is not refunded again.
    const cancelled = await place(second, [['odd', '40']]);
    await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId, betIds: String(cancelled.bets[0]?.betId) },
      as(second),
    );
    expect(await walletBalance(test.db.orm, first.userId)).toBe(100_000n - 20_550n);
    expect(await turnoverRequired(test, first.userId)).toBe(0n);
    const roundId = firstBets.roundId;
    const before = await tableCounts(test.db);
    events.clear();

    const voided = await call(
      test,
      calls.adminRoundVoid,
      { roundId, reason: 'The draw source was unreachable' },
      as(admin),
    );
    expect(voided).toEqual({
      roundId,
      issue: firstBets.issue,
      status: 'void',
      refundedBets: 4,
      refunded: '455.50',
      playerCount: 2,
    });
    expect(await walletBalance(test.db.orm, first.userId)).toBe(100_000n);
    expect(await walletBalance(test.db.orm, second.userId)).toBe(50_000n);
    // The turnover the bets had paid off is owed again, as a cancel gives it back.
    expect(await turnoverRequired(test, first.userId)).toBe(20_000n);
    await expectCleanBooks(test);
    const refunds = await queryRows<{ key: string; amount: bigint }>(
      test.db.orm,
      sql`SELECT idempotency_key AS key, amount_minor AS amount FROM ledger_transfers
          WHERE kind = 'refund' AND idempotency_key LIKE 'cancel:%'
            AND idempotency_key IN (SELECT 'cancel:' || id FROM bets WHERE round_id = ${roundId})
          ORDER BY id`,
    );
    expect(refunds).toHaveLength(5);
    expect(new Set(refunds.map((row) => row.key)).size).toBe(5);
    // Nothing else was written but the refunds, the bets' new status, two messages and one audit entry.
    const after = await tableCounts(test.db);
    expect(after.ledger_transfers).toBe((before.ledger_transfers ?? 0) + 4);
    expect(after.player_messages).toBe((before.player_messages ?? 0) + 2);
    expect(after.operator_actions).toBe((before.operator_actions ?? 0) + 1);

    expect(await roundRow(roundId)).toMatchObject({ status: 'void', round_hash: null });
    const records = await call(test, calls.roomBetList, { roomId: game.roomId }, as(first));
    expect(
      records.list.filter((bet) => bet.roundId === roundId).map((bet) => [bet.outcome, bet.payout]),
    ).toEqual([
      ['void', '5.50'],
      ['void', '100.00'],
      ['void', '100.00'],
    ]);
    const cancelledRecord = (await call(test, calls.roomBetList, { roomId: game.roomId }, as(second)))
      .list[0];
    expect(cancelledRecord?.outcome).toBe('cancelled');

    const [message] = (await call(test, calls.messageList, {}, as(first))).list;
    expect(message).toMatchObject({
      title: 'Round voided',
      content: `Round ${firstBets.issue} was voided before its draw; your stakes of 205.50 have been refunded. Reason: The draw source was unreachable`,
    });
    const [zh] = (await call(test, calls.messageList, {}, { ...as(second), lang: 'zh' })).list;
    expect(zh?.title).toBe('本期已作废');
    expect(zh?.content).toContain(`第 ${firstBets.issue} 期在开奖前已作废，您的投注 250.00 已全额退回。`);

    const [logged] = (await call(test, calls.adminAuditList, { action: 'round.void' }, as(admin))).list;
    expect(logged).toMatchObject({
      targetType: 'round',
      targetId: roundId,
      reason: 'The draw source was unreachable',
    });
    expect(events.ofType('round.voided')).toEqual([
      {
        type: 'round.voided',
        gameTypeId: game.gameTypeId,
        roundId,
        issue: firstBets.issue,
        voidReason: 'operator',
        reason: 'The draw source was unreachable',
        betCount: 4,
        refunded: '455.50',
      },
    ]);
    const listed = await call(
      test,
      calls.adminRoundList,
      { gameTypeId: game.gameTypeId, status: 'void' },
      as(admin),
    );
    expect(listed.list[0]).toMatchObject({
      roundId,
      statusName: 'Void · bets refunded',
      stake: '455.50',
      grossGamingRevenue: '0.00',
    });
    expect(listed.list[0]?.voidedTime).toEqual(expect.any(String));

    // The round takes no more bets, and voiding it twice is refused, changing nothing.
    const late = await failure(place(first, [['big', '10']]));
    expect(late.code).toBe(ErrorCode.BettingClosed);
    const unchanged = await tableCounts(test.db);
    const again = await failure(call(test, calls.adminRoundVoid, { roundId, reason: 'again' }, as(admin)));
    expect(again).toMatchObject({
      code: ErrorCode.RoundVoided,
      message: 'This round has been voided already',
    });
    expect(await tableCounts(test.db)).toEqual(unchanged);

    // The scheduler never draws it; the next round runs as usual.
    await nextRound();
    await nextRound();
    expect(await roundRow(roundId)).toMatchObject({ status: 'void', round_hash: null });
    const next = await place(first, [['big', '10']]);
    expect(Number(next.issue)).toBeGreaterThan(Number(firstBets.issue));
    await expectCleanBooks(test);
  });

  it('refuses a drawn round in both languages, changing nothing', async () => {
    const player = await fundedPlayer(test, 10_000n);
    const bet = await place(player, [['big', '10']]);
    await nextRound();
    await nextRound();
    expect((await roundRow(bet.roundId))?.status).toBe('settled');
    const before = await tableCounts(test.db);
    const refused = await failure(
      call(test, calls.adminRoundVoid, { roundId: bet.roundId, reason: 'too late' }, as(admin)),
    );
    expect(refused).toMatchObject({
      code: ErrorCode.RoundDrawn,
      message: 'This round has been drawn: a drawn round cannot be voided',
    });
    const zh = await sendForm(
      test,
      calls.adminRoundVoid.path,
      { roundId: bet.roundId, reason: 'too late' },
      { ...as(admin), lang: 'zh' },
    );
    expect(zh.message).toBe('本期已开奖，已开奖的期数不能作废');
    expect(await tableCounts(test.db)).toEqual(before);
    const missing = await failure(
      call(test, calls.adminRoundVoid, { roundId: 987_654_321, reason: 'x' }, as(admin)),
    );
    expect(missing.code).toBe(ErrorCode.NotFound);
  });

  it('is refused to a player and to roles without rounds.void (finance, support), changing nothing', async () => {
    const player = await fundedPlayer(test, 10_000n);
    const bet = await place(player, [['big', '10']]);
    const support = await testOperator(test, 'support');
    const before = await tableCounts(test.db);
    for (const who of [player, finance, support]) {
      const refused = await sendForm(
        test,
        calls.adminRoundVoid.path,
        { roundId: bet.roundId, reason: 'no' },
        as(who),
      );
      expect(refused.code).toBe(ErrorCode.Forbidden);
    }
    // A player may not read the monitor either; support holds no games.read.
    for (const who of [player, support]) {
      expect((await sendForm(test, calls.adminRoundMonitor.path, {}, as(who))).code).toBe(
        ErrorCode.Forbidden,
      );
    }
    expect(await tableCounts(test.db)).toEqual(before);
    expect((await roundRow(bet.roundId))?.status).not.toBe('void');
  });
});
