// Responsible play over the wire: a lowered limit applies at once and a raised one after 24 hours (the
// clock moved), stake, loss and deposit limits refuse with their figures (also when one player's calls
// race on two nodes), and a self-excluded player cannot bet, top up or run a plan, nor can the player or
// an operator end the exclusion early.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  fundedPlayer,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { CallFailed, call, startPeerNode, startTestApp, type TestApp } from '../../test/helper';
import { type Catalogue, newPlayer, seedCatalogue, topUpWithCertificate } from '../../test/money';
import { runPlans } from '../auto-bet/service';
import { walletBalance } from '../ledger/service';

const envelopeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (error instanceof CallFailed) return error.envelope;
      throw error;
    },
  );

describe('limits on bets', () => {
  const clock = testClock();
  let test: TestApp;
  let scheduler: ReturnType<typeof testScheduler>;

  beforeAll(async () => {
    test = await startTestApp({ FAIR28_BET_BATCHING: 'false', FAIR28_TIME_ZONE: 'UTC' }, { now: clock.now });
    scheduler = testScheduler(test, clock);
  });
  afterAll(() => test.close());

  /** A game running at the clock's time, its current round open. */
  const newGame = async () => {
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    await scheduler.tick();
    return game;
  };

  const bet = (player: TestPlayer, roomId: number, amount: string, lang: 'en' | 'zh' = 'en') =>
    call(
      test,
      calls.placeBet,
      {
        roomId,
        items: JSON.stringify([{ betType: 'big', amount }]),
        idempotencyKey: `ps-${Math.random().toString(36).slice(2, 12)}`,
      },
      { token: player.token, bearer: true, lang },
    );

  const setLimit = (player: TestPlayer, fields: Record<string, string>) =>
    call(test, calls.playLimitSet, fields as never, { token: player.token, bearer: true });

  const limitOf = (answer: { limits: Array<{ key: string }> }, key: string) =>
    answer.limits.find((limit) => limit.key === key);

  it('applies a lowered limit at once and a raised one only 24 hours later', async () => {
    // 2030-03-16 00:00 UTC: a whole month on either side of the next 24 hours.
    clock.set(Date.UTC(2030, 2, 16));
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    await setLimit(player, { key: 'stake_month', amount: '100' });
    await bet(player, game.roomId, '60');
    const lowered = await setLimit(player, { key: 'stake_month', amount: '50' });
    expect(limitOf(lowered, 'stake_month')).toEqual({
      key: 'stake_month',
      value: '50.00',
      pending: null,
      used: '60.00',
      usedPending: '0.00',
    });
    expect(await envelopeOf(bet(player, game.roomId, '10'))).toEqual(
      expect.objectContaining({
        code: ErrorCode.StakeLimitReached,
        message: 'This bet would pass your stake limit of 50.00 a month (60.00 staked this month)',
      }),
    );
    expect((await envelopeOf(bet(player, game.roomId, '10', 'zh'))).message).toBe(
      '此次投注将超过您每月 50.00 的投注限额（本月已投注 60.00）',
    );

    const raised = await setLimit(player, { key: 'stake_month', amount: '200' });
    const raiseAt = Date.UTC(2030, 2, 17);
    expect(limitOf(raised, 'stake_month')).toEqual({
      key: 'stake_month',
      value: '50.00',
      pending: { value: '200.00', from: raiseAt },
      used: '60.00',
      usedPending: '0.00',
    });
    // A minute before the 24 hours are up the old limit still holds.
    clock.set(raiseAt - 60_000);
    const before = await newGame();
    expect((await envelopeOf(bet(player, before.roomId, '10'))).code).toBe(ErrorCode.StakeLimitReached);
    clock.set(raiseAt);
    const after = await newGame();
    await bet(player, after.roomId, '10');
    const info = await call(test, calls.playSafe, {}, { token: player.token, bearer: true });
    expect(limitOf(info, 'stake_month')).toEqual({
      key: 'stake_month',
      value: '200.00',
      pending: null,
      used: '70.00',
      usedPending: '0.00',
    });
    // Removing a limit is a raise too: it waits a day.
    const removed = await setLimit(player, { key: 'stake_month', amount: '' });
    expect(removed.limits.find((limit) => limit.key === 'stake_month')?.pending).toEqual({
      value: null,
      from: raiseAt + 86_400_000,
    });
  });

  it('counts what is at stake against a loss limit', async () => {
    clock.set(Date.UTC(2030, 4, 10, 12));
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    await setLimit(player, { key: 'loss_day', amount: '30' });
    await bet(player, game.roomId, '20');
    expect(await envelopeOf(bet(player, game.roomId, '15'))).toMatchObject({
      code: ErrorCode.LossLimitReached,
      message: 'This bet could pass your loss limit of 30.00 a day (20.00 lost or at stake today)',
    });
    await bet(player, game.roomId, '10');
  });

  it('refuses bets past the session length the player set', async () => {
    clock.set(Date.UTC(2030, 5, 1, 8));
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    await setLimit(player, { key: 'session_minutes', minutes: '15' });
    await bet(player, game.roomId, '1');
    clock.advance(10 * 60_000);
    await bet(player, (await newGame()).roomId, '1');
    clock.advance(5 * 60_000);
    const later = await newGame();
    expect(await envelopeOf(bet(player, later.roomId, '1'))).toMatchObject({
      code: ErrorCode.SessionLimitReached,
      message: 'You have reached the session length you set: take a break of 15 minutes',
    });
    // After the break, a new session.
    clock.advance(15 * 60_000);
    await bet(player, (await newGame()).roomId, '1');
  });

  it('shows the session and the player figures for the reality check and the play-safe page', async () => {
    clock.set(Date.UTC(2030, 6, 1, 9));
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    await call(test, calls.realityCheckSet, { minutes: 30 }, { token: player.token, bearer: true });
    await bet(player, game.roomId, '12.50');
    clock.advance(7 * 60_000);
    const session = await call(test, calls.playSession, {}, { token: player.token, bearer: true });
    expect(session).toMatchObject({ minutesPlayed: 7, stakes: '12.50', realityCheckMinutes: 30 });
    const info = await call(test, calls.playSafe, {}, { token: player.token, bearer: true });
    expect(info.last7Days).toMatchObject({ minutesPlayed: 7, betCount: 1, stakes: '12.50' });
    expect(info.realityCheckMinutes).toBe(30);
  });

  it('counts the session in progress in the 7-day minutes as the session itself does', async () => {
    clock.set(Date.UTC(2030, 7, 1, 9));
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    await bet(player, game.roomId, '5');
    clock.advance(9 * 60_000);
    // Read before anything extends the session: its 9 minutes run to now, and so do the week's.
    const info = await call(test, calls.playSafe, {}, { token: player.token, bearer: true });
    expect(limitOf(info, 'session_minutes')).toMatchObject({ used: '9' });
    expect(info.last7Days.minutesPlayed).toBe(9);
    expect(info.last30Days.minutesPlayed).toBe(9);
    const session = await call(test, calls.playSession, {}, { token: player.token, bearer: true });
    expect(session.minutesPlayed).toBe(9);
    // Once the session is over (no play for 15 minutes), it counts to its last activity: the reading above.
    clock.advance(40 * 60_000);
    const later = await call(test, calls.playSafe, {}, { token: player.token, bearer: true });
    expect(limitOf(later, 'session_minutes')).toMatchObject({ used: '0' });
    expect(later.last7Days.minutesPlayed).toBe(9);
  });
});

describe("limits on one player's calls at the same instant, on two nodes", () => {
  let test: TestApp;
  let peer: TestApp;
  let roomId: number;

  beforeAll(async () => {
    // Bets written in batches (the default), on two nodes of one database and one clock: 2030-08-01 12:00
    // UTC, the day's round open for nine minutes more.
    const clock = testClock(Date.UTC(2030, 7, 1, 12));
    test = await startTestApp({ FAIR28_TIME_ZONE: 'UTC' }, { now: clock.now });
    peer = await startPeerNode(test, { now: clock.now });
    ({ roomId } = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 600,
      closeBeforeDrawSeconds: 60,
    }));
    await testScheduler(test, clock).tick();
  });
  afterAll(async () => {
    await peer.close();
    await test.close();
  });

  /** 20 calls of 10.00 at once, every other one to the second node: the envelopes of those refused. */
  const raceOf = async (player: TestPlayer) => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        call(
          index % 2 === 0 ? test : peer,
          calls.placeBet,
          {
            roomId,
            items: JSON.stringify([{ betType: 'big', amount: '10' }]),
            idempotencyKey: `race-call-${index}`,
          },
          { token: player.token, bearer: true },
        ),
      ),
    );
    return results.flatMap((result) => {
      if (result.status === 'fulfilled') return [];
      if (result.reason instanceof CallFailed) return [result.reason.envelope];
      throw result.reason;
    });
  };

  const stakedOf = async (player: TestPlayer) => {
    const [row] = await queryRows<{ count: number; total: string }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count, coalesce(sum(stake_minor), 0)::text AS total
          FROM bets WHERE user_id = ${player.userId} AND status = 'placed'`,
    );
    return row;
  };

  it('accepts exactly what a stake limit allows and refuses the rest with its figures', async () => {
    const player = await fundedPlayer(test, 100_000n);
    await call(
      test,
      calls.playLimitSet,
      { key: 'stake_day', amount: '50' },
      { token: player.token, bearer: true },
    );
    const refused = await raceOf(player);
    expect(await stakedOf(player)).toEqual({ count: 5, total: '5000' });
    expect(refused).toHaveLength(15);
    for (const envelope of refused) {
      expect(envelope).toMatchObject({
        code: ErrorCode.StakeLimitReached,
        message: 'This bet would pass your stake limit of 50.00 a day (50.00 staked today)',
      });
    }
    expect(await walletBalance(test.db.orm, player.userId)).toBe(95_000n);
  });

  it('accepts exactly what a loss limit allows, counting what is at stake', async () => {
    const player = await fundedPlayer(test, 100_000n);
    await call(
      test,
      calls.playLimitSet,
      { key: 'loss_day', amount: '30' },
      { token: player.token, bearer: true },
    );
    const refused = await raceOf(player);
    expect(await stakedOf(player)).toEqual({ count: 3, total: '3000' });
    expect(refused).toHaveLength(17);
    for (const envelope of refused) {
      expect(envelope).toMatchObject({
        code: ErrorCode.LossLimitReached,
        message: 'This bet could pass your loss limit of 30.00 a day (30.00 lost or at stake today)',
      });
    }
    expect(await walletBalance(test.db.orm, player.userId)).toBe(97_000n);
  });

  it('a player without limits has every call accepted, and one play session', async () => {
    const player = await fundedPlayer(test, 100_000n);
    expect(await raceOf(player)).toEqual([]);
    expect(await stakedOf(player)).toEqual({ count: 20, total: '20000' });
    const sessions = await queryRows<{ user_id: string }>(
      test.db.orm,
      sql`SELECT user_id FROM play_sessions WHERE user_id = ${player.userId}`,
    );
    expect(sessions).toHaveLength(1);
  });
});

describe('self-exclusion and top-up limits', () => {
  let test: TestApp;
  let catalogue: Catalogue;

  beforeAll(async () => {
    test = await startTestApp();
    catalogue = await seedCatalogue(test);
  });
  afterAll(() => test.close());

  const topUp = (player: { token: string }, amount: string) =>
    topUpWithCertificate(test, catalogue, player, { amount, reference: 'TX-1' });

  it('refuses a top-up past the daily deposit limit', async () => {
    const player = await newPlayer(test);
    await call(test, calls.playLimitSet, { key: 'deposit_day', amount: '800' }, { token: player.token });
    await topUp(player, '500');
    expect(await envelopeOf(topUp(player, '400'))).toMatchObject({
      code: ErrorCode.DepositLimitReached,
      message: 'This top-up would pass your deposit limit of 800.00 a day (500.00 used today)',
    });
    await topUp(player, '300');
    // What the limit counts is said: all three top-ups wait for review, and count.
    const info = await call(test, calls.playSafe, {}, { token: player.token });
    expect(info.limits.find((limit) => limit.key === 'deposit_day')).toMatchObject({
      used: '800.00',
      usedPending: '800.00',
    });
  });

  it('stops betting, top-ups and plans, and nobody can lift it early', async () => {
    // This app runs on the wall clock. Rounds start at whole multiples of their length, so a fixed 10-minute
    // round was closed for the last minute of every ten, and a bet then was refused as closed before the
    // exclusion was looked at: pick a length that puts now at least 6 minutes before the round closes.
    const clock = testClock(Date.now());
    const nowSeconds = Math.floor(clock.time / 1000);
    let roundSeconds = 600;
    while (roundSeconds - (nowSeconds % roundSeconds) < 60 + 360) roundSeconds += 7;
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds,
      closeBeforeDrawSeconds: 60,
    });
    await testScheduler(test, clock).tick();
    const player = await newPlayer(test);
    // A plan running before the exclusion.
    const plan = await call(
      test,
      calls.planSave,
      {
        name: 'p',
        items: JSON.stringify([{ betType: 'big', amount: '1' }]),
        rounds: 5,
        stopLoss: '10',
        stopWin: '10',
        progression: 'flat',
        maxSteps: 0,
      },
      { token: player.token },
    );
    await call(test, calls.planStart, { planId: plan.planId, roomId: game.roomId }, { token: player.token });

    const excluded = await call(
      test,
      calls.playBreakStart,
      { kind: 'self_exclusion', days: 183 },
      { token: player.token },
    );
    expect(excluded.activeBreak).toMatchObject({ kind: 'self_exclusion' });
    const endsAt = excluded.activeBreak?.endsAt ?? 0;
    expect(endsAt - (excluded.activeBreak?.startsAt ?? 0)).toBe(183 * 86_400_000);

    const betRefused = await envelopeOf(
      call(
        test,
        calls.placeBet,
        {
          roomId: game.roomId,
          items: JSON.stringify([{ betType: 'big', amount: '1' }]),
          idempotencyKey: 'excluded-1',
        },
        { token: player.token },
      ),
    );
    expect(betRefused.code).toBe(ErrorCode.SelfExcluded);
    expect(betRefused.message).toMatch(
      /^You have excluded yourself until \d{4}-\d{2}-\d{2} \d{2}:\d{2}: betting/,
    );
    expect((await envelopeOf(topUp(player, '100'))).code).toBe(ErrorCode.SelfExcluded);
    // The running plan is stopped at its next step, and it cannot be started again.
    await runPlans(test.app.ctx);
    const [stopped] = (await call(test, calls.planList, {}, { token: player.token })).plans;
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'play_break', roundsDone: 0 });
    expect(
      (
        await envelopeOf(
          call(test, calls.planStart, { planId: plan.planId, roomId: game.roomId }, { token: player.token }),
        )
      ).code,
    ).toBe(ErrorCode.SelfExcluded);

    // The player cannot shorten it, an operator cannot lift it, and the table refuses any edit.
    expect(
      (
        await envelopeOf(
          call(test, calls.playBreakStart, { kind: 'cool_off', days: 1 }, { token: player.token }),
        )
      ).code,
    ).toBe(ErrorCode.BreakNotOver);
    const admin = await testOperator(test, 'admin');
    expect(
      await envelopeOf(
        call(
          test,
          calls.adminPlayerBreakLift,
          { userId: player.userId },
          { token: admin.token, bearer: true },
        ),
      ),
    ).toMatchObject({ code: ErrorCode.BreakNotOver });
    // Each refused attempt is in the operator log: who, which player, when, and why it was refused.
    await envelopeOf(
      call(
        test,
        calls.adminPlayerBreakLift,
        { userId: player.userId },
        { token: admin.token, bearer: true, lang: 'zh' },
      ),
    );
    const until = new Intl.DateTimeFormat('sv-SE', {
      timeZone: test.config.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(endsAt));
    const attempts = await call(
      test,
      calls.adminAuditList,
      { action: 'player.break.liftRefused', targetId: String(player.userId) },
      { token: admin.token, bearer: true },
    );
    expect(
      attempts.list.map((entry) => [entry.operatorId, entry.targetType, entry.targetId, entry.reason]),
    ).toEqual([
      [admin.userId, 'player', player.userId, `冷静期或自我排除在结束前不能解除（${until}）`],
      [
        admin.userId,
        'player',
        player.userId,
        `A cool-off or self-exclusion cannot be lifted before it ends (${until})`,
      ],
    ]);
    expect(attempts.list[0]?.before).toMatchObject({
      kind: 'self_exclusion',
      endsAt: new Date(endsAt).toISOString(),
    });
    expect(Date.parse(attempts.list[0]?.createTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await expect(
      test.db.orm.execute(sql`UPDATE play_breaks SET ends_at = now() WHERE user_id = ${player.userId}`),
    ).rejects.toThrow();
    await expect(
      test.db.orm.execute(sql`DELETE FROM play_breaks WHERE user_id = ${player.userId}`),
    ).rejects.toThrow();

    // Operators see it on the profile; the home screen sends no promotion.
    const profile = await call(
      test,
      calls.adminPlayerProfile,
      { userId: player.userId },
      { token: admin.token, bearer: true },
    );
    expect(profile.playBreak).toEqual({
      kind: 'self_exclusion',
      startsAt: excluded.activeBreak?.startsAt,
      endsAt,
    });
    const home = await call(test, calls.homePage, {}, { token: player.token });
    expect(home).toMatchObject({
      hasToppedUp: true,
      needsTopUp: false,
      banners: [],
      recentWins: [],
      biggestWins: [],
    });
  });

  it('refuses a cool-off outside 1 day to 6 weeks and a self-exclusion under 6 months', async () => {
    const player = await newPlayer(test);
    for (const [kind, days] of [
      ['cool_off', 43],
      ['cool_off', 0],
      ['self_exclusion', 182],
    ] as const) {
      const refused = await envelopeOf(
        call(test, calls.playBreakStart, { kind, days }, { token: player.token }),
      );
      expect(refused.code).toBe(ErrorCode.InvalidInput);
    }
    const cooling = await call(
      test,
      calls.playBreakStart,
      { kind: 'cool_off', days: 42 },
      { token: player.token },
    );
    expect(cooling.activeBreak?.kind).toBe('cool_off');
    // A cool-off may become a self-exclusion (longer), never shorter.
    const longer = await call(
      test,
      calls.playBreakStart,
      { kind: 'self_exclusion', days: 200 },
      { token: player.token },
    );
    expect(longer.activeBreak?.kind).toBe('self_exclusion');
  });
});
