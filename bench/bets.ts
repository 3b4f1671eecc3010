// Measures placing bets over HTTP on PostgreSQL: a scratch database, the real app on a port, and a
// worker thread of keep-alive clients each placing one bet per call for a fixed time. Prints TPS and
// latency percentiles. Usage:
//   DATABASE_URL=postgres://… npm run bench:bets -w @fair28/bench -- [clients] [seconds] [players] [gzip] [keep]
// (`keep` leaves the scratch database for a look with psql.)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { adminQuery, databaseUrlFor } from '../packages/server/src/db/admin';
import { connectPostgres } from '../packages/server/src/db/database';
import { migrate } from '../packages/server/src/db/migrate';
import { GameScheduler } from '../packages/server/src/modules/rounds/scheduler';
import { hashToken } from '../packages/server/src/infra/secrets';
import { createBenchRoom } from './bench-room';

type Job = { url: string; tokens: string[]; roomId: number; clients: number; seconds: number; gzip: boolean };

async function main() {
  const clients = Number(process.argv[2] ?? 64);
  const seconds = Number(process.argv[3] ?? 10);
  const players = Number(process.argv[4] ?? 1000);
  // `gzip` as the fifth argument: answers deflated and encrypted, as the spec's clients ask.
  const gzip = process.argv.includes('gzip');
  const base = loadConfig();
  if (!base.databaseUrl) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const name = `fair28_benchbets_${process.pid}`;
  await adminQuery(base.databaseUrl, `CREATE DATABASE ${name}`);
  const db = connectPostgres(databaseUrlFor(base.databaseUrl, name), 20);
  try {
    await migrate(db);
    // The environment's settings (FAIR28_BET_BATCHING …) on the scratch database, without logs.
    const config = {
      ...base,
      databaseUrl: databaseUrlFor(base.databaseUrl, name),
      logLevel: 'silent' as const,
    };
    const room = await createBenchRoom(db, 3600);
    await new GameScheduler({ db, now: () => new Date(), events: { publish() {} }, chainLength: 100 }).tick();
    const tokens = Array.from({ length: players }, () => randomBytes(24).toString('base64url'));
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

    const app = await buildApp({ config, db, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // The clients run on their own thread (plain JS), so they do not share the server's event loop.
    const worker = new Worker(new URL('./bets-load.mjs', import.meta.url), {
      workerData: { url, tokens, roomId: room.id, clients, seconds, gzip } satisfies Job,
    });
    // How busy the server's event loop was: its CPU per call does not depend on what else the machine runs.
    const loopBefore = performance.eventLoopUtilization();
    const result = await new Promise<{ calls: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const loop = performance.eventLoopUtilization(loopBefore);
    const serverMsPerCall = (loop.active / result.calls).toFixed(3);
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
      }),
    );
    await app.close();
    const yardstick = pgbenchPlaceBet(databaseUrlFor(base.databaseUrl, name), room.id, players, seconds, [
      16,
      clients,
    ]);
    if (yardstick) {
      console.log(
        JSON.stringify({
          pgbenchTps: yardstick,
          ratio: Number((result.calls / seconds / yardstick).toFixed(2)),
        }),
      );
    }
  } finally {
    await db.close();
    // Let closed connections finish leaving before the scratch database is dropped.
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (!process.argv.includes('keep'))
      await adminQuery(base.databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * The yardstick: pgbench running the bare place-bet SQL (one wallet UPDATE, one ledger INSERT, one bet
 * INSERT per transaction) on the same database; the best of the given client counts. Null without pgbench.
 */
function pgbenchPlaceBet(
  url: string,
  roomId: number,
  players: number,
  seconds: number,
  clientCounts: number[],
) {
  const script = path.join(tmpdir(), `fair28-place-bet-${process.pid}.sql`);
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
  let best: number | null = null;
  for (const clients of clientCounts) {
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-f',
        script,
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-h',
        hostname,
        '-p',
        port || '5432',
        '-U',
        username || 'postgres',
        pathname.slice(1),
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(run.stdout ?? '')?.[1];
    if (tps) best = Math.max(best ?? 0, Number(tps));
  }
  return best === null ? null : Math.round(best);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
