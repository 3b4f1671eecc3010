// Agents' commissions and players' rebates, paid by the daily job to the cent: a day of invitees' bets in
// one room (one player hedging Big and Small), the tiers an operator set, the payouts and statements the
// players open, the job run twice and on two nodes at once paying once, and the books still balanced.
import { calls, ErrorCode, formatMinor, type PromotionKind, type PromotionModel } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  credit,
  newBetKey,
  placeTestBet,
  sessionToken,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { call, failure, startPeerNode, startTestApp, type TestApp, uniqueAccount } from '../../test/helper';
import { createUser } from '../accounts/service';
import { audit, walletBalance } from '../ledger/service';
import { payDueDays } from './service';

// 18:00 in Shanghai on 2030-03-17: the whole day's play stays inside that day.
const clock = testClock(Date.UTC(2030, 2, 17, 10, 0, 0));
const DAY = '2030-03-17';
let test: TestApp;
let game: TestGame;
let admin: TestPlayer;

const as = (who: { token: string }) => ({ token: who.token, bearer: true });

async function player(inviterId: number | null, balanceMinor: bigint): Promise<TestPlayer> {
  const user = await createUser(test.db.orm, {
    account: uniqueAccount('a'),
    password: 'agentPass1',
    inviterId,
  });
  if (balanceMinor > 0n) await credit(test.db, user.id, balanceMinor);
  return { userId: user.id, token: await sessionToken(test, user.id) };
}

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: 'Asia/Shanghai' }, { now: clock.now });
  game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10, runningAt: clock });
  admin = await testOperator(test);
  // The budget these days' commissions and rebates are paid from (promotions-budget.test.ts: when short).
  await call(
    test,
    calls.adminPromotionBudgetFund,
    { amount: '1000', idempotencyKey: newBetKey() },
    as(admin),
  );
});
afterAll(() => test.close());

async function saveTier(tier: {
  kind: PromotionKind;
  level?: number;
  minTurnover: string;
  model?: PromotionModel;
  rateBp: number;
}) {
  return call(
    test,
    calls.adminPromotionTierSave,
    { level: 1, model: 'turnover' as const, ...tier },
    as(admin),
  );
}

describe('commissions and rebates', () => {
  // agent ← first, second (level 1); first ← third (level 2 of agent, level 1 of first).
  let agent: TestPlayer;
  let first: TestPlayer;
  let second: TestPlayer;
  let third: TestPlayer;
  let thirdNetMinor: bigint;
  /** What the agent was paid for the 17th: nothing when the third's win outweighed the level-1 lines. */
  let agentPaid: bigint;

  it('publishes the tiers an operator sets, and refuses a bad one', async () => {
    await saveTier({ kind: 'commission', level: 1, minTurnover: '0', rateBp: 50 });
    await saveTier({ kind: 'commission', level: 1, minTurnover: '500', rateBp: 100 });
    await saveTier({ kind: 'commission', level: 2, minTurnover: '0', model: 'net', rateBp: 1000 });
    await saveTier({ kind: 'rebate', minTurnover: '0', rateBp: 30 });
    await saveTier({ kind: 'rebate', minTurnover: '200', rateBp: 80 });
    const refused = await failure(saveTier({ kind: 'rebate', minTurnover: '200', rateBp: 90 }));
    expect(refused.code).toBe(ErrorCode.InvalidInput);
    const tooHigh = await failure(saveTier({ kind: 'rebate', minTurnover: '1', rateBp: 5001 }));
    expect(tooHigh.code).toBe(ErrorCode.InvalidInput);
    // Each saved tier is in the audit log with what it became; the refused ones left nothing.
    const logged = await queryRows<{ n: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS n FROM operator_actions
          WHERE action = 'promotion.tier.save' AND operator_id = ${admin.userId} AND after IS NOT NULL`,
    );
    expect(logged[0]?.n).toBe(5);
    const { list } = await call(test, calls.promotionTiers, {});
    expect(list.map((tier) => [tier.kind, tier.level, tier.minTurnover, tier.model, tier.rate])).toEqual([
      ['commission', 1, '0.00', 'turnover', '0.50'],
      ['commission', 1, '500.00', 'turnover', '1.00'],
      ['commission', 2, '0.00', 'net', '10.00'],
      ['rebate', 1, '0.00', 'turnover', '0.30'],
      ['rebate', 1, '200.00', 'turnover', '0.80'],
    ]);
  });

  it('pays a day of invitees’ bets to the cent, hedged turnover earning no rebate', async () => {
    agent = await player(null, 0n);
    first = await player(agent.userId, 100_000n);
    second = await player(agent.userId, 100_000n);
    third = await player(first.userId, 100_000n);
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const bet = (who: TestPlayer, items: Array<[string, string]>) =>
      placeTestBet(test, who, game.roomId, items);
    await bet(first, [
      ['big', '300'],
      ['odd', '100'],
    ]);
    // Big and Small 150 each: 300.00 hedged, only the 12.34 on sum 13 earns a rebate.
    await bet(second, [
      ['big', '150'],
      ['small', '150'],
      ['sum_13', '12.34'],
    ]);
    await bet(third, [['big', '100']]);
    // A cancelled bet is no turnover.
    const cancelled = await bet(third, [['odd', '50']]);
    await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId, betIds: String(cancelled.bets[0]?.betId) },
      as(third),
    );
    clock.advance(60_000);
    await scheduler.tick();
    const [result] = await queryRows<{ stake: string; returned: string }>(
      test.db.orm,
      sql`SELECT stake_minor::text AS stake, (payout_minor + refund_minor)::text AS returned
          FROM round_player_results WHERE user_id = ${third.userId}`,
    );
    if (!result) throw new Error('the round was not settled');
    thirdNetMinor = BigInt(result.stake) - BigInt(result.returned);

    // Nothing is paid before the day ends.
    expect(await payDueDays(app().ctx)).toEqual([]);
    clock.set(Date.UTC(2030, 2, 17, 16, 0, 30)); // 00:00:30 on the 18th in Shanghai
    const before = await walletBalance(test.db.orm, agent.userId);
    const [report] = await payDueDays(app().ctx);
    expect(report).toMatchObject({ day: DAY, commissions: 2, rebates: 3 });

    // Level 1 of the agent: 400.00 + 312.34 = 712.34 reaches the 500.00 tier (1 %): 4.00 + 3.12.
    // Level 2 (third, net model 10 %): a tenth of the house's result on them, truncated to the cent.
    const levelTwo = (thirdNetMinor * 1000n) / 10_000n;
    agentPaid = 400n + 312n + levelTwo > 0n ? 400n + 312n + levelTwo : 0n;
    expect((await walletBalance(test.db.orm, agent.userId)) - before).toBe(agentPaid);

    const payouts = await call(test, calls.promotionPayoutList, { kind: 'commission' }, as(agent));
    expect(payouts.list.map((row) => [row.day, row.turnover, row.amount])).toEqual([
      [DAY, '812.34', formatMinor(agentPaid)],
    ]);
    const statement = await call(
      test,
      calls.commissionStatement,
      { id: payouts.list[0]?.id ?? 0 },
      as(agent),
    );
    expect(
      statement.lines.map((line) => [line.level, line.turnover, line.model, line.rate, line.commission]),
    ).toEqual([
      [1, '400.00', 'turnover', '1.00', '4.00'],
      [1, '312.34', 'turnover', '1.00', '3.12'],
      [2, '100.00', 'net', '10.00', formatMinor(levelTwo)],
    ]);
    expect(statement.lines[2]?.net).toBe(formatMinor(thirdNetMinor));

    // The first player is the third's agent too: 100.00 at level 1 is in the 0.50 % tier.
    const firstCommission = await call(test, calls.promotionPayoutList, { kind: 'commission' }, as(first));
    expect(firstCommission.list.map((row) => row.amount)).toEqual(['0.50']);

    // Rebates: 400.00 × 0.80 % = 3.20; (312.34 − 300.00) × 0.30 % = 0.03; 100.00 × 0.30 % = 0.30.
    const rebates = async (who: TestPlayer) =>
      (await call(test, calls.promotionPayoutList, { kind: 'rebate' }, as(who))).list.map((row) => [
        row.turnover,
        row.hedged,
        row.rate,
        row.amount,
      ]);
    expect(await rebates(first)).toEqual([['400.00', '0.00', '0.80', '3.20']]);
    expect(await rebates(second)).toEqual([['312.34', '300.00', '0.30', '0.03']]);
    expect(await rebates(third)).toEqual([['100.00', '0.00', '0.30', '0.30']]);
    expect(await rebates(agent)).toEqual([]);

    const points = await call(test, calls.pointChangeList, { type: 'rebate' }, { ...as(first), lang: 'zh' });
    expect(points.list.map((row) => [row.typeName, row.amount])).toEqual([['返水', '+3.20']]);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('shows the agent their invitees’ turnover and commission, never their balances', async () => {
    const overview = await call(test, calls.agentOverview, { startTime: DAY, endTime: DAY }, as(agent));
    expect(overview).toMatchObject({ inviteeCount: 3, turnover: '812.34' });
    expect(overview.invitees.map((row) => [row.level, row.turnover])).toEqual([
      [1, '400.00'],
      [1, '312.34'],
      [2, '100.00'],
    ]);
    expect(JSON.stringify(overview)).not.toContain('balance');
    // Operators see every payout of the day with the player's account.
    const paid = await call(
      test,
      calls.adminPromotionPayoutList,
      { kind: 'rebate', startTime: DAY, endTime: DAY },
      as(admin),
    );
    expect(paid.list.map((row) => [row.userId, row.amount]).sort()).toEqual(
      [
        [first.userId, '3.20'],
        [second.userId, '0.03'],
        [third.userId, '0.30'],
      ].sort(),
    );
    const other = await failure(call(test, calls.commissionStatement, { id: 1 }, as(second)));
    expect(other.code).toBe(ErrorCode.NotFound);
  });

  it('pays once when run again and on two nodes at once, and catches up missed days', async () => {
    const peer = await startPeerNode(test);
    try {
      expect(await payDueDays(app().ctx)).toEqual([]);
      // Two days later: the 18th had no bets, the 19th one bet; both nodes run the job together.
      clock.set(Date.UTC(2030, 2, 19, 2, 0, 0));
      const scheduler = testScheduler(test, clock);
      // After the pause, the first round opens a full round after its chain is published.
      await scheduler.tick();
      clock.advance(120_000);
      await scheduler.tick();
      await call(
        test,
        calls.placeBet,
        {
          roomId: game.roomId,
          items: JSON.stringify([{ betType: 'big', amount: '10' }]),
          idempotencyKey: newBetKey(),
        },
        as(third),
      );
      clock.set(Date.UTC(2030, 2, 20, 1, 0, 0));
      const [mine, theirs] = await Promise.all([payDueDays(app().ctx), payDueDays(peer.app.ctx)]);
      expect([...mine, ...theirs].map((report) => report.day).sort()).toEqual(['2030-03-18', '2030-03-19']);
      const [counts] = await queryRows<{ rebates: number; keys: number }>(
        test.db.orm,
        sql`SELECT count(*) FILTER (WHERE kind = 'rebate')::integer AS rebates,
                   count(DISTINCT idempotency_key)::integer AS keys
            FROM ledger_transfers WHERE kind IN ('rebate', 'commission')`,
      );
      // Day 17: three rebates, the first's commission and the agent's unless it came to nothing. Day 19
      // (the bet not yet settled): the third's rebate (0.03), the first's commission (0.05) and the
      // agent's (10 % of 10.00 net).
      expect(counts).toEqual({ rebates: 4, keys: (agentPaid > 0n ? 5 : 4) + 3 });
      const agentDays = await call(test, calls.promotionPayoutList, { kind: 'commission' }, as(agent));
      expect(agentDays.list.map((row) => [row.day, row.amount])).toEqual([
        ['2030-03-19', '1.00'],
        [DAY, formatMinor(agentPaid)],
      ]);
      expect((await audit(test.db.orm)).isClean).toBe(true);
    } finally {
      await peer.close();
    }
  });
});

function app() {
  return test.app;
}
