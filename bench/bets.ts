// Measures placing bets over HTTP on PostgreSQL: a scratch database, the real app on a port, and a
// worker thread of keep-alive clients each placing one bet per call for a fixed time. Prints TPS and
// latency percentiles. Usage:
//   DATABASE_URL=postgres://… npm run bench:bets -w @fair28/bench -- [clients] [seconds] [players] [gzip] [keep]
// (`keep` leaves the scratch database for a look with psql.)
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { type Database, queryRows } from '../packages/server/src/db/database';
import { hashToken } from '../packages/server/src/infra/secrets';
import { betIntake } from '../packages/server/src/modules/bets/intake';
import { publishChainAhead } from '../packages/server/src/modules/fairness/service';
import { GameScheduler } from '../packages/server/src/modules/rounds/scheduler';
import { createBenchRoom } from './bench-room';
import { BenchFailure, count, messageOf, onExit, runBench, runCommand, within } from './deadlines';
import { createScratchDatabase } from './scratch-database';

type Job = {
  url: string;
  tokens: string[];
  roomId: number;
  clients: number;
  seconds: number;
  gzip: boolean;
  /** Shared with the worker: calls answered, calls in flight; readable even when the worker is stuck. */
  progress: Int32Array;
};
type LoadResult = {
  calls: number;
  tps: number;
  p50: number;
  p99: number;
  max: number;
  failures: Record<string, number>;
};
type WorkerReport = ({ type: 'result' } & LoadResult) | { type: 'failed'; error: string };

/** Issue 13's target: calls/s at least 1.5 times pgbench's bare place-bet SQL, with p99 under 50 ms. */
const TARGET_RATIO = 1.5;
const TARGET_P99_MS = 50;
const STEP_MS = 60_000;
const CHAIN_LENGTH = 100;
/** The load runs for its seconds, then the calls in flight finish (each has 10 s at most in the worker). */
const LOAD_GRACE_MS = 30_000;
const SERVER_CLOSE_MS = 30_000;
/** pgbench runs for its seconds, plus connecting and tearing down. */
const PGBENCH_GRACE_MS = 60_000;

async function main() {
  const clients = Number(process.argv[2] ?? 64);
  const seconds = Number(process.argv[3] ?? 10);
  const players = Number(process.argv[4] ?? 1000);
  // `gzip` as the fifth argument: answers deflated and encrypted, as the spec's clients ask.
  const gzip = process.argv.includes('gzip');
  const base = loadConfig();
  if (!base.databaseUrl) throw new BenchFailure('set DATABASE_URL to a PostgreSQL server');
  // Found before the run, so a missing yardstick is said at once rather than after the load.
  const pgbench = findPgbench();
  const scratch = await createScratchDatabase(base.databaseUrl, `fair28_benchbets_${process.pid}`, {
    poolSize: 20,
    isKept: process.argv.includes('keep'),
  });
  const { db } = scratch;
  // The environment's settings (FAIR28_BET_BATCHING …) on the scratch database, without logs.
  const config = { ...base, databaseUrl: scratch.url, logLevel: 'silent' as const };
  const room = await within('creating the bench room and opening its round', STEP_MS, openRoom(db));
  const tokens = Array.from({ length: players }, () => randomBytes(24).toString('base64url'));
  await within(`funding ${count(players)} players`, STEP_MS, fundPlayers(db, tokens));

  const app = await within('building the app', STEP_MS, buildApp({ config, db, logger: false }));
  const closeServer = onExit('closing the server', () => app.close());
  const url = await within(
    'starting the server on a port',
    STEP_MS,
    app.listen({ port: 0, host: '127.0.0.1' }),
  );
  const progress = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  // The clients run on their own thread (plain JS), so they do not share the server's event loop.
  const worker = new Worker(new URL('./bets-load.mjs', import.meta.url), {
    workerData: { url, tokens, roomId: room.id, clients, seconds, gzip, progress } satisfies Job,
  });
  const stopWorker = onExit('stopping the load worker', () => worker.terminate());
  // How busy the server's event loop was: its CPU per call does not depend on what else the machine runs.
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = serverThreadCpuMs();
  const intakeBefore = betIntake(app.ctx).stats();
  const databaseCpuBefore = await databaseCpuMs(db);
  const result = await within(
    `${clients} clients placing bets for ${seconds} s`,
    seconds * 1000 + LOAD_GRACE_MS,
    loadResult(worker),
    () => `${count(Atomics.load(progress, 0))} calls answered, ${count(Atomics.load(progress, 1))} in flight`,
  );
  const loop = performance.eventLoopUtilization(loopBefore);
  const cpuAfter = serverThreadCpuMs();
  const intakeAfter = betIntake(app.ctx).stats();
  const databaseCpuAfter = await databaseCpuMs(db);
  await stopWorker();
  const serverMsPerCall = (loop.active / result.calls).toFixed(3);
  const serverCpuMsPerCall =
    cpuBefore === undefined || cpuAfter === undefined
      ? null
      : ((cpuAfter - cpuBefore) / result.calls).toFixed(3);
  const databaseCpuMsPerCall =
    databaseCpuBefore === undefined || databaseCpuAfter === undefined
      ? null
      : ((databaseCpuAfter - databaseCpuBefore) / result.calls).toFixed(3);
  const ordersPerBatch = (
    (intakeAfter.orders - intakeBefore.orders) /
    Math.max(1, intakeAfter.batches - intakeBefore.batches)
  ).toFixed(1);
  console.log(
    JSON.stringify({
      clients,
      seconds,
      players,
      batching: config.game.betBatching,
      gzip,
      ...result,
      serverLoopUtilization: Number(loop.utilization.toFixed(2)),
      serverMsPerCall,
      serverCpuMsPerCall,
      databaseCpuMsPerCall,
      ordersPerBatch,
    }),
  );
  await within('closing the server', SERVER_CLOSE_MS, closeServer());
  const yardstick = await pgbenchPlaceBet(pgbench, scratch.url, room.id, players, seconds, [16, clients]);
  const ratio = Number((result.calls / seconds / yardstick).toFixed(2));
  console.log(JSON.stringify({ pgbenchTps: yardstick, ratio }));
  const isMet = ratio >= TARGET_RATIO && result.p99 < TARGET_P99_MS;
  console.log(
    `${count(Math.round(result.calls / seconds))} calls/s, p99 ${result.p99} ms, against pgbench ${count(yardstick)} tps: ` +
      `${ratio}× (target ≥ ${TARGET_RATIO}× with p99 < ${TARGET_P99_MS} ms: ${isMet ? 'met' : 'MISSED'}); ` +
      `server ${serverCpuMsPerCall ?? '–'} ms CPU per call, database ${databaseCpuMsPerCall ?? '–'} ms, ` +
      `${ordersPerBatch} calls per commit`,
  );
  // Figures with refused calls in them measure something else than placing bets.
  const failed = Object.values(result.failures).reduce((sum, n) => sum + n, 0);
  if (failed > 0) {
    throw new BenchFailure(
      `${count(failed)} of ${count(result.calls)} calls failed: ${JSON.stringify(result.failures)}`,
    );
  }
}

/** The room with its current round open, as on a server already running: its chain listed two rounds ago. */
async function openRoom(db: Database) {
  const roundSeconds = 3600;
  const room = await createBenchRoom(db, roundSeconds);
  const { chainKey } = loadConfig().game;
  const now = Date.now();
  const currentIssue = Math.floor(now / (roundSeconds * 1000)) + 1;
  const listedAt = new Date(now - 2 * roundSeconds * 1000);
  await db.orm.transaction((tx) =>
    publishChainAhead(tx, room.gameTypeId, currentIssue, CHAIN_LENGTH, chainKey, listedAt),
  );
  await new GameScheduler({
    db,
    now: () => new Date(),
    events: { publish() {} },
    chainLength: CHAIN_LENGTH,
    chainKey,
  }).tick();
  const [round] = await queryRows<{ id: string }>(db.orm, sql`SELECT id FROM rounds WHERE status = 'open'`);
  if (!round) throw new BenchFailure('the scheduler opened no round');
  return room;
}

/** Players with sessions (Bearer tokens) and funded wallets, the balances through the ledger. */
async function fundPlayers(db: Database, tokens: string[]) {
  const players = tokens.length;
  await db.orm.execute(sql`
    INSERT INTO users (account, password_hash, invitation_code)
    SELECT 'bench' || i, 'x', 'B' || i FROM generate_series(1, ${players}) i`);
  await db.orm.execute(sql`
    INSERT INTO ledger_accounts (kind, user_id, balance_minor) SELECT 'wallet', id, 0 FROM users`);
  await db.orm.execute(sql`
    INSERT INTO ledger_accounts (kind, user_id, balance_minor) SELECT 'withdrawal_hold', id, 0 FROM users`);
  // Balances through the ledger, so the audit holds: one deposit per player.
  await db.orm.execute(sql`
    WITH credited AS (
      UPDATE ledger_accounts SET balance_minor = 100000000 WHERE kind = 'wallet' RETURNING id, balance_minor)
    INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key,
                                  from_balance_after, to_balance_after)
    SELECT (SELECT id FROM ledger_accounts WHERE kind = 'deposit_clearing'), id, 100000000, 'deposit',
           'bench-deposit:' || id, 0, balance_minor FROM credited`);
  await db.orm.execute(sql`
    UPDATE ledger_accounts SET balance_minor = -100000000 * ${players}::bigint WHERE kind = 'deposit_clearing'`);
  await db.orm.execute(sql`
    INSERT INTO sessions (user_id, token_hash, expires_at)
    SELECT u.id, t.hash, now() + interval '1 day'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users) u
    JOIN jsonb_array_elements_text(${JSON.stringify(tokens.map(hashToken))}::jsonb) WITH ORDINALITY AS t(hash, n)
      ON t.n = u.n`);
  await db.orm.execute(sql`ANALYZE`);
}

/**
 * CPU time (user and system) of this process's main thread, the server's, in ms: unlike the event loop's
 * busy time it does not grow while the thread waits for a core, so it holds on a loaded machine. Linux's
 * per-thread counters (the load clients' thread is another task); undefined where there are none.
 */
function serverThreadCpuMs(): number | undefined {
  const file = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(file)) return undefined;
  return cpuMsOfStat(readFileSync(file, 'utf8'));
}

/**
 * CPU time (user and system) of the database server's processes serving this database, in ms, where
 * PostgreSQL runs on this machine (its processes readable in /proc); else undefined. The app's pool keeps
 * its connections through the run, so the difference over the load is what its queries cost the server.
 */
async function databaseCpuMs(db: Database): Promise<number | undefined> {
  const rows = await queryRows<{ pid: number }>(
    db.orm,
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  );
  let total = 0;
  for (const { pid } of rows) {
    const file = `/proc/${pid}/stat`;
    if (!existsSync(file)) return undefined;
    total += cpuMsOfStat(readFileSync(file, 'utf8'));
  }
  return total;
}

/** utime + stime of a /proc stat line, in ms. */
function cpuMsOfStat(stat: string): number {
  // Fields after the command name (which may hold spaces) start at the state, the 3rd: utime and stime are
  // the 14th and 15th, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The worker's one report; its failure, or its end without a report, is an error. */
function loadResult(worker: Worker): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    worker.once('message', (report: WorkerReport) => {
      if (report.type === 'failed') reject(new BenchFailure(`the load worker failed: ${report.error}`));
      else {
        const { type: _, ...result } = report;
        resolve(result);
      }
    });
    worker.once('error', (error) => reject(new BenchFailure(`the load worker failed: ${messageOf(error)}`)));
    worker.once('exit', (code) =>
      reject(new BenchFailure(`the load worker exited (code ${code}) without a result`)),
    );
  });
}

/** pgbench from PATH, or from Debian's PostgreSQL folders (postgresql-contrib). */
function findPgbench(): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((folder) => path.join(folder, 'pgbench'))
    .find((file) => existsSync(file));
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found =
    onPath ??
    versions.map((version) => path.join(debian, version, 'bin/pgbench')).find((file) => existsSync(file));
  if (!found) {
    throw new BenchFailure(
      'pgbench, the yardstick, is not installed: `apt-get install -y postgresql-contrib`',
    );
  }
  return found;
}

/**
 * The yardstick: pgbench running the bare place-bet SQL (one wallet UPDATE, one ledger INSERT, one bet
 * INSERT per transaction) on the same database; the best of the given client counts.
 */
async function pgbenchPlaceBet(
  pgbench: string,
  url: string,
  roomId: number,
  players: number,
  seconds: number,
  clientCounts: number[],
): Promise<number> {
  const script = path.join(tmpdir(), `fair28-place-bet-${process.pid}.sql`);
  onExit('removing the pgbench script', () => rmSync(script, { force: true }));
  writeFileSync(
    script,
    [
      `\\set uid random(1, ${players})`,
      'BEGIN;',
      "UPDATE ledger_accounts SET balance_minor = balance_minor - 100 WHERE kind = 'wallet' AND user_id = :uid;",
      'INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key, ' +
        "from_balance_after, to_balance_after) VALUES (1, 2, 100, 'bet', 'pgbench:' || :client_id || ':' || random(), 0, 0);",
      'INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no) VALUES ' +
        `((SELECT max(id) FROM rounds WHERE status = 'open'), ${roomId}, :uid, 'big', 100, 19800, 'pgbench' || random(), 0);`,
      'END;',
      '',
    ].join('\n'),
  );
  const { hostname, port, username, pathname } = new URL(url);
  let best = 0;
  for (const clients of clientCounts) {
    const args = ['-n', '-f', script, '-c', String(clients), '-j', '2', '-T', String(seconds)];
    args.push('-h', hostname, '-p', port || '5432', '-U', username || 'postgres', pathname.slice(1));
    const run = await runCommand(
      `pgbench with ${clients} clients for ${seconds} s`,
      pgbench,
      args,
      seconds * 1000 + PGBENCH_GRACE_MS,
    );
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    if (run.code !== 0 || !tps) {
      throw new BenchFailure(
        `pgbench with ${clients} clients failed (exit code ${run.code}): ${run.stderr.trim()}`,
      );
    }
    best = Math.max(best, Number(tps));
  }
  return Math.round(best);
}

runBench(main);
