// One failing round never stops the others: a round whose settlement fails is reported with its id and
// tried again after a doubling back-off, while every other round goes on settling.
import { calls } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulerPorts } from '../../app';
import { queryRows } from '../../db/database';
import { postgresError } from '../../db/errors';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  TEST_CHAIN_KEY,
  type TestGame,
  testClock,
} from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { audit } from '../ledger/service';
import { GameScheduler, type RoundFailure, roundRetryDelayMs } from './scheduler';

const clock = testClock();
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
});
afterAll(() => test.close());

async function statusOf(roundId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    test.db.orm,
    sql`SELECT status FROM rounds WHERE id = ${roundId}`,
  );
  return row?.status;
}

/** Makes the database refuse to mark this one round settled, as a fault in its data would. */
async function breakSettlementOf(roundId: number) {
  await test.db.orm.execute(
    sql.raw(`CREATE FUNCTION refuse_settling_round() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = ${Number(roundId)} THEN RAISE EXCEPTION 'round ${Number(roundId)} cannot be settled'; END IF;
        RETURN NEW;
      END $$`),
  );
  await test.db.orm.execute(
    sql`CREATE TRIGGER refuse_settling_round BEFORE UPDATE ON rounds FOR EACH ROW WHEN (NEW.status = 'settled') EXECUTE FUNCTION refuse_settling_round()`,
  );
}

async function repairSettlement() {
  await test.db.orm.execute(sql`DROP TRIGGER refuse_settling_round ON rounds`);
  await test.db.orm.execute(sql`DROP FUNCTION refuse_settling_round()`);
}

describe('a round whose settlement fails', () => {
  it('is retried with back-off while the other rounds settle', async () => {
    clock.set(1_900_000_200_000);
    const failures: RoundFailure[] = [];
    const scheduler = new GameScheduler({
      db: test.db,
      now: clock.now,
      events: { publish() {} },
      chainLength: 50,
      chainKey: TEST_CHAIN_KEY,
      ...schedulerPorts(test.app.ctx),
      onRoundFailure: (failure) => failures.push(failure),
    });
    const games: TestGame[] = [];
    for (let i = 0; i < 3; i++) games.push(await createTestGame(test.db, { runningAt: clock }));
    await scheduler.tick();
    const player = await fundedPlayer(test, 100_000n);
    const roundIds: number[] = [];
    for (const game of games) {
      const placed = await call(
        test,
        calls.placeBet,
        {
          roomId: game.roomId,
          items: JSON.stringify([{ betType: 'big', amount: '10' }]),
          idempotencyKey: newBetKey(),
        },
        { token: player.token, bearer: true },
      );
      roundIds.push(placed.roundId);
    }
    const [broken, ...healthy] = roundIds as [number, ...number[]];
    await breakSettlementOf(broken);

    clock.advance(60_000);
    const first = await scheduler.tick();
    expect(first).toMatchObject({ drawn: 3, settled: 2, failed: 1 });
    for (const roundId of healthy) expect(await statusOf(roundId)).toBe('settled');
    expect(await statusOf(broken)).toBe('drawn');
    expect(failures).toEqual([
      { step: 'settle', roundId: broken, attempt: 1, retryInMs: 1000, error: expect.anything() },
    ]);
    expect(postgresError(failures[0]?.error)?.message).toBe(`round ${broken} cannot be settled`);

    // Waiting out its back-off: not tried on the next ticks, 1 s, then 2 s, then 4 s apart.
    expect((await scheduler.tick()).failed).toBe(0);
    clock.advance(999);
    expect((await scheduler.tick()).failed).toBe(0);
    clock.advance(1);
    expect((await scheduler.tick()).failed).toBe(1);
    clock.advance(1999);
    expect((await scheduler.tick()).failed).toBe(0);
    clock.advance(1);
    expect((await scheduler.tick()).failed).toBe(1);
    expect(failures.map((failure) => [failure.attempt, failure.retryInMs])).toEqual([
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ]);

    // The next rounds of every game, the broken one's included, go on meanwhile.
    clock.advance(60_000);
    const next = await scheduler.tick();
    expect(next).toMatchObject({ drawn: 3, settled: 3, failed: 1 });

    await repairSettlement();
    clock.advance(roundRetryDelayMs(4));
    expect(await scheduler.tick()).toMatchObject({ settled: 1, failed: 0 });
    expect(await statusOf(broken)).toBe('settled');
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('backs off doubling from a second to at most five minutes', () => {
    expect([1, 2, 3, 9, 10, 50].map(roundRetryDelayMs)).toEqual([
      1000, 2000, 4000, 256_000, 300_000, 300_000,
    ]);
  });
});
