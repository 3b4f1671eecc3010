// A round's bets settle under the room version each was placed under. The bet write takes the version in
// effect for the round's issue, which the settlement sums against; a bet recorded under another version
// (written by other means: a node of an earlier release, a repair) is still counted and paid by its own.
import { DEFAULT_ROOM_RULES, type RoomRules, roundDigits, settleBet } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestGame, fundedPlayer, placeTestBet, testClock, testScheduler } from '../../test/game';
import { startTestApp, type TestApp } from '../../test/helper';
import { toStoredRules } from '../catalogue/room-rules';

const clock = testClock();
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
});
afterAll(() => test.close());

/** Settles plain bets on 13 and 14 at 1.5 whatever the stake, unlike the defaults. */
const LATER: RoomRules = { ...DEFAULT_ROOM_RULES, plainOn1314: { aboveStakeMinor: 0n, odds: '1.5' } };

describe('a round with bets under two room versions', () => {
  it('pays each bet under its own version', async () => {
    clock.set(1_900_000_200_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    const placing = await fundedPlayer(test, 100_000n);
    const recorded = await fundedPlayer(test, 0n);
    const answer = await placeTestBet(test, placing, game.roomId, [['big', '100']]);
    const roundId = Number(answer.roundId);
    const issue = Number(answer.issue);

    await test.db.orm.execute(sql`
      INSERT INTO room_rule_versions (room_id, version, from_issue, odds, rules, entry_min_minor, bet_min_minor,
                                      bet_max_minor)
      SELECT room_id, 2, ${issue + 1}, odds, ${JSON.stringify(toStoredRules(LATER))}::jsonb, entry_min_minor,
             bet_min_minor, bet_max_minor
      FROM room_rule_versions WHERE room_id = ${game.roomId} AND version = 1`);
    await test.db.orm.execute(sql`
      INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, rule_version)
      VALUES (${roundId}, ${game.roomId}, ${recorded.userId}, 'big', 10000, 19800, 'recorded', 1, 2)`);

    clock.advance(60_000);
    await scheduler.tick();
    const [round] = await queryRows<{ status: string; digit_a: number; digit_b: number; digit_c: number }>(
      test.db.orm,
      sql`SELECT status, digit_a, digit_b, digit_c FROM rounds WHERE id = ${roundId}`,
    );
    expect(round?.status).toBe('settled');
    const digits = roundDigits(round?.digit_a ?? 0, round?.digit_b ?? 0, round?.digit_c ?? 0);
    const paidUnder = (rules: RoomRules) => {
      const settled = settleBet(
        { betType: 'big', stakeMinor: 10_000n, odds: '1.98' },
        digits,
        rules,
        10_000n,
      );
      return settled.outcome === 'win' ? settled.payoutMinor : 0n;
    };
    const results = await queryRows<{
      user_id: bigint;
      bet_count: number;
      stake_minor: bigint;
      payout_minor: bigint;
    }>(
      test.db.orm,
      sql`SELECT user_id, bet_count, stake_minor, payout_minor FROM round_player_results
          WHERE round_id = ${roundId} ORDER BY user_id`,
    );
    expect(
      results.map((row) => ({
        userId: Number(row.user_id),
        betCount: row.bet_count,
        stake: BigInt(row.stake_minor),
        payout: BigInt(row.payout_minor),
      })),
    ).toEqual([
      { userId: placing.userId, betCount: 1, stake: 10_000n, payout: paidUnder(DEFAULT_ROOM_RULES) },
      { userId: recorded.userId, betCount: 1, stake: 10_000n, payout: paidUnder(LATER) },
    ]);
  });
});
