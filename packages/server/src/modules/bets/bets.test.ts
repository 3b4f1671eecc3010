// Placing and cancelling bets over the wire, batched and unbatched: exact balances under concurrency,
// idempotent retries, races with the close, and every refusal clear and without a trace.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/database';
import { recordGameEvents } from '../../kernel/game-events';
import { whileLocked, within } from '../../test/database';
import {
  createTestGame,
  createTestRoom,
  fundedPlayer,
  newBetKey,
  type TestGame,
  testClock,
  testScheduler,
} from '../../test/game';
import { CallFailed, call, sendForm, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { audit, walletBalance } from '../ledger/service';

const isPostgres = Boolean(loadConfig().databaseUrl);

describe.each<{ mode: string; env: Record<string, string> }>([
  { mode: 'batched', env: { FAIR28_BET_BATCHING: 'true' } },
  // 1,000 calls at once queue for the pool's 20 connections: on a busy machine the last wait longer than
  // the default 10 s connect timeout, which this suite is not about.
  {
    mode: 'one transaction per call',
    env: { FAIR28_BET_BATCHING: 'false', FAIR28_DB_CONNECT_TIMEOUT_MS: '120000' },
  },
])('bets, $mode', ({ mode, env }) => {
  const clock = testClock();
  const events = recordGameEvents();
  let test: TestApp;
  let game: TestGame;

  beforeAll(async () => {
    test = await startTestApp(env, { now: clock.now, events });
    clock.set(1_900_000_200_000);
    game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 600, closeBeforeDrawSeconds: 60 });
    await testScheduler(test, clock).tick();
  });
  afterAll(() => test.close());

  const place = (
    token: string,
    items: Array<{ betType: string; amount: string }>,
    options: { roomId?: number; key?: string } = {},
  ) =>
    call(
      test,
      calls.placeBet,
      {
        roomId: options.roomId ?? game.roomId,
        items: JSON.stringify(items),
        idempotencyKey: options.key ?? newBetKey(),
      },
      { token, bearer: true },
    );

  const failureOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof CallFailed) return error.envelope;
      throw error;
    }
    throw new Error('the call succeeded');
  };

  it('places several bets in one call at the room odds, through the ledger', async () => {
    const player = await fundedPlayer(test, 10_000n);
    events.clear();
    const answer = await place(player.token, [
      { betType: 'big', amount: '10.00' },
      { betType: 'sum_13', amount: '2.5' },
    ]);
    expect(answer.bets.map((bet) => [bet.betType, bet.amount, bet.odds])).toEqual([
      ['big', '10.00', '1.98'],
      ['sum_13', '2.50', '12.9'],
    ]);
    expect(answer).toMatchObject({ total: '12.50', balance: '87.50' });
    expect(await walletBalance(test.db.orm, player.userId)).toBe(8_750n);
    expect(events.ofType('bet.placed')).toHaveLength(1);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('the same idempotency key 50 times at once: one bet, fifty identical answers', async () => {
    const player = await fundedPlayer(test, 10_000n);
    const key = newBetKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(player.token, [{ betType: 'odd', amount: '7.00' }], { key })),
    );
    const betIds = new Set(answers.map((answer) => answer.bets[0]?.betId));
    expect(betIds.size).toBe(1);
    expect(await walletBalance(test.db.orm, player.userId)).toBe(9_300n);
    const [row] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count FROM bets WHERE user_id = ${player.userId}`,
    );
    expect(row?.count).toBe(1);
  });

  it(`concurrent bets of 10 on a balance of 5,000 (${mode}): exactly what fits is accepted`, async () => {
    // 1,000 calls on PostgreSQL; PGlite has one connection, so fewer keep the suite fast.
    const calls_ = isPostgres ? 1000 : 120;
    const balance = BigInt(calls_ / 2) * 1_000n;
    const player = await fundedPlayer(test, balance);
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: calls_ }, () => place(player.token, [{ betType: 'even', amount: '10.00' }])),
    );
    const elapsed = performance.now() - started;
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(accepted).toHaveLength(calls_ / 2);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(CallFailed);
      expect((result.reason as CallFailed).envelope.code).toBe(ErrorCode.InsufficientBalance);
    }
    expect(await walletBalance(test.db.orm, player.userId)).toBe(0n);
    expect((await audit(test.db.orm)).isClean).toBe(true);
    console.warn(`${calls_} concurrent bets (${mode}, ${test.db.kind}): ${elapsed.toFixed(0)} ms`);
  });

  it('reduces the turnover still owed by the stake, floored at zero, and gives it back on cancel', async () => {
    const player = await fundedPlayer(test, 100_000n);
    await test.db.orm.execute(
      sql`UPDATE users SET turnover_required_minor = 1500 WHERE id = ${player.userId}`,
    );
    const turnover = async () => {
      const [row] = await queryRows<{ t: bigint }>(
        test.db.orm,
        sql`SELECT turnover_required_minor AS t FROM users WHERE id = ${player.userId}`,
      );
      return BigInt(row?.t ?? -1n);
    };
    const first = await place(player.token, [{ betType: 'big', amount: '10.00' }]);
    expect(await turnover()).toBe(500n);
    await place(player.token, [{ betType: 'small', amount: '10.00' }]);
    expect(await turnover()).toBe(0n);
    await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId, betIds: String(first.bets[0]?.betId) },
      { token: player.token, bearer: true },
    );
    expect(await turnover()).toBe(1000n);
  });

  it('refuses with a clear error and writes nothing: limits, bet types, rooms, entry balance', async () => {
    const player = await fundedPlayer(test, 50_000n);
    const unconfigured = await createTestRoom(test.db, game, { odds: null });
    const closedRoom = await createTestRoom(test.db, game);
    await test.db.orm.execute(sql`UPDATE rooms SET is_open = false WHERE id = ${closedRoom.id}`);
    const vip = await createTestRoom(test.db, game, { entryMinMinor: 100_000n });
    const partial = await createTestRoom(test.db, game, { odds: { big: '1.98' } });
    const before = await tableCounts(test.db);
    const cases: Array<[() => Promise<unknown>, number, string]> = [
      [
        () => place(player.token, [{ betType: 'big', amount: '0.99' }]),
        ErrorCode.BetAmountOutOfRange,
        '1.00',
      ],
      [
        () => place(player.token, [{ betType: 'big', amount: '10000.01' }]),
        ErrorCode.BetAmountOutOfRange,
        '10000.00',
      ],
      [
        () => place(player.token, [{ betType: 'small', amount: '5' }], { roomId: partial.id }),
        ErrorCode.BetTypeNotOffered,
        'does not offer',
      ],
      [
        () => place(player.token, [{ betType: 'big', amount: '5' }], { roomId: unconfigured.id }),
        ErrorCode.RoomNotConfigured,
        'The room is not configured, please contact customer service',
      ],
      [
        () => place(player.token, [{ betType: 'big', amount: '5' }], { roomId: closedRoom.id }),
        ErrorCode.RoomClosed,
        'closed',
      ],
      [
        () => place(player.token, [{ betType: 'big', amount: '5' }], { roomId: vip.id }),
        ErrorCode.BelowRoomEntryMinimum,
        '1000.00',
      ],
      [
        () => place(player.token, [{ betType: 'big', amount: '500.01' }]),
        ErrorCode.InsufficientBalance,
        'balance',
      ],
      [
        () => place(player.token, [{ betType: 'big', amount: '5' }], { roomId: 999_999 }),
        ErrorCode.NotFound,
        '',
      ],
    ];
    for (const [attempt, code, text] of cases) {
      const envelope = await failureOf(attempt());
      expect(envelope.code).toBe(code);
      expect(envelope.message).toContain(text);
    }
    expect(await tableCounts(test.db)).toEqual(before);
    const zh = await sendForm(
      test,
      calls.placeBet.path,
      { roomId: unconfigured.id, items: '[{"betType":"big","amount":"5"}]', idempotencyKey: newBetKey() },
      { token: player.token, bearer: true, lang: 'zh' },
    );
    expect(zh.message).toBe('该房间未配置，请联系客服');
  });

  it("caps a player's stake and the room's payout in a round, refusing clearly and writing nothing", async () => {
    // A player may stake 500.00 a round here; the room may owe at most 1,000.00 if every bet won.
    const capped = await createTestRoom(test.db, game, {
      playerRoundStakeMaxMinor: 50_000n,
      roomRoundPayoutMaxMinor: 100_000n,
    });
    const one = await fundedPlayer(test, 200_000n);
    const two = await fundedPlayer(test, 200_000n);
    const inCapped = { roomId: capped.id };
    const first = await place(one.token, [{ betType: 'big', amount: '300' }], inCapped);

    let before = await tableCounts(test.db);
    const overStake = await failureOf(place(one.token, [{ betType: 'small', amount: '200.01' }], inCapped));
    expect(overStake.code).toBe(ErrorCode.PlayerRoundStakeLimit);
    expect(overStake.message).toBe(
      'Your stakes in this room may total at most 500.00 per round (already 300.00)',
    );
    const zh = await sendForm(
      test,
      calls.placeBet.path,
      { roomId: capped.id, items: '[{"betType":"small","amount":"300"}]', idempotencyKey: newBetKey() },
      { token: one.token, bearer: true, lang: 'zh' },
    );
    expect(zh.message).toBe('您每期在该房间的下注总额最多500.00（本期已下注300.00）');
    // 300 × 1.98 = 594.00 owed so far; 210 more at 1.98 would make 1,009.80.
    const overPayout = await failureOf(place(two.token, [{ betType: 'small', amount: '210' }], inCapped));
    expect(overPayout.code).toBe(ErrorCode.RoomRoundPayoutLimit);
    expect(overPayout.message).toContain('what it may pay out this round');
    const zhPayout = await sendForm(
      test,
      calls.placeBet.path,
      { roomId: capped.id, items: '[{"betType":"small","amount":"210"}]', idempotencyKey: newBetKey() },
      { token: two.token, bearer: true, lang: 'zh' },
    );
    expect(zhPayout.message).toBe('本房间本期的可赔付额度已满，请减少金额或在下一期投注');
    expect(await tableCounts(test.db)).toEqual(before);

    // Up to the caps exactly is accepted; the other rooms are not capped by this one.
    await place(one.token, [{ betType: 'small', amount: '200' }], inCapped);
    expect(await walletBalance(test.db.orm, one.userId)).toBe(150_000n);
    await place(two.token, [{ betType: 'odd', amount: '1000' }]);
    before = await tableCounts(test.db);
    expect((await failureOf(place(two.token, [{ betType: 'odd', amount: '10' }], inCapped))).code).toBe(
      ErrorCode.RoomRoundPayoutLimit,
    );
    expect(await tableCounts(test.db)).toEqual(before);

    // A cancelled bet no longer counts: its stake and its payout (594.00 of the 990.00) are free again.
    await call(
      test,
      calls.cancelBet,
      { roomId: capped.id, betIds: String(first.bets[0]?.betId) },
      { token: one.token, bearer: true },
    );
    await place(two.token, [{ betType: 'odd', amount: '300' }], inCapped);
    await place(one.token, [{ betType: 'even', amount: '5' }], inCapped);
    expect((await failureOf(place(one.token, [{ betType: 'even', amount: '1' }], inCapped))).code).toBe(
      ErrorCode.RoomRoundPayoutLimit,
    );
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it("40 players at once against a room's payout cap: exactly what fits is accepted", async () => {
    const capped = await createTestRoom(test.db, game, { roomRoundPayoutMaxMinor: 100_000n });
    const players = await Promise.all(Array.from({ length: 40 }, () => fundedPlayer(test, 10_000n)));
    const outcomes = await Promise.allSettled(
      players.map((player) =>
        place(player.token, [{ betType: 'big', amount: '100' }], { roomId: capped.id }),
      ),
    );
    // Each bet could pay 198.00: five fit under 1,000.00, the sixth would not.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(CallFailed);
        expect((outcome.reason as CallFailed).envelope.code).toBe(ErrorCode.RoomRoundPayoutLimit);
      }
    }
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it("cancels only one's own bets of the open round; another player's bet is not found", async () => {
    const owner = await fundedPlayer(test, 10_000n);
    const other = await fundedPlayer(test, 10_000n);
    const placed = await place(owner.token, [
      { betType: 'big', amount: '10' },
      { betType: 'odd', amount: '20' },
    ]);
    const [big, odd] = placed.bets;
    const before = await tableCounts(test.db);
    const stolen = await failureOf(
      call(
        test,
        calls.cancelBet,
        { roomId: game.roomId, betIds: String(big?.betId) },
        { token: other.token, bearer: true },
      ),
    );
    expect(stolen.code).toBe(ErrorCode.NotFound);
    expect(await tableCounts(test.db)).toEqual(before);

    const one = await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId, betIds: String(big?.betId) },
      { token: owner.token, bearer: true },
    );
    expect(one).toMatchObject({ refunded: '10.00', balance: '80.00' });
    const again = await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId, betIds: String(big?.betId) },
      { token: owner.token, bearer: true },
    );
    expect(again).toMatchObject({ cancelled: [], refunded: '0.00', balance: '80.00' });
    const rest = await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId },
      { token: owner.token, bearer: true },
    );
    expect(rest.cancelled).toEqual([{ betId: odd?.betId, amount: '20.00' }]);
    expect(await walletBalance(test.db.orm, owner.userId)).toBe(10_000n);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('cancel-all as the first call of a new round answers, and betting and the scheduler go on', async () => {
    // The round taking bets is looked up on this call for the first time: it must be read outside the
    // cancel's transaction (on PGlite a read through the pool inside it would wait for itself for good).
    clock.set(1_900_030_000_000);
    const freshGame = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const player = await fundedPlayer(test, 10_000n);
    const cancelAll = () =>
      call(test, calls.cancelBet, { roomId: freshGame.roomId }, { token: player.token, bearer: true });
    const deadline = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error('cancel-all as the first call of a round did not answer in 10 s')),
        10_000,
      ),
    );
    expect(await Promise.race([cancelAll(), deadline])).toEqual({
      cancelled: [],
      refunded: '0.00',
      balance: '100.00',
    });
    const placed = await place(player.token, [{ betType: 'big', amount: '5' }], { roomId: freshGame.roomId });
    expect(await Promise.race([cancelAll(), deadline])).toMatchObject({
      cancelled: [{ betId: placed.bets[0]?.betId, amount: '5.00' }],
      balance: '100.00',
    });
    clock.advance(60_000);
    expect((await scheduler.tick()).drawn).toBeGreaterThan(0);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('bets, cancels and the close racing: each bet counts or is refunded, never both', async () => {
    clock.set(1_900_010_000_000);
    const raceGame = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(test, 100_000n)));
    clock.advance(49_990);
    const settle = Promise.all(
      players.map(async (player, index) => {
        const placed = await place(player.token, [{ betType: index % 2 ? 'big' : 'small', amount: '10' }], {
          roomId: raceGame.roomId,
        }).catch(() => undefined);
        await call(
          test,
          calls.cancelBet,
          { roomId: raceGame.roomId },
          { token: player.token, bearer: true },
        ).catch(() => undefined);
        return placed;
      }),
    );
    const closing = (async () => {
      clock.advance(10);
      await scheduler.tick();
    })();
    await Promise.all([settle, closing]);
    clock.advance(60_000);
    await scheduler.tick();
    const rows = await queryRows<{ counted: number; refunded: number; both: number }>(
      test.db.orm,
      sql`SELECT
            count(*) FILTER (WHERE b.status = 'placed')::integer AS counted,
            count(*) FILTER (WHERE t.id IS NOT NULL)::integer AS refunded,
            count(*) FILTER (WHERE b.status = 'placed' AND t.id IS NOT NULL)::integer AS both
          FROM bets b LEFT JOIN ledger_transfers t ON t.idempotency_key = 'cancel:' || b.id::text
          WHERE b.room_id = ${raceGame.roomId}`,
    );
    expect(rows[0]?.both).toBe(0);
    // Every bet is either in the settled results or refunded.
    const [results] = await queryRows<{ stake: bigint | null }>(
      test.db.orm,
      sql`SELECT sum(stake_minor)::bigint AS stake FROM round_player_results WHERE room_id = ${raceGame.roomId}`,
    );
    expect(BigInt(results?.stake ?? 0n)).toBe(BigInt(rows[0]?.counted ?? 0) * 1_000n);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  /** A player's bet placed in a new game's round at `time`, that round then closed: its call's key and answer. */
  async function betThenClosed(time: number, items: { betType: string; amount: string }[]) {
    clock.set(time);
    const closeGame = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const player = await fundedPlayer(test, 10_000n);
    const key = newBetKey();
    const first = await place(player.token, items, { roomId: closeGame.roomId, key });
    clock.advance(50_000);
    await scheduler.tick();
    return { closeGame, player, key, first };
  }

  it('after the close: no bet, no cancel; a retry of an earlier call still gets its first answer', async () => {
    const { closeGame, player, key, first } = await betThenClosed(1_900_020_000_000, [
      { betType: 'big', amount: '1' },
    ]);
    const before = await tableCounts(test.db);
    const late = await failureOf(
      place(player.token, [{ betType: 'big', amount: '1' }], { roomId: closeGame.roomId }),
    );
    expect(late.code).toBe(ErrorCode.BettingClosed);
    const cancel = await failureOf(
      call(
        test,
        calls.cancelBet,
        { roomId: closeGame.roomId, betIds: String(first.bets[0]?.betId) },
        {
          token: player.token,
          bearer: true,
        },
      ),
    );
    expect(cancel.code).toBe(ErrorCode.BettingClosed);
    const retry = await place(player.token, [{ betType: 'big', amount: '1' }], {
      roomId: closeGame.roomId,
      key,
    });
    expect(retry.bets).toEqual(first.bets);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  // Nothing can be written with no round taking bets, so nothing is locked: a call is answered while another
  // transaction holds the player's wallet (on PGlite, one connection, nothing can hold it meanwhile).
  it.runIf(isPostgres)(
    'after the close, a call waits for no lock: refused, or a retry answered, while the wallet is held',
    async () => {
      const { closeGame, player, key, first } = await betThenClosed(1_900_040_040_000, [
        { betType: 'small', amount: '2' },
      ]);
      const wallet = sql`SELECT id FROM ledger_accounts WHERE kind = 'wallet' AND user_id = ${player.userId} FOR UPDATE`;
      await whileLocked(test.db, wallet, async () => {
        const late = await within(
          5_000,
          failureOf(place(player.token, [{ betType: 'big', amount: '1' }], { roomId: closeGame.roomId })),
          'waiting for the wallet',
        );
        expect(late.code).toBe(ErrorCode.BettingClosed);
        const retry = await within(
          5_000,
          place(player.token, [{ betType: 'small', amount: '2' }], { roomId: closeGame.roomId, key }),
          'waiting for the wallet',
        );
        expect(retry).toEqual(first);
      });
    },
  );
});
