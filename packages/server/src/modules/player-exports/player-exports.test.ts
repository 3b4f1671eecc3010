// A player's CSV exports over the wire: exact lines for their bets (each with its round's verify link) and
// their wallet statement, only the days asked, only their own rows, and clear refusals of a bad range.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  type TestPlayer,
  testClock,
  testScheduler,
} from '../../test/game';
import { call, failure, startTestApp, type TestApp } from '../../test/helper';

// 2030-03-17T17:50:00Z: every bet and transfer below is on 17 March 2030 (UTC).
const clock = testClock(1_900_000_200_000);
const DAY = '2030-03-17';
let test: TestApp;
let game: TestGame;
let alice: TestPlayer;
let bob: TestPlayer;
let rounds: Array<{ id: number; sum: number; issue: string }> = [];
const betIds: number[] = [];
const as = (player: TestPlayer) => ({ token: player.token, bearer: true });

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: 'UTC' }, { now: clock.now });
  game = await createTestGame(test.db, { runningAt: clock });
  alice = await fundedPlayer(test, 100_000n);
  bob = await fundedPlayer(test, 100_000n);
  const scheduler = testScheduler(test, clock);
  for (let round = 0; round < 2; round++) {
    await scheduler.tick();
    const placed = await call(
      test,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'big', amount: '10' }]),
        idempotencyKey: newBetKey(),
      },
      as(alice),
    );
    betIds.push(...placed.bets.map((b) => b.betId));
    await call(
      test,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'small', amount: '20' }]),
        idempotencyKey: newBetKey(),
      },
      as(bob),
    );
    clock.advance(60_000);
  }
  await scheduler.tick();
  const rows = await queryRows<{ id: string; sum: number; issue: string }>(
    test.db.orm,
    sql`SELECT id::text, sum, issue::text FROM rounds WHERE game_type_id = ${game.gameTypeId}
        AND status = 'settled' ORDER BY issue`,
  );
  rounds = rows.map((row) => ({ id: Number(row.id), sum: Number(row.sum), issue: row.issue }));
});
afterAll(() => test.close());

const range = (startTime: string, endTime: string) => ({ startTime, endTime });

/** When the bet was placed, as the export writes it. */
async function placedAt(betId: number): Promise<string> {
  const [row] = await queryRows<{ created_at: Date | string }>(
    test.db.orm,
    sql`SELECT created_at FROM bets WHERE id = ${betId}`,
  );
  return new Date(row?.created_at ?? 0).toISOString();
}

describe('the bet export', () => {
  it('lists the player’s own bets of the days asked, newest first, each with its verify link', async () => {
    const file = await call(test, calls.betExport, range(DAY, DAY), as(alice));
    expect(file.fileName).toBe(`fair28-bets-${DAY}-${DAY}.csv`);
    expect(file.rowCount).toBe(2);
    const line = async (index: number) => {
      const round = rounds[index];
      const won = (round?.sum ?? 0) >= 14;
      return [
        betIds[index],
        await placedAt(betIds[index] ?? 0),
        round?.issue,
        'Room',
        'Big',
        '10.00',
        '1.98',
        won ? 'Won' : 'Lost',
        won ? '19.80' : '0.00',
        `http://localhost:80/#/pages/game/verify/verify?roundId=${round?.id}`,
      ].join(',');
    };
    expect(file.csv).toBe(
      [
        'Bet,Placed (UTC),Issue,Room,Bet type,Stake,Odds,Outcome,Returned,Verify',
        await line(1),
        await line(0),
        '',
      ].join('\r\n'),
    );
    expect(file.csv).not.toContain('Small');
  });

  it('is empty outside the range, and in Chinese when asked', async () => {
    const before = await call(test, calls.betExport, range('2030-03-01', '2030-03-16'), as(alice));
    expect(before).toMatchObject({
      rowCount: 0,
      csv: 'Bet,Placed (UTC),Issue,Room,Bet type,Stake,Odds,Outcome,Returned,Verify\r\n',
    });
    const after = await call(test, calls.betExport, range('2030-03-18', '2030-03-18'), as(alice));
    expect(after.rowCount).toBe(0);
    const zh = await call(test, calls.betExport, range(DAY, DAY), { ...as(alice), lang: 'zh' });
    expect(zh.csv.split('\r\n')[0]).toBe('注单号,投注时间 (UTC),期号,房间,玩法,投注金额,赔率,结果,返还,验证');
    expect(zh.csv).toContain(',房间,大,10.00,1.98,');
  });
});

describe('the statement export', () => {
  it('lists the wallet’s transfers of the days asked with the balance after each', async () => {
    const transfers = await queryRows<{ id: string; kind: string; created_at: Date | string }>(
      test.db.orm,
      sql`SELECT t.id::text, t.kind, t.created_at FROM ledger_transfers t
          JOIN ledger_accounts a ON a.id IN (t.from_account_id, t.to_account_id)
          WHERE a.kind = 'wallet' AND a.user_id = ${bob.userId} ORDER BY t.id DESC`,
    );
    const credit = transfers.find((row) => row.kind === 'deposit');
    const creditTime = new Date(credit?.created_at ?? 0).toISOString();
    // The credit was made on the real clock, the bets and wins on the test clock's 17 March 2030.
    const creditDay = creditTime.slice(0, 10);
    const credited = await call(test, calls.statementExport, range(creditDay, creditDay), as(bob));
    expect(credited.csv).toBe(
      `Transfer,Time (UTC),Type,Amount,Balance after,Reference\r\n${credit?.id},${creditTime},Top-up,1000.00,1000.00,\r\n`,
    );

    const file = await call(test, calls.statementExport, range(DAY, DAY), as(bob));
    const lines = file.csv.trimEnd().split('\r\n');
    // Small 20.00 in each round, paid 39.60 when the sum was 0–13; newest first.
    const expected: string[] = [];
    let balance = 100_000;
    const played = transfers.filter((row) => row.kind !== 'deposit').reverse();
    for (const row of played) {
      balance += row.kind === 'win' ? 3_960 : -2_000;
      expected.unshift(
        [
          row.id,
          new Date(row.created_at).toISOString(),
          row.kind === 'win' ? 'Win' : 'Bet',
          row.kind === 'win' ? '39.60' : '-20.00',
          (balance / 100).toFixed(2),
        ].join(','),
      );
    }
    expect(lines[0]).toBe('Transfer,Time (UTC),Type,Amount,Balance after,Reference');
    // Each line is the expected one, then its reference (the round and bet).
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual(expected);
    expect(lines.filter((line) => line.includes(',Bet,-20.00,'))).toHaveLength(2);
    expect(lines.filter((line) => line.includes(',Win,39.60,'))).toHaveLength(
      rounds.filter((round) => round.sum <= 13).length,
    );
    expect(file.rowCount).toBe(played.length);
    expect(file.csv).not.toContain(',-10.00,');
    // The reference in words: the round and the bet, never the ledger's code.
    expect(lines.filter((line) => /,Bet,-20\.00,.*,Round \d+ · bet \d+$/.test(line))).toHaveLength(2);
    expect(file.csv).not.toMatch(/,round \d/);
  });

  it('is empty for days without transfers', async () => {
    const file = await call(test, calls.statementExport, range('2030-03-18', '2030-04-30'), as(bob));
    expect(file.rowCount).toBe(0);
  });
});

describe('a bad range', () => {
  it('is refused with a clear message, in both languages', async () => {
    const backwards = await failure(call(test, calls.betExport, range('2030-03-18', DAY), as(alice)));
    expect(backwards).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The end date must not be before the start date',
    });
    const long = await failure(
      call(test, calls.statementExport, range('2029-01-01', '2030-03-17'), { ...as(alice), lang: 'zh' }),
    );
    expect(long).toMatchObject({ code: ErrorCode.InvalidInput, message: '最多选择366天' });
    const notADate = await failure(call(test, calls.betExport, range('yesterday', DAY), as(alice)));
    expect(notADate).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Invalid date' });
  });
});
