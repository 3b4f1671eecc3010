// Room rules as versions: an admin's change mid-round takes effect from the next round, the round taking
// bets settles under the version its bets were placed under, the public change log lists every version,
// and odds returning 100 % or more are refused.
import {
  calls,
  DEFAULT_ROOM_RULES,
  defaultOdds,
  ErrorCode,
  oddsAtFullReturn,
  type RoomRules,
  roundDigits,
  settleBet,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { CallFailed, call, sendForm, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { walletBalance } from '../ledger/service';

const clock = testClock();
let test: TestApp;
let game: TestGame;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
  clock.set(1_900_000_200_000);
  game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 60, closeBeforeDrawSeconds: 10 });
});
afterAll(() => test.close());

/** Rules whose settlement differs from the defaults on 13 and 14, on straights and on plain bets. */
const CHANGED: RoomRules = {
  wrapStraights: true,
  combinationOn1314: 'lose',
  plainOn1314: { aboveStakeMinor: 0n, odds: '1.5' },
};
const CHANGED_ODDS = { ...defaultOdds(CHANGED), big: '1.9', small: '1.9' };

const saveForm = (overrides: Record<string, unknown> = {}) => ({
  roomId: game.roomId,
  odds: JSON.stringify(CHANGED_ODDS),
  wrapStraights: '1' as const,
  combinationOn1314: 'lose' as const,
  plainOn1314Above: '0',
  plainOn1314Odds: '1.5',
  entryMin: '0',
  betMin: '1',
  betMax: '10000',
  reason: 'new season odds',
  ...overrides,
});

async function place(token: string, betType: string, amount: string) {
  return call(
    test,
    calls.placeBet,
    { roomId: game.roomId, items: JSON.stringify([{ betType, amount }]), idempotencyKey: newBetKey() },
    { token, bearer: true },
  );
}

describe('room rule versions', () => {
  it('a change mid-round takes effect from the next round; the round under way settles as placed', async () => {
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const admin = await testOperator(test, 'admin');
    const early = await fundedPlayer(test, 100_000n);
    const late = await fundedPlayer(test, 100_000n);
    const BETS = ['big', 'small', 'odd', 'big_odd', 'small_even', 'straight', 'sum_13', 'sum_14', 'pair'];
    const placed = [await place(early.token, 'big', '100')];

    clock.advance(20_000);
    const saved = await call(test, calls.adminRoomRulesSave, saveForm(), {
      token: admin.token,
      bearer: true,
    });
    const issue = Number(placed[0]?.issue);
    expect(saved).toMatchObject({ version: 2, fromIssue: String(issue + 1), reason: 'new season odds' });

    // Still this round: the odds and rules it opened with, as the odds list shows them.
    const shown = await call(
      test,
      calls.roomOddsList,
      { roomId: game.roomId },
      { token: late.token, bearer: true },
    );
    expect(shown.rules.combinationOn1314).toBe(DEFAULT_ROOM_RULES.combinationOn1314);
    expect(shown.list.find((line) => line.betType === 'big')?.odds).toBe('1.98');
    for (const betType of BETS) placed.push(await place(late.token, betType, '10'));
    expect(placed.every((answer) => answer.issue === String(issue))).toBe(true);
    expect(placed[1]?.bets[0]?.odds).toBe('1.98');
    const versions = await queryRows<{ rule_version: number }>(
      test.db.orm,
      sql`SELECT DISTINCT rule_version FROM bets WHERE round_id = ${placed[0]?.roundId}`,
    );
    expect(versions).toEqual([{ rule_version: 1 }]);

    // The draw and settlement: each player is paid what version 1 pays for the digits drawn.
    clock.advance(40_000);
    await scheduler.tick();
    const [round] = await queryRows<{ digit_a: number; digit_b: number; digit_c: number; status: string }>(
      test.db.orm,
      sql`SELECT digit_a, digit_b, digit_c, status FROM rounds WHERE id = ${placed[0]?.roundId}`,
    );
    expect(round?.status).toBe('settled');
    const digits = roundDigits(round?.digit_a ?? 0, round?.digit_b ?? 0, round?.digit_c ?? 0);
    const paidUnder = (rules: RoomRules, odds: Record<string, string>, stakes: Array<[string, bigint]>) => {
      const plainStake = stakes
        .filter(([type]) => ['big', 'small', 'odd', 'even'].includes(type))
        .reduce((sum, [, stake]) => sum + stake, 0n);
      return stakes.reduce((sum, [betType, stake]) => {
        const result = settleBet(
          { betType: betType as 'big', stakeMinor: stake, odds: odds[betType] ?? '1' },
          digits,
          rules,
          plainStake,
        );
        return sum + result.payoutMinor;
      }, 0n);
    };
    const v1 = defaultOdds(DEFAULT_ROOM_RULES) as Record<string, string>;
    const lateStakes = BETS.map((betType): [string, bigint] => [betType, 1_000n]);
    const lateReturn = paidUnder(DEFAULT_ROOM_RULES, v1, lateStakes);
    expect(await walletBalance(test.db.orm, late.userId)).toBe(100_000n - 9_000n + lateReturn);
    expect(await walletBalance(test.db.orm, early.userId)).toBe(
      100_000n - 10_000n + paidUnder(DEFAULT_ROOM_RULES, v1, [['big', 10_000n]]),
    );
    const [settledRules] = await queryRows<{ rules: { combinationOn1314: string } }>(
      test.db.orm,
      sql`SELECT rules FROM round_room_settlements WHERE round_id = ${placed[0]?.roundId} AND room_id = ${game.roomId}`,
    );
    expect(settledRules?.rules.combinationOn1314).toBe(DEFAULT_ROOM_RULES.combinationOn1314);

    // The next round plays under version 2.
    const next = await place(late.token, 'big', '10');
    expect(next.issue).toBe(String(issue + 1));
    expect(next.bets[0]?.odds).toBe('1.9');
    const odds = await call(
      test,
      calls.roomOddsList,
      { roomId: game.roomId },
      { token: late.token, bearer: true },
    );
    expect(odds.rules.combinationOn1314).toBe('lose');

    // The public change log, without a token: newest first, each version from its issue.
    const history = await call(test, calls.roomRulesHistory, { roomId: game.roomId });
    expect(history.list.map((entry) => [entry.version, entry.fromIssue])).toEqual([
      [2, String(issue + 1)],
      [1, '0'],
    ]);
    expect(history.list[0]).toMatchObject({
      odds: { big: '1.9' },
      rules: {
        wrapStraights: true,
        combinationOn1314: 'lose',
        plainOn1314: { aboveAmount: '0.00', odds: '1.5' },
      },
      betMin: '1.00',
      betMax: '10000.00',
      playerRoundStakeMax: null,
      roomRoundPayoutMax: null,
    });
  });

  it('refuses odds returning 100 % or more, in both languages, changing nothing', async () => {
    const admin = await testOperator(test, 'admin');
    const before = await tableCounts(test.db);
    const generous = JSON.stringify({ ...CHANGED_ODDS, sum_0: '2000' });
    const refused = await sendForm(test, calls.adminRoomRulesSave.path, saveForm({ odds: generous }), {
      token: admin.token,
      bearer: true,
    });
    expect(refused.code).toBe(ErrorCode.OddsReturnTooHigh);
    const [over] = oddsAtFullReturn('canada', CHANGED, { sum_0: '2000' });
    expect(refused.message).toBe(
      `The odds of Sum 0 would return ${over?.rtpPercent}% to players: odds must return less than 100%`,
    );
    const zh = await sendForm(test, calls.adminRoomRulesSave.path, saveForm({ odds: generous }), {
      token: admin.token,
      bearer: true,
      lang: 'zh',
    });
    expect(zh.message).toBe(`和值 0的赔率返还率为${over?.rtpPercent}%，赔率返还率须低于100%`);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('refuses odds that are not a number of at least 1 with at most 4 decimals, saying so, changing nothing', async () => {
    const admin = await testOperator(test, 'admin');
    const before = await tableCounts(test.db);
    for (const bad of ['abc', '-1', '0.5', '1.23456']) {
      const odds = JSON.stringify({ ...CHANGED_ODDS, big: bad });
      for (const [lang, words] of [
        ['en', 'Enter odds of at least 1 with at most 4 decimals, such as 1.98'],
        ['zh', '请输入不小于1且最多四位小数的赔率，例如 1.98'],
      ] as const) {
        const refused = await sendForm(test, calls.adminRoomRulesSave.path, saveForm({ odds }), {
          token: admin.token,
          bearer: true,
          lang,
        });
        expect(refused.code, bad).toBe(ErrorCode.InvalidInput);
        expect(refused.message, bad).toBe(words);
      }
    }
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('is an admin call: finance and support are refused', async () => {
    for (const role of ['finance', 'support'] as const) {
      const staff = await testOperator(test, role);
      const before = await tableCounts(test.db);
      const error = await call(test, calls.adminRoomRulesSave, saveForm(), {
        token: staff.token,
        bearer: true,
      }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(CallFailed);
      expect((error as CallFailed).envelope.code).toBe(ErrorCode.Forbidden);
      expect(await tableCounts(test.db)).toEqual(before);
    }
  });

  it('opens and closes a room from the next round: the round under way keeps taking bets; audited', async () => {
    const scheduler = testScheduler(test, clock);
    const admin = await testOperator(test, 'admin');
    const player = await fundedPlayer(test, 100_000n);
    // The start of a round, so this one and the next are both made.
    clock.set(clock.time - (clock.time % 60_000) + 60_000);
    await scheduler.tick();
    const before = await place(player.token, 'big', '10');
    const closed = await call(
      test,
      calls.adminRoomOpen,
      { roomId: game.roomId, isOpen: '0', reason: 'maintenance tonight' },
      { token: admin.token, bearer: true },
    );
    expect(closed).toMatchObject({ isOpen: false, fromIssue: String(Number(before.issue) + 1) });
    // The odds and rules are the newest version's, unchanged.
    expect(closed.odds).toEqual(CHANGED_ODDS);
    const games = await call(test, calls.adminGameList, {}, { token: admin.token, bearer: true });
    const room = games.list
      .flatMap((gameType) => gameType.areas.flatMap((area) => area.rooms))
      .find((entry) => entry.id === game.roomId);
    expect(room?.current).toMatchObject({ isOpen: true });
    expect(room?.next).toMatchObject({
      isOpen: false,
      version: closed.version,
      reason: 'maintenance tonight',
    });

    // Still this round: bets are taken. From the next one: the room is closed.
    expect((await place(player.token, 'small', '10')).issue).toBe(before.issue);
    clock.advance(60_000);
    await scheduler.tick();
    const refused = await sendForm(
      test,
      calls.placeBet.path,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'big', amount: '10' }]),
        idempotencyKey: newBetKey(),
      },
      { token: player.token, bearer: true },
    );
    expect(refused).toMatchObject({ code: ErrorCode.RoomClosed, message: 'The room is closed' });

    const reopened = await call(
      test,
      calls.adminRoomOpen,
      { roomId: game.roomId, isOpen: '1', reason: 'maintenance done' },
      { token: admin.token, bearer: true },
    );
    expect(reopened).toMatchObject({ isOpen: true, fromIssue: String(Number(before.issue) + 2) });
    clock.advance(60_000);
    await scheduler.tick();
    expect((await place(player.token, 'big', '10')).issue).toBe(String(Number(before.issue) + 2));
    const { list } = await call(
      test,
      calls.adminAuditList,
      { pageSize: 100 },
      { token: admin.token, bearer: true },
    );
    expect(
      list
        .filter((entry) => entry.targetType === 'room' && entry.targetId === game.roomId)
        .map((entry) => [entry.action, entry.reason])
        .slice(0, 2),
    ).toEqual([
      ['room.open', 'maintenance done'],
      ['room.close', 'maintenance tonight'],
    ]);
  });

  it('computes the return exactly: 100 % is refused, just under is allowed', () => {
    // Big/Small pays stake × odds on half the draws (sums 14–27 of 0–27 are exactly half by symmetry).
    const fair = { big: '2' };
    const plain = { wrapStraights: false, combinationOn1314: 'pay', plainOn1314: null } as const;
    expect(oddsAtFullReturn('canada', plain, fair)).toEqual([{ betType: 'big', rtpPercent: '100.00' }]);
    expect(oddsAtFullReturn('canada', plain, { big: '1.9999' })).toEqual([]);
    expect(oddsAtFullReturn('beijing', DEFAULT_ROOM_RULES, defaultOdds(DEFAULT_ROOM_RULES))).toEqual([]);
  });
});
