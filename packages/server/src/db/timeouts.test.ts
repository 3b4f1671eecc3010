// PostgreSQL's limits on every connection (FAIR28_DB_*): a long statement is cut, a held lock is waited
// for only so long and the caller gets a clean "busy" envelope with nothing changed, a transaction left
// idle is ended, and an idle connection's error is logged instead of crashing the process.
import { type AddressInfo, createServer } from 'node:net';
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase, whileLocked } from '../test/database';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  testClock,
  testScheduler,
} from '../test/game';
import { sendForm, startTestApp, type TestApp } from '../test/helper';
import { connectPostgres, queryRows } from './database';
import { sqlState } from './errors';

const { databaseUrl } = loadConfig();

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the pool connection timeout', () => {
  it('fails a query at once when the server accepts but never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const db = connectPostgres(`postgres://nobody@127.0.0.1:${port}/nothing`, { connectTimeoutMs: 200 });
    try {
      const startedAt = Date.now();
      const error = await rejection(db.orm.execute(sql`SELECT 1`));
      // Drizzle wraps the driver's error.
      expect(String((error as { cause?: unknown }).cause)).toMatch(/connection timeout/);
      expect(Date.now() - startedAt).toBeLessThan(2000);
    } finally {
      await db.close();
      silent.close();
    }
  });
});

describe.runIf(databaseUrl)('database timeouts on PostgreSQL', () => {
  it('cuts a statement that runs longer than the statement timeout', async () => {
    const db = await createTestDatabase({ statementTimeoutMs: 200 });
    try {
      const startedAt = Date.now();
      const error = await rejection(db.orm.execute(sql`SELECT pg_sleep(5)`));
      expect(sqlState(error)).toBe('57014');
      expect(Date.now() - startedAt).toBeLessThan(2000);
      // The connection is fine afterwards.
      expect(await queryRows(db.orm, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('ends a transaction left idle, releasing its locks, and logs the ended connection', async () => {
    const errors: Error[] = [];
    const db = await createTestDatabase({
      idleInTransactionTimeoutMs: 200,
      onPoolError: (error) => errors.push(error),
    });
    try {
      const error = await rejection(
        db.orm.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1 FROM users FOR UPDATE`);
          await new Promise((resolve) => setTimeout(resolve, 600));
          await tx.execute(sql`SELECT 1`);
        }),
      );
      expect(error).toBeDefined();
      expect(errors.map((e) => sqlState(e))).toContain('25P03');
      expect(await queryRows(db.orm, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it("logs an idle connection's error and carries on", async () => {
    const errors: Error[] = [];
    const db = await createTestDatabase({ onPoolError: (error) => errors.push(error) });
    const [own] = await queryRows<{ pid: number }>(db.orm, sql`SELECT pg_backend_pid() AS pid`);
    const other = await createTestDatabase();
    try {
      await other.orm.execute(sql`SELECT pg_terminate_backend(${own?.pid})`);
      for (let waited = 0; errors.length === 0 && waited < 3000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(errors).toHaveLength(1);
      expect(await queryRows(db.orm, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await other.close();
      await db.close();
    }
  });
});

describe.runIf(databaseUrl)('a call waiting on a held lock', () => {
  const clock = testClock();
  let test: TestApp;
  let game: TestGame;
  beforeAll(async () => {
    test = await startTestApp({ FAIR28_DB_LOCK_TIMEOUT_MS: '300' }, { now: clock.now });
    game = await createTestGame(test.db, { runningAt: clock });
    await testScheduler(test, clock).tick();
  });
  afterAll(() => test?.close());

  const bet = (token: string, lang: 'en' | 'zh') =>
    sendForm(
      test,
      calls.placeBet.path,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'big', amount: '10' }]),
        idempotencyKey: newBetKey(),
      },
      { token, bearer: true, lang },
    );

  it('answers "busy" in the envelope after the lock timeout, and changes nothing', async () => {
    const player = await fundedPlayer(test, 100_000n);
    const betsOf = async () =>
      (await queryRows(test.db.orm, sql`SELECT id FROM bets WHERE user_id = ${player.userId}`)).length;
    // Another transaction holds the player's wallet (an operator's slow review, say).
    const wallet = sql`SELECT id FROM ledger_accounts WHERE user_id = ${player.userId} FOR UPDATE`;
    await whileLocked(test.db, wallet, async () => {
      const startedAt = Date.now();
      expect(await bet(player.token, 'en')).toMatchObject({
        code: ErrorCode.Busy,
        message: 'The server is busy and nothing was changed, please try again',
      });
      expect(Date.now() - startedAt).toBeLessThan(3000);
      expect(await bet(player.token, 'zh')).toMatchObject({
        code: 503,
        message: '服务器繁忙，未做任何更改，请稍后再试',
      });
      expect(await betsOf()).toBe(0);
    });
    expect((await bet(player.token, 'en')).code).toBe(0);
    expect(await betsOf()).toBe(1);
  });
});
