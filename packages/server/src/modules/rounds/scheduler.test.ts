// The scheduler on a real database with a clock the test moves: rounds open, close, draw (with their beacon,
// here our own) and settle on time; two schedulers settle each round once; a crash after the draw and
// downtime lose nothing. beacons.test.ts follows rounds whose beacon is late, missing or forged.
import {
  beaconFault,
  beaconRoundAt,
  calls,
  digitsOf,
  drawKeyOf,
  drawRound,
  verifyRoundHash,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { recordGameEvents } from '../../kernel/game-events';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  testClock,
  testScheduler,
} from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { audit, walletBalance } from '../ledger/service';

const clock = testClock();
const events = recordGameEvents();
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now, events });
});
afterAll(() => test.close());

type RoundState = { id: number; issue: number; status: string; drawsAt: Date };

async function roundsOf(game: TestGame): Promise<RoundState[]> {
  const rows = await queryRows<{ id: bigint; issue: bigint; status: string; draws_at: Date | string }>(
    test.db.orm,
    sql`SELECT id, issue, status, draws_at FROM rounds WHERE game_type_id = ${game.gameTypeId} ORDER BY issue`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    issue: Number(row.issue),
    status: row.status,
    drawsAt: new Date(row.draws_at),
  }));
}

async function bet(game: TestGame, token: string, betType: string, amount: string) {
  return call(
    test,
    calls.placeBet,
    { roomId: game.roomId, items: JSON.stringify([{ betType, amount }]), idempotencyKey: newBetKey() },
    { token, bearer: true },
  );
}

describe('the scheduler', () => {
  it('opens, closes, draws and settles a round on time, each step once', async () => {
    clock.set(1_900_000_200_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const scheduler = testScheduler(test, clock, { events });
    events.clear();

    const first = await scheduler.tick();
    expect(first).toMatchObject({ created: 2, opened: 1, closed: 0, drawn: 0, settled: 0 });
    const [current, next] = await roundsOf(game);
    expect(current).toMatchObject({ status: 'open', drawsAt: new Date(clock.time + 60_000) });
    expect(next).toMatchObject({ status: 'scheduled', issue: (current?.issue ?? 0) + 1 });

    clock.advance(49_999);
    expect((await scheduler.tick()).closed).toBe(0);
    clock.advance(1);
    expect((await scheduler.tick()).closed).toBe(1);
    expect((await scheduler.tick()).closed).toBe(0);
    clock.advance(9_999);
    expect((await scheduler.tick()).drawn).toBe(0);
    clock.advance(1);
    const drawTick = await scheduler.tick();
    expect(drawTick).toMatchObject({ opened: 1, drawn: 1, settled: 1 });
    expect((await roundsOf(game))[0]?.status).toBe('settled');

    const types = events.events
      .filter((event) => 'roundId' in event && event.roundId === current?.id)
      .map((event) => event.type);
    expect(types).toEqual(['round.opened', 'round.closed', 'round.drawn', 'round.settled']);
  });

  it('draws every round from its chain hash joined with its beacon, each verifiable on its own', async () => {
    const drawn = await queryRows<{
      round_hash: string;
      chain_index: number;
      terminating_hash: string;
      layout: 'beijing' | 'canada';
      closes_at: Date | string;
      beacon_chain_hash: string;
      beacon_round: string;
      beacon_signature: string;
      beacon_randomness: string;
      numbers: number[];
      digit_a: number;
      digit_b: number;
      digit_c: number;
      sum: number;
    }>(
      test.db.orm,
      sql`SELECT r.round_hash, r.chain_index, c.terminating_hash, g.layout, r.closes_at, r.beacon_chain_hash,
                 r.beacon_round, r.beacon_signature, r.beacon_randomness, r.numbers, r.digit_a, r.digit_b,
                 r.digit_c, r.sum
          FROM rounds r JOIN hash_chains c ON c.id = r.chain_id JOIN game_types g ON g.id = r.game_type_id
          WHERE r.round_hash IS NOT NULL`,
    );
    expect(drawn.length).toBeGreaterThan(0);
    const { network } = test.app.ctx.beacons;
    for (const round of drawn) {
      expect(verifyRoundHash(round.round_hash, round.chain_index, round.terminating_hash)).toBe(true);
      // The beacon: the network's first round at or after the close, signed by the network's key.
      const beaconRound = Number(round.beacon_round);
      expect(round.beacon_chain_hash).toBe(network.chainHash);
      expect(beaconRound).toBe(beaconRoundAt(network, new Date(round.closes_at).getTime()));
      const beacon = {
        round: beaconRound,
        signature: round.beacon_signature,
        randomness: round.beacon_randomness,
      };
      expect(beaconFault(network, beacon, beaconRound)).toBeNull();
      const { numbers } = drawRound(drawKeyOf(round.round_hash, round.beacon_randomness));
      expect(round.numbers.map(Number)).toEqual(numbers);
      const digits = digitsOf(numbers, round.layout);
      expect([round.digit_a, round.digit_b, round.digit_c, round.sum]).toEqual([
        digits.a,
        digits.b,
        digits.c,
        digits.sum,
      ]);
    }
  });

  it('a node dying between draw and settlement: the round is settled exactly once on restart', async () => {
    clock.set(1_900_001_400_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const player = await fundedPlayer(test, 100_000n);
    await testScheduler(test, clock).tick();
    // Bets on every outcome of big/small and odd/even: whatever the draw, something wins.
    for (const betType of ['big', 'small', 'odd', 'even']) await bet(game, player.token, betType, '10.00');
    clock.advance(60_000);
    const crashed = testScheduler(test, clock);
    // (Rounds of the earlier tests' games run on the same database; counts here are at least this game's.)
    const beforeCrash = await crashed.tick(['create', 'open', 'close', 'draw']);
    expect(beforeCrash.drawn).toBeGreaterThanOrEqual(1);
    expect(beforeCrash.settled).toBe(0);
    const [round] = await roundsOf(game);
    expect(round?.status).toBe('drawn');
    expect(await walletBalance(test.db.orm, player.userId)).toBe(96_000n);

    const restarted = testScheduler(test, clock);
    expect((await restarted.tick()).settled).toBeGreaterThanOrEqual(1);
    expect((await roundsOf(game))[0]?.status).toBe('settled');
    expect((await restarted.tick()).settled).toBe(0);
    expect((await testScheduler(test, clock).tick()).settled).toBe(0);
    const wins = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count FROM ledger_transfers
          WHERE idempotency_key = ${`win:${round?.id}:${player.userId}`}`,
    );
    expect(wins[0]?.count).toBe(1);
    // Big+small and odd+even: exactly two of the four win, each paying 19.80 (no 13/14 rule here).
    expect(await walletBalance(test.db.orm, player.userId)).toBe(96_000n + 2n * 1_980n);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('after downtime, every overdue round is closed, drawn and settled on the first tick', async () => {
    clock.set(1_900_003_000_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const player = await fundedPlayer(test, 100_000n);
    const scheduler = testScheduler(test, clock);
    await scheduler.tick();
    await bet(game, player.token, 'big', '5.00');
    clock.advance(30_000);
    await scheduler.tick();
    await bet(game, player.token, 'small', '5.00');
    // Down for ten minutes: both rounds created before are overdue.
    clock.advance(10 * 60_000);
    const report = await testScheduler(test, clock).tick();
    expect(report.settled).toBeGreaterThanOrEqual(2);
    const [settledBets] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT coalesce(sum(bet_count), 0)::integer AS count FROM round_player_results WHERE user_id = ${player.userId}`,
    );
    expect(settledBets?.count).toBe(2);
    const rounds = await roundsOf(game);
    for (const round of rounds) {
      if (round.drawsAt.getTime() <= clock.time) expect(round.status).toBe('settled');
      else expect(['open', 'scheduled']).toContain(round.status);
    }
    expect(rounds.filter((round) => round.status === 'open')).toHaveLength(1);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('two schedulers on one database settle every round exactly once', async () => {
    clock.set(1_900_006_000_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 20,
      closeBeforeDrawSeconds: 5,
    });
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(test, 1_000_000n)));
    const shared = recordGameEvents();
    const nodeA = testScheduler(test, clock, { events: shared });
    const nodeB = testScheduler(test, clock, { events: shared });
    for (let step = 0; step < 12; step++) {
      await Promise.all([nodeA.tick(), nodeB.tick()]);
      const rounds = await roundsOf(game);
      if (rounds.some((round) => round.status === 'open') && clock.time % 20_000 < 10_000) {
        await Promise.all(
          players.map((player, index) =>
            bet(
              game,
              player.token,
              ['big', 'small', 'odd', 'even', 'pair', 'sum_13'][index] ?? 'big',
              '3.00',
            ),
          ),
        );
      }
      clock.advance(5_000);
    }
    await Promise.all([nodeA.tick(), nodeB.tick()]);
    const settledIds = shared.ofType('round.settled').map((event) => event.roundId);
    expect(settledIds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(settledIds).size).toBe(settledIds.length);
    for (const type of ['round.opened', 'round.closed', 'round.drawn'] as const) {
      const ids = shared.ofType(type).map((event) => event.roundId);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // One private result per player, room and settled round.
    const [results] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count FROM round_player_results p JOIN rounds r ON r.id = p.round_id
          WHERE r.game_type_id = ${game.gameTypeId}`,
    );
    const settledForGame = shared
      .ofType('bet.settled')
      .filter((event) => event.gameTypeId === game.gameTypeId);
    expect(settledForGame.length).toBe(results?.count);
    expect(settledForGame.length).toBeGreaterThan(0);
    const [dupes] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count FROM (
            SELECT round_id, user_id FROM round_player_results GROUP BY round_id, user_id HAVING count(*) > 1) d`,
    );
    expect(dupes?.count).toBe(0);
    const [unsettledBets] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count FROM bets b JOIN rounds r ON r.id = b.round_id
          WHERE r.game_type_id = ${game.gameTypeId} AND r.status = 'settled' AND b.status = 'placed'
            AND NOT EXISTS (SELECT 1 FROM round_player_results p
                            WHERE p.round_id = b.round_id AND p.user_id = b.user_id)`,
    );
    expect(unsettledBets?.count).toBe(0);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });
});
