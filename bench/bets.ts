// Measures placing bets over HTTP on PostgreSQL: a scratch database, the real app on a port, and wrk's
// keep-alive connections each placing one bet per call for a fixed time (bets-load.lua). Prints TPS and
// latency percentiles. Usage:
//   DATABASE_URL=postgres://… npm run bench:bets -w @fair28/bench -- [clients] [seconds] [players] [gzip] [keep]
// (`keep` leaves the scratch database for a look with psql.)
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, schedulerPorts } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { type Database, queryRows } from '../packages/server/src/db/database';
import { hashToken } from '../packages/server/src/infra/secrets';
import { betIntake } from '../packages/server/src/modules/bets/intake';
import { publishChainAhead } from '../packages/server/src/modules/fairness/service';
import { GameScheduler } from '../packages/server/src/modules/rounds/scheduler';
import { createBenchRoom } from './bench-room';
import { BenchFailure, count, onExit, runBench, runCommand, within } from './deadlines';
import { createScratchDatabase } from './scratch-database';

type LoadResult = {
  calls: number;
  tps: number;
  p50: number;
  p99: number;
  max: number;
  failures: Record<string, number>;
};
/** What bets-load.lua prints when wrk is done. */
type WrkReport = {
  calls: number;
  socketErrors: number;
  refused: number;
  refusal: string;
  p50: number;
  p99: number;
  max: number;
};

/** The target: calls/s at least 3 times pgbench's bare place-bet SQL, with p99 at most 30 ms. */
const TARGET_RATIO = 3;
const TARGET_P99_MS = 30;
const STEP_MS = 60_000;
const CHAIN_LENGTH = 100;
/** The load runs for its seconds, then the calls in flight finish (each has 10 s at most). */
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
  // Found before the run, so a missing load tool or yardstick is said at once rather than after the load.
  const wrk = findTool('wrk', 'wrk');
  const pgbench = findPgbench();
  const scratch = await createScratchDatabase(base.databaseUrl, `fair28_benchbets_${process.pid}`, {
    poolSize: 20,
    isKept: process.argv.includes('keep'),
  });
  const { db } = scratch;
  // The environment's settings (FAIR28_BET_BATCHING …) on the scratch database, without logs.
  const config = { ...base, databaseUrl: scratch.url, logLevel: 'silent' as const };
  const app = await within('building the app', STEP_MS, buildApp({ config, db, logger: false }));
  const room = await within('creating the bench room and opening its round', STEP_MS, openRoom(app));
  const tokens = Array.from({ length: players }, () => randomBytes(24).toString('base64url'));
  await within(`funding ${count(players)} players`, STEP_MS, fundPlayers(db, tokens));

  const closeServer = onExit('closing the server', () => app.close());
  const url = await within(
    'starting the server on a port',
    STEP_MS,
    app.listen({ port: 0, host: '127.0.0.1' }),
  );
  const tokenFile = path.join(tmpdir(), `fair28-bench-tokens-${process.pid}.txt`);
  onExit('removing the token file', () => rmSync(tokenFile, { force: true }));
  writeFileSync(tokenFile, tokens.join('\n'));
  // How busy the server's event loop was: its CPU per call does not depend on what else the machine runs.
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = serverCpuMs();
  const intakeBefore = betIntake(app.ctx).stats();
  const databaseCpuBefore = await databaseCpuMs(db);
  const stalls = watchStalls();
  const result = await placeBets(wrk, { url, tokenFile, roomId: room.id, clients, seconds, gzip });
  const loop = performance.eventLoopUtilization(loopBefore);
  const cpuAfter = serverCpuMs();
  const intakeAfter = betIntake(app.ctx).stats();
  const databaseCpuAfter = await databaseCpuMs(db);
  const stalled = stalls.stop();
  const serverMsPerCall = (loop.active / result.calls).toFixed(3);
  const serverCpuMsPerCall = ((cpuAfter - cpuBefore) / result.calls).toFixed(3);
  const databaseCpuMsPerCall =
    databaseCpuBefore === undefined || databaseCpuAfter === undefined
      ? null
      : ((databaseCpuAfter - databaseCpuBefore) / result.calls).toFixed(3);
  const batches = Math.max(1, intakeAfter.batches - intakeBefore.batches);
  const orders = Math.max(1, intakeAfter.orders - intakeBefore.orders);
  const ordersPerBatch = (orders / batches).toFixed(1);
  // Where a call's time goes on average: waiting for its batch to begin, then the batch's write; the rest
  // of its latency is HTTP and the event loop.
  const intakeWaitMs = ((intakeAfter.waitedMs - intakeBefore.waitedMs) / orders).toFixed(1);
  const batchWriteMs = ((intakeAfter.writingMs - intakeBefore.writingMs) / batches).toFixed(1);
  // The machine's limit at these costs: the calls/s its cores could serve if the server and the database
  // spent all of them (the load generator's share left out: in production the clients are elsewhere).
  const cpuMsPerCall = Number(serverCpuMsPerCall) + Number(databaseCpuMsPerCall ?? Number.NaN);
  const ceiling = Math.round((availableParallelism() * 1000) / cpuMsPerCall);
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
      intakeWaitMs,
      batchWriteMs,
      ceilingCallsPerSecond: Number.isFinite(ceiling) ? ceiling : null,
      ...stalled,
    }),
  );
  await within('closing the server', SERVER_CLOSE_MS, closeServer());
  const yardstick = await pgbenchPlaceBet(pgbench, scratch.url, room.id, players, seconds, [16, clients]);
  const ratio = Number((result.calls / seconds / yardstick).toFixed(2));
  console.log(JSON.stringify({ pgbenchTps: yardstick, ratio }));
  const isMet = ratio >= TARGET_RATIO && result.p99 <= TARGET_P99_MS;
  const callsPerSecond = result.calls / seconds;
  console.log(
    `${count(Math.round(callsPerSecond))} calls/s, p99 ${result.p99} ms, against pgbench ${count(yardstick)} tps: ` +
      `${ratio}× (target ≥ ${TARGET_RATIO}× with p99 ≤ ${TARGET_P99_MS} ms: ${isMet ? 'met' : 'MISSED'}); ` +
      `server ${serverCpuMsPerCall} ms CPU per call, database ${databaseCpuMsPerCall ?? '–'} ms, ` +
      `${ordersPerBatch} calls per commit; ` +
      (Number.isFinite(ceiling)
        ? `the ${availableParallelism()} cores could serve ${count(ceiling)} calls/s at these costs ` +
          `(${(ceiling / yardstick).toFixed(2)}× pgbench; this run reached ${((100 * callsPerSecond) / ceiling).toFixed(0)} % of it)`
        : 'the ceiling is unknown (no database CPU figure)'),
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
async function openRoom(app: FastifyInstance) {
  const { db } = app.ctx;
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
    ...schedulerPorts(app.ctx),
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
 * How long the server's event loop was held up (each wait beyond its turn, sampled every 10 ms) and what
 * garbage collection paused it for: every call on the server waits out both.
 */
function watchStalls() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const pauses: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      delay.disable();
      observer.disconnect();
      const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
      pauses.sort((a, b) => a - b);
      return {
        loopDelayP99Ms: ms(delay.percentile(99)),
        loopDelayMaxMs: ms(delay.max),
        gcPauses: pauses.length,
        gcPauseTotalMs: Math.round(pauses.reduce((sum, pause) => sum + pause, 0)),
        gcPauseMaxMs: Number((pauses.at(-1) ?? 0).toFixed(1)),
      };
    },
  };
}

/**
 * CPU time (user and system) of this process, the server (the load is wrk's, in a process of its own), in
 * ms: unlike the event loop's busy time it does not grow while the process waits for a core, so it holds
 * on a loaded machine.
 */
function serverCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
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

/**
 * `clients` connections placing bets for `seconds` (wrk with bets-load.lua; a call unanswered for 10 s is
 * a socket error). Socket errors end the run: figures with lost calls in them would not be a throughput.
 */
async function placeBets(
  wrk: string,
  job: { url: string; tokenFile: string; roomId: number; clients: number; seconds: number; gzip: boolean },
): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./bets-load.lua', import.meta.url));
  // One wrk thread keeps the connections busy with a fraction of a core; a second would only take a core's
  // time from the server and the database on a small machine.
  const args = ['-t', '1', '-c', String(job.clients), '-d', `${job.seconds}s`, '--timeout', '10s'];
  args.push('-s', script, job.url, '--', job.tokenFile, String(job.roomId), job.gzip ? '1' : '0');
  const run = await runCommand(
    `${job.clients} connections placing bets for ${job.seconds} s`,
    wrk,
    args,
    job.seconds * 1000 + LOAD_GRACE_MS,
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (run.code !== 0 || !line) {
    throw new BenchFailure(`wrk failed (exit code ${run.code}): ${(run.stderr || run.stdout).trim()}`);
  }
  const report = JSON.parse(line.slice('RESULT '.length)) as WrkReport;
  if (report.socketErrors > 0) {
    throw new BenchFailure(`${count(report.socketErrors)} calls were lost (socket errors or timeouts)`);
  }
  return {
    calls: report.calls,
    tps: Math.round(report.calls / job.seconds),
    p50: report.p50,
    p99: report.p99,
    max: report.max,
    failures: report.refused > 0 ? { [report.refusal]: report.refused } : {},
  };
}

/** A command from PATH, or a failure naming the Debian package that has it. */
function findTool(command: string, debianPackage: string, elsewhere: string[] = []): string {
  const found = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, command)),
    ...elsewhere,
  ].find((file) => existsSync(file));
  if (!found) {
    throw new BenchFailure(`${command} is not installed: \`apt-get install -y ${debianPackage}\``);
  }
  return found;
}

/** pgbench, the yardstick: from PATH, or from Debian's PostgreSQL folders (postgresql-contrib). */
function findPgbench(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const installed = versions.map((version) => path.join(debian, version, 'bin/pgbench'));
  return findTool('pgbench', 'postgresql-contrib', installed);
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
