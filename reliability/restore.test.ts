// The restore drill (docs/OPERATIONS.md, "Back up and restore"): a fair28 server on a PostgreSQL cluster of
// its own that archives its write-ahead log with pgBackRest; players move money and bet; a full backup
// (deploy/backup/fair28-backup.sh, the uploads too); more play; a target time; more play after it. Then a new
// cluster is restored to the target time and holds exactly the books, bets and uploads of that moment,
// audits clean, and draws its rounds only with the chain key. Needs root and Debian's postgresql-common
// and pgbackrest; prints the recovery point and recovery time it measured.
import { createHash, randomBytes } from 'node:crypto';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../packages/server/src/db/admin';
import { connectPostgres, type Database, queryRows } from '../packages/server/src/db/database';
import { type RunningServer, repoRoot, runServer, startServer } from '../packages/server/src/test/processes';
import { ROUND_SECONDS } from './harness/cluster';
import { pendingDeposit, pendingWithdrawal } from './harness/money';
import { adminToken, fastRoom, fundedPlayer, type Player, placeBetWhenOpen } from './harness/players';
import {
  asPostgres,
  command,
  createPgCluster,
  emptyDataDir,
  freeClusterPort,
  freeServerPort,
  type PgCluster,
  userId,
} from './harness/postgres-clusters';
import { waitFor } from './harness/waiting';
import { callAt } from './harness/wire';

/** The clusters' and servers' ports: ranges of their own, apart from the machine's PostgreSQL on 5432. */
const CLUSTER_PORTS = [5442, 5449] as const;
const SERVER_PORTS = [8301, 8309] as const;
const STANZA = 'fair28';
/** As docs/OPERATIONS.md configures it: the longest a committed write waits to reach the archive. */
const ARCHIVE_TIMEOUT_SECONDS = 60;
const BACKUP_SCRIPT = path.join(repoRoot, 'deploy/backup/fair28-backup.sh');
const MINUTE = 60_000;

const newChainKey = () => randomBytes(32).toString('hex');

type TargetPoint = {
  /** The database's clock when it was taken: the recovery target. */
  at: string;
  betIds: number[];
  /** Every ledger account's balance (minor units, as text), by id. */
  balances: Record<string, string>;
  transfers: number;
};

/** What the books held at one instant, and that instant by the database's clock (one statement, one snapshot). */
async function targetPoint(db: Database): Promise<TargetPoint> {
  const [row] = await queryRows<TargetPoint>(
    db.orm,
    sql`SELECT (SELECT coalesce(json_agg(id::int ORDER BY id), '[]') FROM bets) AS "betIds",
               (SELECT json_object_agg(id, balance_minor::text) FROM ledger_accounts) AS balances,
               (SELECT count(*)::int FROM ledger_transfers) AS transfers,
               clock_timestamp()::text AS at`,
  );
  if (!row) throw new Error('no target point');
  return row;
}

async function roundOf(db: Database, roundId: number) {
  const [row] = await queryRows<{ status: string; isDrawn: boolean; isSettled: boolean }>(
    db.orm,
    sql`SELECT status, drawn_at IS NOT NULL AS "isDrawn", settled_at IS NOT NULL AS "isSettled"
        FROM rounds WHERE id = ${roundId}`,
  );
  if (!row) throw new Error(`round ${roundId} missing`);
  return row;
}

const waitSettled = (db: Database, roundId: number) =>
  waitFor(
    `round ${roundId} settled`,
    (ROUND_SECONDS * 3 + 15) * 1000,
    async () => (await roundOf(db, roundId)).isSettled,
  );

/** `npm run audit` on a database, within a deadline: its exit code and what it printed. */
async function auditOf(databaseUrl: string): Promise<{ code: number; output: string }> {
  try {
    // As processes.ts runs it: an environment of PATH and HOME only, so the test run's settings never leak in.
    const output = await command('npm', ['run', '--silent', 'audit'], 2 * MINUTE, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output };
  } catch (error) {
    return { code: 1, output: (error as Error).message };
  }
}

describe('back up, and restore to a point in time', () => {
  let work = '';
  const clusters: PgCluster[] = [];
  const servers: RunningServer[] = [];
  let source: PgCluster;
  let sourceDb: Database;
  let restored: PgCluster | undefined;
  let restoredDb: Database | undefined;
  let target: TargetPoint | undefined;
  /** The round with a stake in it at the target time, not yet drawn then. */
  let openRoundId = 0;
  const chainKey = newChainKey();
  const pgbackrestConfig = () => path.join(work, 'pgbackrest.conf');
  /** Each server's uploads folder, by the name of the database it runs on. */
  const uploadsOf = (name: string) => path.join(work, `uploads-${name}`);
  const serverEnv = (databaseUrl: string, key: string, name: string, port: number) => ({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    FAIR28_CHAIN_KEY: key,
    FAIR28_DATA_DIR: path.join(work, `data-${name}`),
    FAIR28_UPLOAD_DIR: uploadsOf(name),
    FAIR28_SEED_DEMO: 'true',
    FAIR28_FAST_GAME_SECONDS: String(ROUND_SECONDS),
    FAIR28_LOGIN_LIMIT_PER_IP: '10000',
    FAIR28_REGISTER_LIMIT_PER_IP: '10000',
    FAIR28_PAYOUT_HOLD_HOURS: '0',
    LOG_LEVEL: 'error',
  });
  const startOn = async (databaseUrl: string, key: string, name: string) => {
    const port = await freeServerPort(...SERVER_PORTS);
    const server = await startServer(serverEnv(databaseUrl, key, name, port), 2 * MINUTE);
    servers.push(server);
    return { server, origin: `http://127.0.0.1:${port}` };
  };
  const stopServer = async (server: RunningServer) => {
    servers.splice(servers.indexOf(server), 1);
    await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await server.kill('SIGKILL');
  };
  const backup = (step: 'full' | 'diff' | 'uploads', uploadsFrom: string) =>
    command(
      'env',
      [
        `PGBACKREST_CONFIG=${pgbackrestConfig()}`,
        `FAIR28_STANZA=${STANZA}`,
        `FAIR28_UPLOAD_DIR=${uploadsFrom}`,
        `FAIR28_UPLOADS_BACKUP=${path.join(work, 'uploads-backup')}`,
        BACKUP_SCRIPT,
        step,
      ],
      5 * MINUTE,
    );

  // A server killed by a cut-short run must not stay behind (the clusters are dropped in afterAll).
  const killServers = () => {
    for (const server of servers) void server.kill('SIGKILL');
  };

  beforeAll(async () => {
    if (process.getuid?.() !== 0) {
      throw new Error('the restore drill makes PostgreSQL clusters with pg_createcluster: run it as root');
    }
    for (const tool of ['pg_createcluster', 'pgbackrest', 'rsync', 'runuser']) {
      await command('sh', ['-c', `command -v ${tool}`], 10_000).catch(() => {
        throw new Error(`${tool} is missing: apt-get install postgresql-common pgbackrest rsync`);
      });
    }
    process.once('exit', killServers);
    work = await mkdtemp(path.join(tmpdir(), 'fair28-restore-'));
    // The postgres user writes the repository (archive_command runs as it); root reads everything.
    await chown(work, await userId('postgres'), await userId('postgres', true));
    await chmod(work, 0o700);

    const id = randomBytes(4).toString('hex');
    const port = await freeClusterPort(...CLUSTER_PORTS);
    source = await createPgCluster(`fair28_source_${id}`, port, {
      archive_mode: 'on',
      archive_command: `pgbackrest --config=${pgbackrestConfig()} --stanza=${STANZA} archive-push %p`,
      archive_timeout: `${ARCHIVE_TIMEOUT_SECONDS}s`,
    });
    clusters.push(source);
    await writeFile(
      pgbackrestConfig(),
      [
        '[global]',
        `repo1-path=${path.join(work, 'repo')}`,
        'repo1-retention-full=2',
        `lock-path=${path.join(work, 'lock')}`,
        `log-path=${path.join(work, 'log')}`,
        'log-level-console=warn',
        'log-level-file=off',
        'start-fast=y',
        'compress-type=zst',
        '',
        `[${STANZA}]`,
        `pg1-path=${source.dataDir}`,
        `pg1-port=${source.port}`,
        'pg1-socket-path=/var/run/postgresql',
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    await source.start();
    await asPostgres(
      'pgbackrest',
      [`--config=${pgbackrestConfig()}`, `--stanza=${STANZA}`, 'stanza-create'],
      2 * MINUTE,
    );
    // check: the archive_command works (it pushes a segment and waits for it).
    await asPostgres(
      'pgbackrest',
      [`--config=${pgbackrestConfig()}`, `--stanza=${STANZA}`, 'check'],
      2 * MINUTE,
    );
    await adminQuery(source.url('postgres'), 'CREATE DATABASE fair28');
    sourceDb = connectPostgres(source.url('fair28'), { poolSize: 2 });
  }, 8 * MINUTE);

  afterAll(async () => {
    process.off('exit', killServers);
    for (const server of [...servers]) await stopServer(server);
    await sourceDb?.close();
    await restoredDb?.close();
    for (const cluster of clusters) await cluster.drop();
    if (work) await rm(work, { recursive: true, force: true });
  }, 5 * MINUTE);

  it(
    'restores to the target time exactly: every cent, bet and certificate before it, nothing after, books clean',
    async () => {
      const { server, origin } = await startOn(source.url('fair28'), chainKey, 'source');
      const uploadsDir = uploadsOf('source');
      const { roomId } = await fastRoom(sourceDb);
      const admin = await adminToken(origin);
      const bet = (player: Player, betType: string, amount: string) =>
        placeBetWhenOpen(
          origin,
          player,
          roomId,
          [{ betType, amount }],
          `bet-${randomBytes(6).toString('hex')}`,
        );

      // Before the full backup: funds, a withdrawal paid, a top-up with its certificate, bets settled.
      const alice = await fundedPlayer(origin, admin, 100_000n);
      const bob = await fundedPlayer(origin, admin, 100_000n);
      const paid = await pendingWithdrawal(origin, bob, '100.00');
      await callAt(origin, calls.adminWithdrawalApprove, { id: paid, reason: 'paid' }, admin);
      const topUp = await pendingDeposit(origin, sourceDb, bob, '200.00');
      await callAt(origin, calls.adminDepositApprove, { id: topUp, reason: 'seen' }, admin);
      const first = await bet(alice, 'big', '10.00');
      await bet(bob, 'small', '20.00');
      await waitSettled(sourceDb, first.roundId);

      await backup('full', uploadsDir);
      await backup('uploads', uploadsDir);

      // After it, still before the target: another certificate, an adjustment, bets settled; then a stake
      // in a round left open at the target time.
      const secondTopUp = await pendingDeposit(origin, sourceDb, alice, '100.00');
      await callAt(origin, calls.adminDepositApprove, { id: secondTopUp, reason: 'seen' }, admin);
      await callAt(
        origin,
        calls.adminAdjustmentAdd,
        {
          userId: bob.userId,
          direction: 'debit',
          amount: '5.00',
          reason: 'drill',
          idempotencyKey: `adj-${bob.account}`,
        },
        admin,
      );
      const second = await bet(alice, 'odd', '7.00');
      await waitSettled(sourceDb, second.roundId);
      const carol = await fundedPlayer(origin, admin, 10_000n);
      const open = await bet(carol, 'big', '30.00');
      openRoundId = open.roundId;
      target = await targetPoint(sourceDb);

      // After the target: a new player with money in and out, and more bets; none may survive the restore.
      const dave = await fundedPlayer(origin, admin, 50_000n);
      const late = await pendingWithdrawal(origin, dave, '100.00');
      await callAt(origin, calls.adminWithdrawalApprove, { id: late, reason: 'paid' }, admin);
      const lateTopUp = await pendingDeposit(origin, sourceDb, dave, '100.00');
      await callAt(origin, calls.adminDepositApprove, { id: lateTopUp, reason: 'seen' }, admin);
      const lateBets = [await bet(alice, 'small', '3.00'), await bet(dave, 'even', '4.00')].flatMap(
        (placed) => placed.bets.map((b) => b.betId),
      );
      await stopServer(server);

      // The recovery point: how long the last committed write took to reach the archive, unforced.
      const [last] = await queryRows<{ segment: string }>(
        sourceDb.orm,
        sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment`,
      );
      const committedAt = Date.now();
      await waitFor(
        `WAL segment ${last?.segment} archived`,
        (ARCHIVE_TIMEOUT_SECONDS + 60) * 1000,
        async () => {
          const [archiver] = await queryRows<{ archived: string | null }>(
            sourceDb.orm,
            sql`SELECT last_archived_wal AS archived FROM pg_stat_archiver`,
          );
          return (archiver?.archived ?? '') >= (last?.segment ?? '~');
        },
      );
      const recoveryPointSeconds = (Date.now() - committedAt) / 1000;
      await backup('uploads', uploadsDir);

      // The disaster: the source is gone. Restore on a new cluster, to the target time.
      await source.stop();
      const started = Date.now();
      const port = await freeClusterPort(...CLUSTER_PORTS, [source.port]);
      restored = await createPgCluster(`fair28_restored_${randomBytes(4).toString('hex')}`, port);
      clusters.push(restored);
      await emptyDataDir(restored);
      await asPostgres(
        'pgbackrest',
        [
          `--config=${pgbackrestConfig()}`,
          `--stanza=${STANZA}`,
          `--pg1-path=${restored.dataDir}`,
          'restore',
          '--type=time',
          `--target=${target.at}`,
          '--target-action=promote',
        ],
        10 * MINUTE,
      );
      await restored.start();
      restoredDb = connectPostgres(restored.url('fair28'), { poolSize: 2 });
      const db = restoredDb;
      await waitFor('the restored cluster promoted', 2 * MINUTE, async () => {
        const [row] = await queryRows<{ isInRecovery: boolean }>(
          db.orm,
          sql`SELECT pg_is_in_recovery() AS "isInRecovery"`,
        );
        return row?.isInRecovery === false;
      });
      const restoredUploads = uploadsOf('restored');
      await command(
        'rsync',
        ['-a', `${path.join(work, 'uploads-backup')}/`, `${restoredUploads}/`],
        2 * MINUTE,
      );
      const recoveryTimeSeconds = (Date.now() - started) / 1000;

      const now = await targetPoint(db);
      expect(now.betIds, 'the bets committed before the target time, and no other').toEqual(target.betIds);
      for (const betId of lateBets)
        expect(now.betIds, `bet ${betId}, placed after the target`).not.toContain(betId);
      expect(now.balances, 'every ledger account’s balance at the target time').toEqual(target.balances);
      expect(now.transfers, 'the ledger transfers at the target time').toBe(target.transfers);
      const [gone] = await queryRows<{ users: number; withdrawals: number; deposits: number }>(
        db.orm,
        sql`SELECT (SELECT count(*)::int FROM users WHERE id = ${dave.userId}) AS users,
                   (SELECT count(*)::int FROM withdrawals WHERE id = ${late}) AS withdrawals,
                   (SELECT count(*)::int FROM deposits WHERE id = ${lateTopUp}) AS deposits`,
      );
      expect(gone, 'the player, withdrawal and top-up made after the target').toEqual({
        users: 0,
        withdrawals: 0,
        deposits: 0,
      });
      expect((await roundOf(db, openRoundId)).isDrawn, 'the round taking bets at the target time').toBe(
        false,
      );

      // Every upload the restored books name is in the restored folder, byte for byte.
      const uploads = await queryRows<{ storedName: string; sha256: string }>(
        db.orm,
        sql`SELECT stored_name AS "storedName", sha256 FROM uploads ORDER BY id`,
      );
      expect(uploads.length, 'certificates uploaded before the target').toBeGreaterThanOrEqual(2);
      for (const upload of uploads) {
        const bytes = await readFile(path.join(restoredUploads, upload.storedName)).catch(() => null);
        expect(bytes, `upload ${upload.storedName} restored`).not.toBeNull();
        expect(
          createHash('sha256')
            .update(bytes as Buffer)
            .digest('hex'),
        ).toBe(upload.sha256);
      }

      const audit = await auditOf(restored.url('fair28'));
      expect(audit.code, `npm run audit on the restored database:\n${audit.output}`).toBe(0);
      console.log(
        `[restore] recovery point: the last commit reached the archive ${recoveryPointSeconds.toFixed(1)} s after it (archive_timeout ${ARCHIVE_TIMEOUT_SECONDS} s bounds it; a whole 16 MB segment goes at once)`,
      );
      console.log(
        `[restore] recovery time: ${recoveryTimeSeconds.toFixed(1)} s from a new cluster to a promoted database at ${target.at} with its uploads (${target.betIds.length} bets, ${target.transfers} transfers, ${uploads.length} uploads)`,
      );
    },
    15 * MINUTE,
  );

  it(
    'draws the restored rounds only with the chain key the database was sealed with',
    async () => {
      if (!restored || !restoredDb || !target) throw new Error('nothing was restored: see the test before');
      const db = restoredDb;
      const url = restored.url('fair28');

      // Another key: the server refuses to start, naming the key, and the round left open at the target
      // time stays undrawn (a node running on another key could draw nothing, and would seal new chains
      // under it).
      const port = await freeServerPort(...SERVER_PORTS);
      const refused = await runServer(serverEnv(url, newChainKey(), 'restored', port));
      expect(refused.code, 'a start with another chain key').toBe(1);
      expect(refused.stderr).toMatch(/FAIR28_CHAIN_KEY does not open the sealed seed of hash chain \d+/);
      expect(await roundOf(db, openRoundId), 'the round, after a start with another key').toMatchObject({
        isDrawn: false,
        isSettled: false,
      });

      // The right key: the same round is drawn and settled, and the books stay clean.
      await startOn(url, chainKey, 'restored');
      await waitSettled(db, openRoundId);
      const audit = await auditOf(url);
      expect(audit.code, `npm run audit after the restored rounds settled:\n${audit.output}`).toBe(0);
    },
    5 * MINUTE,
  );
});
