// Auto-bet plans run by the server: bets placed through the same placement as manual ones, a run stopping
// on its stop-loss, its stop-win, the player's limit and a closed room, with exact figures, and never
// betting twice in a round when two server nodes run the plans at once.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  fundedPlayer,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { type CallFailed, call, startTestApp, type TestApp } from '../../test/helper';
import { audit, walletBalance } from '../ledger/service';
import { runPlans } from './service';

// Big and Small at 2.50: one of them wins every round, so a hedged plan's figures are exact.
const WINNING_ODDS = { big: '2.5', small: '2.5' };
const HEDGE = JSON.stringify([
  { betType: 'big', amount: '10' },
  { betType: 'small', amount: '10' },
]);

describe('auto-bet plans', () => {
  const clock = testClock();
  let test: TestApp;
  let scheduler: ReturnType<typeof testScheduler>;

  beforeAll(async () => {
    test = await startTestApp({ FAIR28_BET_BATCHING: 'false' }, { now: clock.now });
    scheduler = testScheduler(test, clock);
  });
  afterAll(() => test.close());

  const newGame = async (odds: Record<string, string> | null = null) => {
    clock.set(clock.time - (clock.time % 600_000) + 600_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
      ...(odds ? { odds } : {}),
    });
    await scheduler.tick();
    return game;
  };

  const savePlan = (player: TestPlayer, fields: Record<string, unknown>) =>
    call(
      test,
      calls.planSave,
      {
        name: 'hedge',
        items: HEDGE,
        rounds: 10,
        stopLoss: '100',
        stopWin: '100',
        progression: 'flat',
        maxSteps: 0,
        ...fields,
      } as never,
      { token: player.token, bearer: true },
    );

  const start = (player: TestPlayer, planId: number, game: TestGame) =>
    call(test, calls.planStart, { planId, roomId: game.roomId }, { token: player.token, bearer: true });

  const plans = async (player: TestPlayer, lang: 'en' | 'zh' = 'en') =>
    (await call(test, calls.planList, {}, { token: player.token, bearer: true, lang })).plans;

  /** The plan runs at the round's opening, then the round is drawn and settled and the next one opens. */
  const playRound = async (nodes: Array<() => Promise<unknown>> = [() => runPlans(test.app.ctx)]) => {
    await Promise.all(nodes.map((run) => run()));
    clock.advance(60_000);
    await scheduler.tick();
  };

  const planBets = (userId: number) =>
    queryRows<{ round_id: string; n: number; total: string }>(
      test.db.orm,
      sql`SELECT round_id, count(*)::int AS n, sum(stake_minor)::bigint AS total FROM bets
          WHERE user_id = ${userId} AND request_key LIKE 'auto#%' GROUP BY round_id ORDER BY round_id`,
    );

  it('refuses a plan without a stop-loss or a stop-win, and shows the worst case of a progression', async () => {
    const player = await fundedPlayer(test, 100_000n);
    const missing = await savePlan(player, { stopLoss: '' }).catch((error: CallFailed) => error.envelope);
    expect(missing).toMatchObject({ code: ErrorCode.InvalidInput });
    const plan = await savePlan(player, {
      items: JSON.stringify([{ betType: 'big', amount: '5' }]),
      progression: 'double_after_loss',
      maxSteps: 3,
      stopLoss: '80',
    });
    // 5, 10, 20, 40: the largest round stake, a whole run of losses, and never more than the stop-loss.
    expect(plan.worstCase).toEqual({ largestRoundStake: '40.00', losingRun: '75.00', maxLoss: '80.00' });
    expect(plan.status).toBe('idle');
  });

  it('stops before a round that could pass its stop-loss, with the figures it bet', async () => {
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    // Each round stakes 20.00 and gets 19.80 back (one side wins at 1.98): -0.20 a round.
    const plan = await savePlan(player, { stopLoss: '20.50', stopWin: '50' });
    await start(player, plan.planId, game);
    for (let round = 0; round < 4; round++) await playRound();
    await runPlans(test.app.ctx);
    const [view] = await plans(player);
    expect(view).toMatchObject({
      status: 'stopped',
      stopReason: 'stop_loss',
      stopMessage: 'Stopped at the stop-loss: the next round could have lost more than 20.50',
      roundsDone: 3,
      staked: '60.00',
      returned: '59.40',
      net: '-0.60',
    });
    // After three rounds at -0.60, a fourth could reach -20.60: past the stop-loss of 20.50.
    expect((await planBets(player.userId)).map((round) => [round.n, String(round.total)])).toEqual([
      [2, '2000'],
      [2, '2000'],
      [2, '2000'],
    ]);
    expect(await walletBalance(test.db.orm, player.userId)).toBe(99_940n);
    const records = await call(
      test,
      calls.allBetList,
      { pageNo: 1, pageSize: 10 },
      { token: player.token, bearer: true },
    );
    expect(records.list.map((bet) => bet.planId)).toEqual(Array(6).fill(plan.planId));
  });

  it('stops at its stop-win', async () => {
    const game = await newGame(WINNING_ODDS);
    const player = await fundedPlayer(test, 100_000n);
    // 25.00 back for 20.00 each round: +5.00 a round, so the third round's result reaches the stop-win.
    const plan = await savePlan(player, { stopWin: '15' });
    await start(player, plan.planId, game);
    for (let round = 0; round < 4; round++) await playRound();
    const [view] = await plans(player, 'zh');
    expect(view).toMatchObject({
      status: 'stopped',
      stopReason: 'stop_win',
      stopMessage: '已在止盈处停止：已赢 15.00',
      roundsDone: 3,
      staked: '60.00',
      returned: '75.00',
      net: '15.00',
    });
    expect(await walletBalance(test.db.orm, player.userId)).toBe(101_500n);
  });

  it('stops on the player stake limit, with its message', async () => {
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    await call(
      test,
      calls.playLimitSet,
      { key: 'stake_day', amount: '50' },
      { token: player.token, bearer: true },
    );
    const plan = await savePlan(player, {});
    await start(player, plan.planId, game);
    for (let round = 0; round < 3; round++) await playRound();
    const [view] = await plans(player);
    expect(view).toMatchObject({
      status: 'stopped',
      stopReason: 'limit',
      stopMessage: 'This bet would pass your stake limit of 50.00 a day (40.00 staked today)',
      roundsDone: 2,
      staked: '40.00',
    });
  });

  it('stops when the room closes', async () => {
    const game = await newGame();
    const player = await fundedPlayer(test, 100_000n);
    const admin = await testOperator(test, 'admin');
    const plan = await savePlan(player, {});
    await start(player, plan.planId, game);
    await runPlans(test.app.ctx);
    // Closed from the next round on: this round's bets stand.
    await call(
      test,
      calls.adminRoomOpen,
      { roomId: game.roomId, isOpen: '0', reason: 'maintenance' },
      { token: admin.token, bearer: true },
    );
    clock.advance(60_000);
    await scheduler.tick();
    await playRound();
    const [view] = await plans(player);
    expect(view).toMatchObject({
      status: 'stopped',
      stopReason: 'room_closed',
      stopMessage: 'The room closed',
      roundsDone: 1,
      staked: '20.00',
      returned: '19.80',
    });
  });

  it('stops on a low balance and on request', async () => {
    const game = await newGame();
    const poor = await fundedPlayer(test, 3_000n);
    const plan = await savePlan(poor, {});
    await start(poor, plan.planId, game);
    // 30.00: after the plan's first round 29.80; a 15.00 bet by hand leaves 14.80, too little for 20.00.
    await playRound();
    await call(
      test,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'sum_0', amount: '15' }]),
        idempotencyKey: 'by-hand-1',
      },
      { token: poor.token, bearer: true },
    );
    for (let round = 0; round < 3; round++) await playRound();
    expect((await plans(poor))[0]).toMatchObject({
      stopReason: 'balance',
      stopMessage: 'The balance was too low for the next round',
      roundsDone: 1,
    });

    const player = await fundedPlayer(test, 100_000n);
    const other = await savePlan(player, {});
    await start(player, other.planId, game);
    const stopped = await call(
      test,
      calls.planStop,
      { planId: other.planId },
      { token: player.token, bearer: true },
    );
    expect(stopped).toMatchObject({
      status: 'stopped',
      stopReason: 'requested',
      stopMessage: 'Stopped by you',
    });
    const again = await call(
      test,
      calls.planStop,
      { planId: other.planId },
      { token: player.token, bearer: true },
    ).catch((error: CallFailed) => error.envelope);
    expect(again).toMatchObject({ code: ErrorCode.PlanNotRunning });
  });

  it('never bets twice in a round when two server nodes run the plans at once', async () => {
    const game = await newGame();
    const peer = await buildApp({ config: test.config, db: test.db, logger: false, now: clock.now });
    await peer.ready();
    try {
      const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(test, 100_000n)));
      for (const player of players) {
        const plan = await savePlan(player, { rounds: 3 });
        await start(player, plan.planId, game);
      }
      const nodes = [
        () => runPlans(test.app.ctx),
        () => runPlans(peer.ctx),
        () => runPlans(test.app.ctx),
        () => runPlans(peer.ctx),
      ];
      for (let round = 0; round < 4; round++) await playRound(nodes);
      await Promise.all(nodes.map((run) => run()));
      for (const player of players) {
        // Three rounds, two bets each, 20.00 a round, then "completed".
        expect((await planBets(player.userId)).map((round) => [round.n, String(round.total)])).toEqual([
          [2, '2000'],
          [2, '2000'],
          [2, '2000'],
        ]);
        expect(await walletBalance(test.db.orm, player.userId)).toBe(99_940n);
        expect((await plans(player))[0]).toMatchObject({
          stopReason: 'completed',
          roundsDone: 3,
          net: '-0.60',
        });
      }
      expect((await audit(test.db.orm)).isClean).toBe(true);
    } finally {
      await peer.close();
    }
  });
});
