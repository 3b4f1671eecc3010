// Settlement against the shared model: the set-based SQL pays exactly what settleBet says for every bet
// type on all 1,000 digit triples under every 13/14 rule, and real rounds of random bets settle to the
// cent with clean books and per-bet results derived on read that add up to what was paid.
import {
  BET_TYPES,
  type BetType,
  calls,
  DEFAULT_ROOM_RULES,
  defaultOdds,
  formatOdds,
  parseOdds,
  type RoomRules,
  roundDigits,
  settleBet,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestGame, createTestRoom, fundedPlayer, testClock, testScheduler } from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { runBetBatch } from '../bets/batch';
import { roomRulesOfGameType } from '../catalogue/service';
import { audit, walletBalance } from '../ledger/service';
import { outcomeRowsFor } from './settlement';
import { computePlayerResults } from './settlement-queries';

const clock = testClock();
let test: TestApp;

const RULE_SETS: RoomRules[] = [
  { wrapStraights: false, combinationOn1314: 'pay', plainOn1314: null },
  { wrapStraights: true, combinationOn1314: 'refund', plainOn1314: { aboveStakeMinor: 1_000n, odds: '1.6' } },
  { wrapStraights: false, combinationOn1314: 'lose', plainOn1314: { aboveStakeMinor: 5_000n, odds: '1.5' } },
  { wrapStraights: true, combinationOn1314: 'pay', plainOn1314: { aboveStakeMinor: 0n, odds: '1.01' } },
];

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
});
afterAll(() => test.close());

const isPlain = (betType: string) => ['big', 'small', 'odd', 'even'].includes(betType);

type ModelBet = { roomId: number; userId: number; betType: BetType; stakeMinor: bigint; odds: bigint };

/** What settleBet pays per (room, player): wins and 13/14 refunds, from the bets alone. */
function modelResults(
  bets: ModelBet[],
  digits: { a: number; b: number; c: number },
  rulesOf: Map<number, RoomRules>,
) {
  const plainStake = new Map<string, bigint>();
  for (const bet of bets) {
    const key = `${bet.roomId}:${bet.userId}`;
    if (isPlain(bet.betType)) plainStake.set(key, (plainStake.get(key) ?? 0n) + bet.stakeMinor);
  }
  const results = new Map<string, { stake: bigint; payout: bigint; refund: bigint }>();
  for (const bet of bets) {
    const key = `${bet.roomId}:${bet.userId}`;
    const rules = rulesOf.get(bet.roomId);
    if (!rules) throw new Error('room without rules');
    const settled = settleBet(
      { betType: bet.betType, stakeMinor: bet.stakeMinor, odds: formatOdds(bet.odds) },
      roundDigits(digits.a, digits.b, digits.c),
      rules,
      plainStake.get(key) ?? 0n,
    );
    const result = results.get(key) ?? { stake: 0n, payout: 0n, refund: 0n };
    result.stake += bet.stakeMinor;
    if (settled.outcome === 'win') result.payout += settled.payoutMinor;
    if (settled.outcome === 'refund') result.refund += settled.payoutMinor;
    results.set(key, result);
  }
  return results;
}

describe('settlement', () => {
  it('the SQL pays what settleBet pays: every bet type, all 1,000 digit triples, every 13/14 rule', async () => {
    clock.set(1_900_000_200_000);
    const game = await createTestGame(test.db, { runningAt: clock, rules: RULE_SETS[0] });
    for (const rules of RULE_SETS.slice(1)) await createTestRoom(test.db, game, { rules });
    await testScheduler(test, clock).tick();
    const [round] = await queryRows<{ id: bigint }>(
      test.db.orm,
      sql`SELECT id FROM rounds WHERE game_type_id = ${game.gameTypeId} ORDER BY issue LIMIT 1`,
    );
    const roundId = Number(round?.id);
    const rooms = await roomRulesOfGameType(test.db.orm, game.gameTypeId);
    const rulesOf = new Map(rooms.map((room) => [room.id, room.parsed]));
    // Per room: one player far above every threshold, one below; odd stakes make the flooring show.
    const players = await Promise.all([
      fundedPlayer(test, 0n),
      fundedPlayer(test, 0n),
      fundedPlayer(test, 0n),
    ]);
    const stakes = [1_007n, 7n, 250n];
    const bets: ModelBet[] = [];
    for (const room of rooms) {
      const odds = defaultOdds(rulesOf.get(room.id) ?? DEFAULT_ROOM_RULES);
      players.forEach((player, index) => {
        for (const betType of BET_TYPES) {
          if (index === 2 && !isPlain(betType)) continue;
          bets.push({
            roomId: room.id,
            userId: player.userId,
            betType,
            stakeMinor: stakes[index] ?? 1n,
            odds: parseOdds(odds[betType]),
          });
        }
      });
    }
    await test.db.orm.execute(sql`
      INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no)
      SELECT ${roundId}, room_id, user_id, bet_type, stake_minor, odds, 'model', row_number() OVER ()
      FROM jsonb_to_recordset(${JSON.stringify(
        bets.map((bet) => ({
          room_id: bet.roomId,
          user_id: bet.userId,
          bet_type: bet.betType,
          stake_minor: bet.stakeMinor.toString(),
          odds: bet.odds.toString(),
        })),
      )}::jsonb) AS b(room_id integer, user_id bigint, bet_type text, stake_minor bigint, odds bigint)`);

    let checked = 0;
    for (let triple = 0; triple < 1000; triple++) {
      const digits = { a: Math.floor(triple / 100), b: Math.floor(triple / 10) % 10, c: triple % 10 };
      const expected = modelResults(bets, digits, rulesOf);
      const actual = await computePlayerResults(test.db.orm, roundId, outcomeRowsFor(rooms, digits));
      expect(actual).toHaveLength(expected.size);
      for (const row of actual) {
        const model = expected.get(`${row.roomId}:${row.userId}`);
        const got = { stake: row.stakeMinor, payout: row.payoutMinor, refund: row.refundMinor };
        if (
          JSON.stringify(got, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) !==
          JSON.stringify(model, (_, v) => (typeof v === 'bigint' ? v.toString() : v))
        ) {
          expect({ triple, room: row.roomId, user: row.userId, ...got }).toEqual({
            triple,
            room: row.roomId,
            user: row.userId,
            ...model,
          });
        }
        checked++;
      }
    }
    expect(checked).toBe(1000 * rooms.length * players.length);
    await test.db.orm.execute(sql`DELETE FROM bets WHERE round_id = ${roundId}`);
  }, 120_000); // 1,000 queries: past 30 s on the embedded database on two busy cores.

  it('real rounds of random bets settle to the cent, books clean, bet history adding up', async () => {
    clock.set(1_900_050_000_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
      rules: RULE_SETS[1],
    });
    const second = await createTestRoom(test.db, game, { rules: RULE_SETS[2] });
    const roomIds = [game.roomId, second.id];
    const rooms = await roomRulesOfGameType(test.db.orm, game.gameTypeId);
    const rulesOf = new Map(rooms.map((room) => [room.id, room.parsed]));
    const players = await Promise.all(Array.from({ length: 5 }, () => fundedPlayer(test, 10_000_000n)));
    const scheduler = testScheduler(test, clock);
    let seed = 28;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let roundNo = 0; roundNo < 6; roundNo++) {
      await scheduler.tick();
      const [round] = await queryRows<{ id: bigint }>(
        test.db.orm,
        sql`SELECT id FROM rounds WHERE game_type_id = ${game.gameTypeId} AND status = 'open'`,
      );
      const roundId = Number(round?.id);
      const before = new Map<number, bigint>();
      for (const player of players)
        before.set(player.userId, await walletBalance(test.db.orm, player.userId));
      const bets: ModelBet[] = [];
      const orders = players.flatMap((player) =>
        roomIds.map((roomId) => {
          const odds = defaultOdds(rulesOf.get(roomId) ?? DEFAULT_ROOM_RULES);
          const items = Array.from({ length: 1 + random(8) }, () => {
            const betType = BET_TYPES[random(BET_TYPES.length)] ?? 'big';
            const stakeMinor = BigInt(100 + random(300_000));
            const scaled = parseOdds(odds[betType]);
            bets.push({ roomId, userId: player.userId, betType, stakeMinor, odds: scaled });
            return { betType, stakeMinor, odds: scaled };
          });
          return {
            userId: player.userId,
            roomId,
            roundId,
            requestKey: `r${roundNo}-${roomId}`,
            items,
            entryMinMinor: 0n,
            ruleVersion: 1,
          };
        }),
      );
      const placed = await runBetBatch(test.db, orders, clock.now(), test.config.timeZone);
      expect(placed.every((result) => result.ok)).toBe(true);
      clock.advance(60_000);
      await scheduler.tick();
      const [drawn] = await queryRows<{ a: number; b: number; c: number; status: string }>(
        test.db.orm,
        sql`SELECT digit_a AS a, digit_b AS b, digit_c AS c, status FROM rounds WHERE id = ${roundId}`,
      );
      expect(drawn?.status).toBe('settled');
      const expected = modelResults(bets, drawn ?? { a: 0, b: 0, c: 0 }, rulesOf);
      for (const player of players) {
        let change = 0n;
        for (const [key, result] of expected) {
          if (key.endsWith(`:${player.userId}`)) change += result.payout + result.refund - result.stake;
        }
        expect(await walletBalance(test.db.orm, player.userId)).toBe(
          (before.get(player.userId) ?? 0n) + change,
        );
      }
      expect((await audit(test.db.orm)).isClean).toBe(true);
    }

    // Each bet's outcome, derived on read, adds up to the settled results.
    for (const player of players) {
      const history = await call(
        test,
        calls.allBetList,
        { pageSize: 100, gameTypeId: game.gameTypeId },
        {
          token: player.token,
          bearer: true,
        },
      );
      const paid = history.list.reduce((sum, bet) => sum + BigInt(bet.payout.replace('.', '')), 0n);
      const [row] = await queryRows<{ paid: bigint }>(
        test.db.orm,
        sql`SELECT coalesce(sum(payout_minor + refund_minor), 0)::bigint AS paid FROM round_player_results
            WHERE user_id = ${player.userId}`,
      );
      expect(history.total).toBe(history.list.length);
      expect(history.list.every((bet) => bet.outcome !== 'pending')).toBe(true);
      expect(paid).toBe(BigInt(row?.paid ?? 0n));
    }
  });
});
