// A round's whole life against drand relays: real HTTP servers speaking drand's API for a beacon network of
// the test's own. A beacon on time decides the draw with the round hash; one that comes late is waited for;
// one that never comes voids the round, refunding every bet; a forged one is refused; two nodes draw once;
// an operator may void a round only before its beacon's time. Rounds made before beacons still draw and verify.
import { createHmac } from 'node:crypto';
import {
  beaconFault,
  beaconRoundAt,
  beaconTimeMs,
  calls,
  digitsOf,
  drawRound,
  ErrorCode,
  translate,
  verifyRoundHash,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { recordGameEvents } from '../../kernel/game-events';
import { startTestRelay, type TestRelay, testBeaconNetwork } from '../../test/drand-relay';
import {
  createTestGame,
  fundedPlayer,
  placeTestBet,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
  testScheduler,
} from '../../test/game';
import { call, failure, startTestApp, type TestApp } from '../../test/helper';
import { expectCleanBooks } from '../../test/money';
import { drandBeaconSource, type RelayFault } from '../beacons/service';
import { roundHashAt } from '../fairness/service';
import { walletBalance } from '../ledger/service';
import type { BeaconMissing } from './scheduler';

const clock = testClock();
const beacon = testBeaconNetwork(Math.floor(clock.time / 1000) - 3000);
const { network } = beacon;
const WAIT_MS = 120_000;
const events = recordGameEvents();
const faults: RelayFault[] = [];
const missing: BeaconMissing[] = [];
let first: TestRelay;
let second: TestRelay;
let test: TestApp;
let admin: TestPlayer;

/** The network read from relays (in this order), as a node with FAIR28_BEACON=quicknet reads quicknet. */
const relaysOf = (...relays: TestRelay[]) =>
  drandBeaconSource({
    network,
    relays: relays.map((relay) => relay.url),
    timeoutMs: 1000,
    onRelayFault: (fault) => faults.push(fault),
    relayUrl: null,
  });

beforeAll(async () => {
  first = await startTestRelay(beacon, clock.now);
  second = await startTestRelay(beacon, clock.now);
  test = await startTestApp({}, { now: clock.now, events, beacons: relaysOf(first, second) });
  admin = await testOperator(test);
});
afterEach(async () => {
  // Each test plays its own game: the ones before stop, their rounds still to come (with no bets) set aside.
  await test.db.orm.execute(sql`UPDATE game_types SET is_enabled = false`);
  await test.db.orm.execute(
    sql`UPDATE rounds SET status = 'void', void_reason = 'operator', voided_at = now()
        WHERE status IN ('scheduled', 'open', 'closed')`,
  );
  first.mode = 'honest';
  second.mode = 'honest';
  faults.length = 0;
  missing.length = 0;
  events.clear();
});
afterAll(async () => {
  await expectCleanBooks(test);
  await test.close();
  await first.close();
  await second.close();
});

const as = (who: TestPlayer, lang: 'en' | 'zh' = 'en') => ({ token: who.token, bearer: true, lang });

type RoundState = {
  id: number;
  issue: number;
  status: string;
  closesAt: number;
  drawsAt: number;
  beaconRound: number | null;
  beaconRandomness: string | null;
  voidReason: string | null;
  roundHash: string | null;
};

async function roundState(roundId: number): Promise<RoundState> {
  const [row] = await queryRows<{
    id: bigint;
    issue: bigint;
    status: string;
    closes_at: Date | string;
    draws_at: Date | string;
    beacon_round: bigint | null;
    beacon_randomness: string | null;
    void_reason: string | null;
    round_hash: string | null;
  }>(
    test.db.orm,
    sql`SELECT id, issue, status, closes_at, draws_at, beacon_round, beacon_randomness, void_reason, round_hash
        FROM rounds WHERE id = ${roundId}`,
  );
  if (!row) throw new Error(`round ${roundId} missing`);
  return {
    id: Number(row.id),
    issue: Number(row.issue),
    status: row.status,
    closesAt: new Date(row.closes_at).getTime(),
    drawsAt: new Date(row.draws_at).getTime(),
    beaconRound: row.beacon_round === null ? null : Number(row.beacon_round),
    beaconRandomness: row.beacon_randomness,
    voidReason: row.void_reason,
    roundHash: row.round_hash,
  };
}

type Scheduler = ReturnType<typeof testScheduler>;
const nodeOf = () => testScheduler(test, clock, { events, metrics: test.app.ctx.metrics, onBeaconMissing });
const onBeaconMissing = (event: BeaconMissing) => missing.push(event);

/**
 * A new game running at `start` whose current round took a 10.00 bet on big from a player holding 100.00,
 * closed by `node`; the clock then stands at the round's close.
 */
async function closedRound(start: number, node: Scheduler = nodeOf()) {
  clock.set(start);
  const game = await createTestGame(test.db, {
    runningAt: clock,
    roundSeconds: 60,
    closeBeforeDrawSeconds: 10,
  });
  await node.tick();
  const player = await fundedPlayer(test, 10_000n);
  const placed = await placeTestBet(test, player, game.roomId, [['big', '10.00']]);
  const round = await roundState(placed.roundId);
  clock.set(round.closesAt);
  await node.tick();
  expect((await roundState(round.id)).status).toBe('closed');
  return { game, player, round, beaconTime: beaconTimeMs(network, round.beaconRound ?? 0) };
}

const asked = (relay: TestRelay, round: RoundState) => relay.asked.filter((r) => r === round.beaconRound);

describe('a round decided by its beacon', () => {
  it('names its beacon before it opens, and is drawn from it on time: anyone can recompute the numbers', async () => {
    clock.set(1_900_000_200_000);
    const game: TestGame = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    const node = nodeOf();
    await node.tick();
    const player = await fundedPlayer(test, 10_000n);
    const info = await call(test, calls.roomOpenInfo, { roomId: game.roomId }, as(player));
    const current = info.current;
    if (!current?.beacon) throw new Error('no current round with its beacon');
    const beaconRound = beaconRoundAt(network, current.closesAt);
    expect(current.beacon).toEqual({
      chainHash: network.chainHash,
      round: beaconRound,
      time: beaconTimeMs(network, beaconRound),
    });
    // The first beacon at or after the close: emitted less than a period after it.
    expect(current.beacon.time - current.closesAt).toBeGreaterThanOrEqual(0);
    expect(current.beacon.time - current.closesAt).toBeLessThan(network.periodSeconds * 1000);
    expect(first.asked).toEqual([]);

    await placeTestBet(test, player, game.roomId, [['big', '10.00']]);
    clock.set(current.drawsAt);
    const report = await node.tick();
    expect(report.drawn).toBe(1);
    expect(asked(first, await roundState(current.roundId))).toEqual([beaconRound]);
    expect(second.asked).toEqual([]);

    const verified = await call(test, calls.verifyRound, { roundId: current.roundId });
    expect(verified.closesAt).toBe(current.closesAt);
    expect(verified.beacon).toEqual({ ...current.beacon, ...beacon.sign(beaconRound) });
    const { signature, randomness } = verified.beacon ?? { signature: '', randomness: '' };
    expect(beaconFault(network, { round: beaconRound, signature, randomness }, beaconRound)).toBeNull();
    // Recomputed without fair28's code: HMAC-SHA256 keyed by the round hash over the beacon's randomness.
    const drawKey = createHmac('sha256', Buffer.from(verified.roundHash, 'hex'))
      .update(Buffer.from(randomness, 'hex'))
      .digest('hex');
    const { numbers } = drawRound(drawKey);
    expect(verified.numbers).toEqual(numbers);
    expect(digitsOf(numbers, verified.layout)).toMatchObject({ a: verified.a, b: verified.b, c: verified.c });
    expect(verifyRoundHash(verified.roundHash, verified.chainIndex, verified.terminatingHash)).toBe(true);
    // The beacon changed the result: the round hash alone draws other numbers.
    expect(drawRound(verified.roundHash).numbers).not.toEqual(numbers);
    expect(events.ofType('round.drawn').map((event) => event.roundId)).toEqual([current.roundId]);
    expect(faults).toEqual([]);
  });

  it('waits for a beacon that comes late, asking at most once a second, and draws it once it comes', async () => {
    first.mode = 'silent';
    second.mode = 'silent';
    const node = nodeOf();
    const { round, beaconTime } = await closedRound(1_900_001_400_000, node);
    clock.set(round.drawsAt);
    for (let pass = 0; pass < 3; pass++) await node.tick();
    expect((await roundState(round.id)).status).toBe('closed');
    // Both relays asked, once, however often the scheduler ran within the second.
    expect([asked(first, round).length, asked(second, round).length]).toEqual([1, 1]);
    clock.advance(999);
    await node.tick();
    expect(asked(first, round)).toHaveLength(1);
    clock.advance(1);
    await node.tick();
    expect(asked(first, round)).toHaveLength(2);

    // A minute late (within the two minutes' wait), the second relay has it.
    clock.set(beaconTime + 60_000);
    second.mode = 'honest';
    const report = await node.tick();
    expect(report.drawn).toBe(1);
    const drawn = await roundState(round.id);
    expect(drawn).toMatchObject({
      status: 'settled',
      beaconRandomness: beacon.sign(drawn.beaconRound ?? 0).randomness,
    });
    // Not emitted yet is no fault of the relays.
    expect(faults).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('is voided when no valid beacon came within the wait: every bet refunded, each player told, counted', async () => {
    first.mode = 'silent';
    second.mode = 'silent';
    const node = nodeOf();
    const voidedBefore = (await test.app.ctx.metrics.roundsVoidedNoBeacon.get()).values[0]?.value ?? 0;
    const { game, player, round, beaconTime } = await closedRound(1_900_003_000_000, node);
    expect(await walletBalance(test.db.orm, player.userId)).toBe(9_000n);
    clock.set(beaconTime + WAIT_MS - 1);
    await node.tick();
    expect((await roundState(round.id)).status).toBe('closed');

    clock.set(beaconTime + WAIT_MS);
    await node.tick();
    const voided = await roundState(round.id);
    expect(voided).toMatchObject({ status: 'void', voidReason: 'beacon_missing', roundHash: null });
    expect(voided.beaconRandomness).toBeNull();
    // Back to the cent.
    expect(await walletBalance(test.db.orm, player.userId)).toBe(10_000n);
    const [bet] = await queryRows<{ status: string }>(
      test.db.orm,
      sql`SELECT status FROM bets WHERE round_id = ${round.id}`,
    );
    expect(bet?.status).toBe('void');

    // The player is told why, in their language.
    for (const lang of ['en', 'zh'] as const) {
      const { list } = await call(test, calls.messageList, {}, as(player, lang));
      expect(list[0]).toMatchObject({
        title: translate(lang, 'notice.roundVoidedNoBeacon.title'),
        content: translate(lang, 'notice.roundVoidedNoBeacon.body', String(round.issue), '10.00'),
      });
    }
    // Every room is told, in both languages, with the reason apps can put in their own.
    const [told] = events.ofType('round.voided').filter((event) => event.roundId === round.id);
    expect(told).toMatchObject({
      voidReason: 'beacon_missing',
      reason: `${translate('zh', 'round.voidReason.beaconMissing')} · ${translate('en', 'round.voidReason.beaconMissing')}`,
      betCount: 1,
      refunded: '10.00',
    });
    // The line an operator alerts on, and its metric.
    expect(missing.find((event) => event.roundId === round.id)).toMatchObject({
      issue: String(round.issue),
      beacon: { chainHash: network.chainHash, round: round.beaconRound, time: beaconTime },
      lateMs: WAIT_MS,
      betCount: 1,
      refunded: '10.00',
    });
    const voidedAfter = (await test.app.ctx.metrics.roundsVoidedNoBeacon.get()).values[0]?.value ?? 0;
    expect(voidedAfter).toBeGreaterThan(voidedBefore);
    const stats = await call(test, calls.publicStats, {});
    expect(stats.gameTypes.find((entry) => entry.gameTypeId === game.gameTypeId)).toMatchObject({
      roundsDrawn: 0,
      roundsVoidedNoBeacon: 1,
    });

    // A beacon arriving after the void changes nothing: the round is never drawn.
    first.mode = 'honest';
    clock.advance(60_000);
    await node.tick();
    expect(await roundState(round.id)).toMatchObject({ status: 'void', roundHash: null });
    expect(await walletBalance(test.db.orm, player.userId)).toBe(10_000n);
  });

  it('refuses a forged beacon and takes the next relay’s; with only bad relays the round is voided', async () => {
    first.mode = 'forged';
    const node = nodeOf();
    const drawn = await closedRound(1_900_005_400_000, node);
    clock.set(drawn.round.drawsAt);
    expect((await node.tick()).drawn).toBe(1);
    const stored = await roundState(drawn.round.id);
    expect(stored.beaconRandomness).toBe(beacon.sign(stored.beaconRound ?? 0).randomness);
    expect(faults).toEqual([
      {
        relay: first.url,
        round: stored.beaconRound,
        fault: 'invalid',
        problem: "the signature does not verify against the network's public key",
      },
    ]);

    faults.length = 0;
    second.mode = 'failing';
    const refused = await closedRound(1_900_006_600_000, node);
    clock.set(refused.beaconTime + WAIT_MS);
    await node.tick();
    expect(await roundState(refused.round.id)).toMatchObject({
      status: 'void',
      voidReason: 'beacon_missing',
    });
    expect(await walletBalance(test.db.orm, refused.player.userId)).toBe(10_000n);
    const seen = faults.filter((fault) => fault.round === refused.round.beaconRound);
    expect(seen.map((fault) => [fault.relay, fault.fault])).toEqual([
      [first.url, 'invalid'],
      [second.url, 'unreachable'],
    ]);
    expect(seen[1]?.problem).toBe('HTTP 500');
  });

  it('two nodes racing draw it once from one stored beacon, or void it once with every bet refunded once', async () => {
    const nodeA = nodeOf();
    const nodeB = nodeOf();
    const { round } = await closedRound(1_900_007_800_000, nodeA);
    clock.set(round.drawsAt);
    await Promise.all([nodeA.tick(), nodeB.tick()]);
    const drawn = await roundState(round.id);
    expect(drawn.status).not.toBe('closed');
    expect(drawn.beaconRandomness).toBe(beacon.sign(drawn.beaconRound ?? 0).randomness);
    expect(events.ofType('round.drawn').filter((event) => event.roundId === round.id)).toHaveLength(1);

    first.mode = 'silent';
    second.mode = 'silent';
    const lost = await closedRound(1_900_009_000_000, nodeA);
    clock.set(lost.beaconTime + WAIT_MS);
    await Promise.all([nodeA.tick(), nodeB.tick()]);
    expect(await roundState(lost.round.id)).toMatchObject({ status: 'void', voidReason: 'beacon_missing' });
    expect(events.ofType('round.voided').filter((event) => event.roundId === lost.round.id)).toHaveLength(1);
    expect(await walletBalance(test.db.orm, lost.player.userId)).toBe(10_000n);
    const [refunds] = await queryRows<{ count: number }>(
      test.db.orm,
      sql`SELECT count(*)::integer AS count FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
          WHERE a.user_id = ${lost.player.userId} AND t.kind = 'refund'`,
    );
    expect(refunds?.count).toBe(1);
  });

  it('an operator may void a round before its beacon’s time, and not after: its result could be known', async () => {
    first.mode = 'silent';
    second.mode = 'silent';
    const node = nodeOf();
    const { round, player } = await closedRound(1_900_010_200_000, node);
    // Between the close and the beacon: still voidable.
    expect(clock.time).toBeLessThan(beaconTimeMs(network, round.beaconRound ?? 0));
    const accepted = await call(
      test,
      calls.adminRoundVoid,
      { roundId: round.id, reason: 'feed outage' },
      as(admin),
    );
    expect(accepted).toMatchObject({ roundId: round.id, status: 'void', refundedBets: 1, refunded: '10.00' });
    expect(await roundState(round.id)).toMatchObject({ status: 'void', voidReason: 'operator' });
    expect(await walletBalance(test.db.orm, player.userId)).toBe(10_000n);

    const late = await closedRound(1_900_011_400_000, node);
    clock.set(late.beaconTime);
    for (const lang of ['en', 'zh'] as const) {
      const refused = await failure(
        call(test, calls.adminRoundVoid, { roundId: late.round.id, reason: 'too late' }, as(admin, lang)),
      );
      expect(refused).toMatchObject({
        code: ErrorCode.RoundBeaconPassed,
        message: translate(lang, 'error.RoundBeaconPassed'),
      });
    }
    expect(await roundState(late.round.id)).toMatchObject({ status: 'closed', voidReason: null });
    expect(await walletBalance(test.db.orm, late.player.userId)).toBe(9_000n);
  });

  it('a round made before beacons draws from the beacon of its close; one drawn before beacons still verifies', async () => {
    const node = nodeOf();
    const legacy = await closedRound(1_900_012_600_000, node);
    await test.db.orm.execute(
      sql`UPDATE rounds SET beacon_chain_hash = NULL, beacon_round = NULL WHERE id = ${legacy.round.id}`,
    );
    clock.set(legacy.round.drawsAt);
    await node.tick();
    expect(await roundState(legacy.round.id)).toMatchObject({
      status: 'settled',
      beaconRound: beaconRoundAt(network, legacy.round.closesAt),
    });

    // Drawn as the release before beacons drew: from the round hash alone, no beacon stored.
    const old = await closedRound(1_900_013_800_000, node);
    const place = (
      await queryRows<{ chain_id: bigint; chain_index: number }>(
        test.db.orm,
        sql`SELECT chain_id, chain_index FROM rounds WHERE id = ${old.round.id}`,
      )
    )[0];
    if (!place) throw new Error('round missing');
    const roundHash = await roundHashAt(
      test.db.orm,
      { chainId: Number(place.chain_id), chainIndex: place.chain_index },
      test.config.game.chainKey,
    );
    const { numbers } = drawRound(roundHash);
    const { a, b, c, sum } = digitsOf(numbers, 'canada');
    await test.db.orm.execute(
      sql`UPDATE rounds SET status = 'drawn', beacon_chain_hash = NULL, beacon_round = NULL,
                 round_hash = ${roundHash}, numbers = ${`{${numbers.join(',')}}`}::smallint[],
                 digit_a = ${a}, digit_b = ${b}, digit_c = ${c}, sum = ${sum}, drawn_at = ${clock.now().toISOString()}
          WHERE id = ${old.round.id}`,
    );
    const verified = await call(test, calls.verifyRound, { roundId: old.round.id });
    expect(verified).toMatchObject({ roundHash, numbers, beacon: null, closesAt: old.round.closesAt });
  });
});
