// The game's read calls over the wire: catalogue, odds with exact return-to-player, the open round and
// last results, trend, verification against the chain, bet history pages and daily stats.
import { bytesToHex, calls, ErrorCode, hexToBytes, oddsList, sha256, verifyRoundHash } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGame,
  createTestRoom,
  fundedPlayer,
  newBetKey,
  type TestGame,
  type TestPlayer,
  testClock,
  testScheduler,
} from '../test/game';
import { CallFailed, call, sendForm, startTestApp, type TestApp } from '../test/helper';

const clock = testClock();
let test: TestApp;
let game: TestGame;
let player: TestPlayer;
const as = () => ({ token: player.token, bearer: true });

beforeAll(async () => {
  test = await startTestApp({ FAIR28_TIME_ZONE: 'UTC' }, { now: clock.now });
  clock.set(1_900_000_200_000);
  game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 60, closeBeforeDrawSeconds: 10 });
  player = await fundedPlayer(test, 1_000_000n);
  const scheduler = testScheduler(test, clock);
  // Five rounds with a bet each, drawn and settled.
  for (let round = 0; round < 5; round++) {
    await scheduler.tick();
    await call(
      test,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([
          { betType: 'big', amount: '10' },
          { betType: 'pair', amount: '1' },
        ]),
        idempotencyKey: newBetKey(),
      },
      as(),
    );
    clock.advance(60_000);
  }
  await scheduler.tick();
});
afterAll(() => test.close());

describe('game calls', () => {
  it('lists game types, areas and rooms in the asked language', async () => {
    const types = await call(test, calls.gameTypeList, {}, { lang: 'zh' });
    const mine = types.list.find((type) => type.id === game.gameTypeId);
    expect(mine).toMatchObject({ name: '测试', layout: 'canada', roundSeconds: 60, roomInfoId: game.roomId });
    const areas = await call(test, calls.gameAreaList, { gameTypeId: game.gameTypeId });
    expect(areas.list).toEqual([expect.objectContaining({ id: game.areaId, name: 'Area', roomCount: 1 })]);
    const rooms = await call(test, calls.roomList, { areaId: game.areaId }, as());
    expect(rooms.list).toEqual([
      expect.objectContaining({ id: game.roomId, betMin: '1.00', betMax: '10000.00', isConfigured: true }),
    ]);
  });

  it('lists a room odds with exact win probability and return-to-player, and its rules as text', async () => {
    const answer = await call(test, calls.roomOddsList, { roomId: game.roomId }, as());
    const model = oddsList('canada', { wrapStraights: false, combinationOn1314: 'pay', plainOn1314: null });
    expect(answer.list).toHaveLength(41);
    const big = answer.list.find((line) => line.betType === 'big');
    const modelBig = model.find((line) => line.betType === 'big');
    expect(big).toMatchObject({ label: 'Big', odds: '1.98', rtpPercent: modelBig?.rtpPercent });
    expect(big?.rtp).toBe(`${modelBig?.rtp.numerator}/${modelBig?.rtp.denominator}`);
    expect(answer.rules.text.length).toBeGreaterThan(1);
    const bare = await createTestRoom(test.db, game, { odds: null });
    const envelope = await sendForm(test, calls.roomOddsList.path, { roomId: bare.id }, as());
    expect(envelope).toMatchObject({
      code: ErrorCode.RoomNotConfigured,
      message: 'The room is not configured, please contact customer service',
    });
  });

  it('answers the open round with server time and the last three results', async () => {
    const info = await call(test, calls.roomOpenInfo, { roomId: game.roomId }, as());
    expect(info.serverTime).toBe(clock.time);
    expect(info.current).toMatchObject({ status: 'open', drawsAt: clock.time + 60_000 });
    expect(info.gameOpenInfo).toHaveLength(3);
    expect(info.first_result).toEqual(info.gameOpenInfo[0]);
    const [newest, older] = info.gameOpenInfo;
    expect(Number(newest?.gameNum)).toBe(Number(older?.gameNum) + 1);
    expect(newest?.gameResult).toBe((newest?.a ?? 0) + (newest?.b ?? 0) + (newest?.c ?? 0));
    expect(await call(test, calls.exitRoom, { roomId: game.roomId }, as())).toEqual({ ok: true });
  });

  it('shows the trend and verifies a round against the published chain', async () => {
    const trend = await call(test, calls.trend, { gameTypeId: game.gameTypeId, limit: 100 }, as());
    expect(trend.list).toHaveLength(5);
    const [latest, before] = trend.list;
    expect(latest?.isBig).toBe((latest?.sum ?? 0) >= 14);
    const verified = await call(test, calls.verifyRound, { roundId: latest?.roundId ?? 0 });
    expect(verifyRoundHash(verified.roundHash, verified.chainIndex, verified.terminatingHash)).toBe(true);
    expect(bytesToHex(sha256(hexToBytes(verified.roundHash)))).toBe(verified.previousRoundHash);
    const previous = await call(test, calls.verifyRound, { roundId: before?.roundId ?? 0 });
    expect(previous.roundHash).toBe(verified.previousRoundHash);
    const pending = await sendForm(test, calls.verifyRound.path, { roundId: (latest?.roundId ?? 0) + 1 });
    expect([ErrorCode.RoundNotDrawn, ErrorCode.NotFound]).toContain(pending.code);
  });

  it('pages my bets, newest first, each with its outcome; filters by status', async () => {
    const page1 = await call(test, calls.roomBetList, { roomId: game.roomId, pageNo: 1, pageSize: 4 }, as());
    expect(page1).toMatchObject({ total: 10, pageNo: 1, pageSize: 4 });
    expect(page1.list).toHaveLength(4);
    const page3 = await call(test, calls.roomBetList, { roomId: game.roomId, pageNo: 3, pageSize: 4 }, as());
    expect(page3.list).toHaveLength(2);
    for (const bet of page1.list) {
      expect(['win', 'lose']).toContain(bet.outcome);
      expect(bet.payout).toBe(bet.outcome === 'win' ? (bet.betType === 'big' ? '19.80' : '3.60') : '0.00');
    }
    const settled = await call(
      test,
      calls.allBetList,
      { status: 'settled', gameTypeId: game.gameTypeId },
      as(),
    );
    expect(settled.total).toBe(10);
    const pending = await call(test, calls.allBetList, { status: 'pending' }, as());
    expect(pending.total).toBe(0);
    const other = await fundedPlayer(test, 0n);
    expect((await call(test, calls.allBetList, {}, { token: other.token, bearer: true })).total).toBe(0);

    // One bet by its id, for its slip: the player's own only.
    const [first] = page1.list;
    const one = await call(test, calls.allBetList, { betId: first?.betId }, as());
    expect(one.list).toEqual([first]);
    const theirs = await call(
      test,
      calls.allBetList,
      { betId: first?.betId },
      { token: other.token, bearer: true },
    );
    expect(theirs).toMatchObject({ total: 0, list: [] });
  });

  it('sums stake, payout and profit per day', async () => {
    const day = new Date(clock.time).toISOString().slice(0, 10);
    const stat = await call(test, calls.userStat, { startTime: day, endTime: day }, as());
    expect(stat.pageSize).toBe(100);
    expect(stat.list).toHaveLength(1);
    expect(stat.list[0]).toMatchObject({ date: day, betCount: 10, stake: '55.00' });
    expect(stat.totals).toEqual({
      betCount: 10,
      stake: '55.00',
      payout: stat.list[0]?.payout,
      profit: stat.list[0]?.profit,
    });
    const seconds = String(Math.floor(clock.time / 1000) - 3600);
    const bySeconds = await call(test, calls.userStat, { startTime: seconds }, as());
    expect(bySeconds.totals.betCount).toBe(10);
  });

  it('refuses wrong optional fields with an envelope error', async () => {
    const bad: Array<[(typeof calls)[keyof typeof calls], Record<string, unknown>]> = [
      [calls.gameAreaList, { gameTypeId: 'x' }],
      [calls.roomList, { areaId: '-1' }],
      [calls.allBetList, { status: 'won' }],
      [calls.allBetList, { pageSize: '101' }],
      [calls.userStat, { startTime: '2024-13-45' }],
      [calls.userStat, { rangeType: '2' }],
      [calls.trend, { gameTypeId: 1, limit: '500' }],
      [calls.cancelBet, { roomId: 1, betIds: 'a,b' }],
    ];
    for (const [definition, fields] of bad) {
      const envelope = await sendForm(test, definition.path, fields, as());
      expect(envelope.code, `${definition.path} ${JSON.stringify(fields)}`).toBe(ErrorCode.InvalidInput);
    }
    await expect(call(test, calls.roomOpenInfo, { roomId: 999_999 }, as())).rejects.toBeInstanceOf(
      CallFailed,
    );
  });
});
