// The public round history: every drawn, settled and voided round exactly once, in issue order, a page after
// a cursor (through the (game_type_id, issue) index, whatever the page's depth); one game type's alone; as
// plain JSON over GET; each settled round's totals summing to the public statistics' figures.
import { calls, ErrorCode, historyCursorOf, parseMinor, type TRoundHistoryEntry } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  fundedPlayer,
  placeTestBet,
  type TestGame,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { call, failure, startTestApp, type TestApp } from '../../test/helper';

const clock = testClock(1_900_000_200_000);
let test: TestApp;
let games: TestGame[];
let voided: number;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
  games = [
    await createTestGame(test.db, { runningAt: clock, roundSeconds: 20, closeBeforeDrawSeconds: 5 }),
    await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
      layout: 'beijing',
    }),
  ];
  const [fast] = games;
  const player = await fundedPlayer(test, 1_000_000n);
  const operator = await testOperator(test);
  const scheduler = testScheduler(test, clock);
  for (let step = 0; step < 40; step++) {
    await scheduler.tick();
    if (fast && step % 2 === 0)
      await placeTestBet(test, player, fast.roomId, [
        ['big', '10.00'],
        ['sum_7', '2.00'],
      ]);
    if (step === 11) {
      const { current } = await call(
        test,
        calls.roomOpenInfo,
        { roomId: fast?.roomId ?? 0 },
        { token: player.token, bearer: true },
      );
      voided = current?.roundId ?? 0;
      await call(
        test,
        calls.adminRoundVoid,
        { roundId: voided, reason: 'checked' },
        { token: operator.token, bearer: true },
      );
    }
    clock.advance(10_000);
  }
});
afterAll(() => test.close());

async function walk(pageSize: number, gameTypeId?: number) {
  const rounds: TRoundHistoryEntry[] = [];
  const totals: Array<number | null> = [];
  let cursor: string | undefined;
  do {
    const page = await call(test, calls.roundHistory, {
      pageSize,
      ...(gameTypeId ? { gameTypeId } : {}),
      ...(cursor ? { cursor } : {}),
    });
    rounds.push(...page.list);
    totals.push(page.total);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { rounds, totals };
}

describe('the round history', () => {
  it('walks every drawn, settled and voided round once, by game type and issue, a page after a cursor', async () => {
    const listed = await queryRows<{ id: bigint }>(
      test.db.orm,
      sql`SELECT id FROM rounds WHERE status IN ('drawn', 'settled', 'void') ORDER BY game_type_id, issue`,
    );
    const { rounds, totals } = await walk(7);
    expect(rounds.map((round) => round.roundId)).toEqual(listed.map((row) => Number(row.id)));
    expect(totals[0]).toBe(listed.length);
    expect(totals.slice(1).every((total) => total === null)).toBe(true);
    expect(rounds.find((round) => round.roundId === voided)).toMatchObject({
      status: 'void',
      roundHash: null,
      numbers: [],
      sum: null,
      totals: null,
      beacon: null,
    });
    const settled = rounds.filter((round) => round.status === 'settled');
    expect(settled.length).toBeGreaterThan(10);
    for (const round of settled) {
      expect(round.roundHash).toMatch(/^[0-9a-f]{64}$/);
      expect(round.numbers).toHaveLength(20);
      expect(round.totals).not.toBeNull();
      expect(round.settledAt).not.toBeNull();
    }
  });

  it("lists one game type's rounds alone, and resumes after any cursor", async () => {
    const [fast, slow] = games;
    const all = (await walk(100)).rounds;
    const own = (await walk(3, slow?.gameTypeId)).rounds;
    expect(own.length).toBeGreaterThan(0);
    expect(own).toEqual(all.filter((round) => round.gameTypeId === slow?.gameTypeId));
    const middle = all.filter((round) => round.gameTypeId === fast?.gameTypeId)[5];
    if (!middle) throw new Error('too few rounds');
    const after = await call(test, calls.roundHistory, {
      gameTypeId: middle.gameTypeId,
      cursor: historyCursorOf({ gameTypeId: middle.gameTypeId, issue: Number(middle.issue) }),
      pageSize: 2,
    });
    expect(after.list.map((round) => Number(round.issue))).toEqual([
      Number(middle.issue) + 1,
      Number(middle.issue) + 2,
    ]);
    expect(after.total).toBeNull();
  });

  it('sums its settled totals to the public statistics, and answers plain JSON over GET', async () => {
    const { rounds } = await walk(100);
    const stats = await call(test, calls.publicStats, {});
    for (const game of games) {
      const own = rounds.filter((round) => round.gameTypeId === game.gameTypeId && round.totals);
      const shown = stats.gameTypes.find((entry) => entry.gameTypeId === game.gameTypeId)?.figures;
      const sum = (figure: 'stakes' | 'payouts') =>
        own.reduce((total, round) => total + parseMinor(round.totals?.[figure] ?? '0.00'), 0n);
      expect(sum('stakes')).toBe(parseMinor(shown?.stakes ?? '0.00'));
      expect(sum('payouts')).toBe(parseMinor(shown?.payouts ?? '0.00'));
      expect(own.filter((round) => (round.totals?.players ?? 0) > 0)).toHaveLength(
        shown?.roundsWithBets ?? 0,
      );
    }
    const [fast] = games;
    const answer = await test.app.inject({
      method: 'GET',
      url: `${calls.roundHistory.path}?gameTypeId=${fast?.gameTypeId}&pageSize=5`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(
      await call(test, calls.roundHistory, { gameTypeId: fast?.gameTypeId ?? 0, pageSize: 5 }),
    );
  });

  it('refuses a cursor that is not <game type>:<issue>', async () => {
    const refused = await failure(call(test, calls.roundHistory, { cursor: '12;drop' }));
    expect(refused).toMatchObject({ code: ErrorCode.InvalidInput, message: 'The request is invalid' });
    const get = await test.app.inject({ method: 'GET', url: `${calls.roundHistory.path}?cursor=x` });
    expect(get.json()).toMatchObject({ code: ErrorCode.InvalidInput });
  });

  it('reads a page deep in the history through the (game type, issue) index', async () => {
    // A table this small is read whole, or sorted, by choice; with those ruled out, the plan shows the index
    // serves the page in order, stopping at its limit.
    const plan = await test.db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT id FROM rounds r WHERE r.status IN ('drawn', 'settled', 'void')
              AND (r.game_type_id, r.issue) > (1, 5) ORDER BY r.game_type_id, r.issue LIMIT 500`,
      );
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(
      /Index Scan using rounds_game_type_id_issue_key/,
    );
  });
});
