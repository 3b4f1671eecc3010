// The verifier (packages/verifier) against a live server: a few hundred rounds of a 10-second game with bets,
// created, drawn with the server's own beacon and settled by the scheduler on a test clock, served over HTTP by
// the real app; the first rounds as the release before beacons drew them.
// The library and the bundled command both pass them, from the site and from an exported file; then one
// tampered result, beacon, hash link and total are each caught, named, with exit code 1.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { calls, newBeaconSecretKey, signBeacon } from '@fair28/shared';
import { fileSource, readRecordFile, siteSource, verifyRecord } from '@fair28/verifier';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/database';
import { redrawAsBeforeBeacons } from './test/before-beacons';
import {
  createTestGame,
  fundedPlayer,
  placeTestBet,
  testClock,
  testOperator,
  testScheduler,
} from './test/game';
import { call, startTestApp, type TestApp } from './test/helper';

const run = promisify(execFile);
const verifierRoot = path.resolve(import.meta.dirname, '../../verifier');
const command = path.join(verifierRoot, 'dist/fair28-verify.mjs');

const ROUND_SECONDS = 10;
/** Rounds drawn from the round hash alone, before the game had a beacon; the rest are drawn with one. */
const ROUNDS_BEFORE_BEACONS = 20;
const ROUNDS = 300;

const clock = testClock(1_900_000_200_000);
let test: TestApp;
let site: string;

async function runCommand(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [command, ...args, '--quiet']);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: `${failed.stdout}${failed.stderr}` };
  }
}

beforeAll(async () => {
  const started = Date.now();
  test = await startTestApp({}, { now: clock.now });
  const game = await createTestGame(test.db, {
    runningAt: clock,
    roundSeconds: ROUND_SECONDS,
    closeBeforeDrawSeconds: 2,
  });
  const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(test, 10_000_000n)));
  const operator = await testOperator(test);
  const scheduler = testScheduler(test, clock);
  const betTypes = ['big', 'small', 'odd', 'even', 'sum_13', 'pair'];
  // One pass a round, on its draw time: the round due draws (and settles), the next opens and takes a bet.
  for (let round = 0; round < ROUNDS; round++) {
    await scheduler.tick(['create', 'open', 'close', 'draw']);
    if (round < ROUNDS_BEFORE_BEACONS) await redrawAsBeforeBeacons(test.db);
    await scheduler.tick(['settle']);
    const player = players[round % players.length];
    if (round === ROUNDS / 2) {
      // An operator voids the round just opened: it is never drawn, and its bets are refunded.
      const { current } = await call(
        test,
        calls.roomOpenInfo,
        { roomId: game.roomId },
        { token: operator.token, bearer: true },
      );
      await call(
        test,
        calls.adminRoundVoid,
        { roundId: current?.roundId ?? 0, reason: 'checked' },
        { token: operator.token, bearer: true },
      );
    } else if (player && round % 5 !== 0) {
      await placeTestBet(test, player, game.roomId, [[betTypes[round % betTypes.length] ?? 'big', '10.00']]);
    }
    clock.advance(ROUND_SECONDS * 1000);
  }
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  site = `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`;
  await run(process.execPath, [path.join(verifierRoot, 'build.mjs')]);
  process.stdout.write(`verifier.test: ${ROUNDS} rounds made in ${Date.now() - started} ms\n`);
}, 240_000); // 30 to 70 s on two busy cores, past 120 s on the busiest.

afterAll(() => test?.close());

type RoundRow = { id: number; numbers: number[]; round_hash: string; beacon_round: number };

async function drawnRound(offset: number): Promise<RoundRow> {
  const [row] = await queryRows<{ id: bigint; numbers: number[]; round_hash: string; beacon_round: bigint }>(
    test.db.orm,
    sql`SELECT id, numbers, round_hash, beacon_round FROM rounds
        WHERE status = 'settled' AND beacon_signature IS NOT NULL ORDER BY issue OFFSET ${offset} LIMIT 1`,
  );
  if (!row) throw new Error('no such round');
  return {
    id: Number(row.id),
    numbers: row.numbers.map(Number),
    round_hash: row.round_hash,
    beacon_round: Number(row.beacon_round),
  };
}

/** Runs `check` with the round's row changed by `change`, put back afterwards. */
async function whileTampered(id: number, change: ReturnType<typeof sql>, check: () => Promise<void>) {
  const [saved] = await queryRows<Record<string, unknown>>(
    test.db.orm,
    sql`SELECT * FROM rounds WHERE id = ${id}`,
  );
  await test.db.orm.execute(sql`UPDATE rounds SET ${change} WHERE id = ${id}`);
  try {
    await check();
  } finally {
    const s = saved as {
      numbers: number[];
      round_hash: string;
      beacon_signature: string;
      beacon_randomness: string;
    };
    await test.db.orm.execute(sql`
      UPDATE rounds SET numbers = ${`{${s.numbers.join(',')}}`}::smallint[], round_hash = ${s.round_hash},
             beacon_signature = ${s.beacon_signature}, beacon_randomness = ${s.beacon_randomness}
      WHERE id = ${id}`);
  }
}

/** The library and the command both stop at the same discrepancy, of this kind and round. */
async function expectCaught(kind: string, roundId: number | null, detail: RegExp) {
  const report = await verifyRecord(siteSource(site));
  expect(report.discrepancy).toMatchObject({ kind, ...(roundId ? { round: { roundId } } : {}) });
  expect(report.discrepancy?.detail).toMatch(detail);
  const { code, stdout } = await runCommand(site);
  expect(code).toBe(1);
  expect(stdout).toContain(`DISCREPANCY ${kind}: ${roundId ? `round ${roundId} ` : ''}`);
}

// Each test verifies the 300 rounds twice, in this process and in the command's: past 30 s on two busy cores.
describe('the verifier on a live server', { timeout: 90_000 }, () => {
  it('passes every chain, round, beacon and figure, through the library and the command', async () => {
    const started = Date.now();
    const report = await verifyRecord(siteSource(site));
    const elapsed = Date.now() - started;
    expect(report.discrepancy).toBeNull();
    const [made] = await queryRows<{ drawn: number; before_beacons: number; voided: number }>(
      test.db.orm,
      sql`SELECT count(*) FILTER (WHERE round_hash IS NOT NULL)::integer AS drawn,
                 count(*) FILTER (WHERE round_hash IS NOT NULL AND beacon_signature IS NULL)::integer AS before_beacons,
                 count(*) FILTER (WHERE status = 'void')::integer AS voided
          FROM rounds`,
    );
    expect(made?.drawn).toBeGreaterThanOrEqual(ROUNDS - 2);
    expect(report.rounds).toMatchObject({
      checked: (made?.drawn ?? 0) + (made?.voided ?? 0),
      drawn: made?.drawn,
      beforeBeacons: made?.before_beacons,
      standIn: (made?.drawn ?? 0) - (made?.before_beacons ?? 0),
    });
    expect(made?.before_beacons).toBeGreaterThan(0);
    expect(made?.voided).toBe(1);
    expect(report.rounds.quicknet).toBe(0);
    const info = await call(test, calls.beaconInfo, {});
    expect(info.isLocal).toBe(true);
    expect(report.standInChainHash).toBe(info.chainHash);
    expect(report.seedsChecked).toBeGreaterThanOrEqual(4);
    expect(report.isStatisticsMatched).toBe(true);
    process.stdout.write(`verifier.test: ${report.rounds.checked} rounds verified in ${elapsed} ms\n`);

    const { code, stdout } = await runCommand(site);
    expect(code).toBe(0);
    expect(stdout).toContain('PASS: every chain, round, beacon and figure checks.');
    expect(stdout).toMatch(/WARNING: \d+ rounds decided by the site's own stand-in beacon/);
  });

  it('catches a changed result', async () => {
    const round = await drawnRound(100);
    const changed = [...round.numbers.slice(0, 19), round.numbers[19] === 80 ? 79 : 80].sort((x, y) => x - y);
    await whileTampered(round.id, sql`numbers = ${`{${changed.join(',')}}`}::smallint[]`, () =>
      expectCaught('numbers', round.id, /its draw key gives .+; the site shows/),
    );
  });

  it('catches a beacon the network did not sign', async () => {
    const round = await drawnRound(150);
    const forged = signBeacon(newBeaconSecretKey(), round.beacon_round);
    await whileTampered(
      round.id,
      sql`beacon_signature = ${forged.signature}, beacon_randomness = ${forged.randomness}`,
      () => expectCaught('beacon-signature', round.id, /does not verify/),
    );
  });

  it('catches a round hash that does not link to the one revealed before it', async () => {
    const round = await drawnRound(200);
    const other = createHash('sha256').update(round.round_hash).digest('hex');
    await whileTampered(round.id, sql`round_hash = ${other}`, () =>
      expectCaught('chain-link', round.id, /does not hash to/),
    );
  });

  it('checks an exported record offline, and catches a changed total in it', async () => {
    const file = path.join(tmpdir(), `fair28-record-${process.pid}.json`);
    const exported = await runCommand(site, '--export', file);
    expect(exported.code).toBe(0);
    const offline = await runCommand('--file', file);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain('PASS');

    const record = readRecordFile(await readFile(file, 'utf8'));
    const withBets = record.rounds.find((round) => (round.totals?.players ?? 0) > 0);
    if (!withBets?.totals) throw new Error('no round with bets');
    withBets.totals.stakes = (Number(withBets.totals.stakes) + 1).toFixed(2);
    await writeFile(file, JSON.stringify(record));
    const report = await verifyRecord(fileSource(record, file));
    expect(report.discrepancy).toMatchObject({ kind: 'statistics', figure: 'stakes' });
    const tampered = await runCommand('--file', file);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toMatch(/DISCREPANCY statistics: .*the statistics show stakes/);
  });
});
