// One database handle over either PostgreSQL (DATABASE_URL) or embedded PGlite (a data folder),
// so the same queries, migrations and tests run on both.
import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { hasCluster, makeClusterApart } from './pglite-cluster';
import * as schema from './schema';

type Schema = typeof schema;
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries take either the database or a transaction, so a service can compose them in one transaction. */
export type Executor = Orm | Tx;

export type Database = {
  kind: 'postgres' | 'pglite';
  orm: Orm;
  close(): Promise<void>;
  /**
   * Runs `work` on one connection, held to its end: what needs a session of its own (a session-level
   * advisory lock, a statement that refuses to run inside a transaction). PGlite has one connection,
   * given to one such work at a time.
   */
  withConnection<T>(work: (connection: Orm) => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now, and its connection errors so far; PGlite has no pool. */
  poolStats?: () => PoolStats;
  /** PGlite's whole data folder as a tarball, to open again with `dataDirTarball` (the tests' template). */
  dumpDataDir?: () => Promise<Blob>;
};

export type PoolStats = { total: number; idle: number; waiting: number; errors: number };

// bigint columns come back as JS bigint, never as lossy numbers, on both drivers.
const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);
pg.types.setTypeParser(INT8_OID, parseInt8);

/** Limits on every PostgreSQL connection (FAIR28_DB_*); a timeout of 0 turns it off. */
export type PostgresSettings = {
  poolSize: number;
  /** A statement running longer is cancelled (57014). */
  statementTimeoutMs: number;
  /** A statement waiting longer for a lock is cancelled (55P03). */
  lockTimeoutMs: number;
  /** A session idle inside a transaction longer is ended, releasing its locks. */
  idleInTransactionTimeoutMs: number;
  /** A pool connection not made within this long fails the request that wanted it. */
  connectTimeoutMs: number;
  /** Every transaction read-only: the server refuses any write on these connections. */
  isReadOnly: boolean;
  /** A connection's error outside a query (the server restarted, the connection was ended): logged, not fatal. */
  onPoolError: (error: Error) => void;
  /** A notice the server sends on a connection (the settlement bench reads auto_explain's plans this way). */
  onNotice: (message: string) => void;
};

export const DEFAULT_POSTGRES_SETTINGS: PostgresSettings = {
  poolSize: 20,
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 60_000,
  connectTimeoutMs: 10_000,
  isReadOnly: false,
  onPoolError: () => {},
  onNotice: () => {},
};

export function connectPostgres(url: string, overrides: Partial<PostgresSettings> = {}): Database {
  const settings = { ...DEFAULT_POSTGRES_SETTINGS, ...overrides };
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.lockTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    ...(settings.isReadOnly ? { options: '-c default_transaction_read_only=on' } : {}),
  });
  // A connection the server ends (a restart, a dropped test database, the idle-in-transaction timeout) is
  // discarded by the pool and replaced on next use. Without a listener its error would crash the process,
  // also while it is checked out: each connection has its own, which logs. The pool's repeats it for idle ones.
  let errors = 0;
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      errors++;
      settings.onPoolError(error);
    });
    client.on('notice', (notice) => settings.onNotice(notice.message ?? ''));
  });
  pool.on('error', () => {});
  const orm = drizzleNodePg({ client: pool, schema }) as unknown as Orm;
  return {
    kind: 'postgres',
    orm,
    close: () => pool.end(),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(drizzleNodePg({ client, schema }) as unknown as Orm);
      } finally {
        client.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      errors,
    }),
  };
}

/** How a process opens the database. */
export type OpenOptions = {
  /** Who opens it: named to another process refused the embedded database's data folder. */
  command?: string;
  /** Every transaction read-only (the audit): the database itself refuses any write. */
  isReadOnly?: boolean;
  onPoolError?: (error: Error) => void;
  /** PGlite: start from this data folder's tarball (`dumpDataDir`) instead of an empty database. */
  dataDirTarball?: Blob;
};

/** The embedded database's buffer pool. */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * `dataDir` undefined keeps the database in memory (tests). A data folder is held by one process at a
 * time (db/data-dir-lock.ts): PGlite is one process's database.
 */
export async function openPglite(dataDir?: string, options: OpenOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir, options.command ?? 'another process') : () => {};
  try {
    // Loaded here, not at start: a node on PostgreSQL never loads the embedded database.
    const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
    ]);
    // PGlite's default 128 MB of shared buffers is touched whole at start: 32 MB holds the demo's
    // working set and keeps about 110 MB out of the process (the operating system caches the files too).
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
    if (dataDir && !options.dataDirTarball && !hasCluster(dataDir))
      await makeClusterApart(dataDir, startParams);
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.dataDirTarball ? { loadDataDir: options.dataDirTarball } : {}),
      parsers: { [INT8_OID]: parseInt8 },
      startParams,
    });
    if (options.isReadOnly) await client.exec('SET default_transaction_read_only = on');
    const orm = drizzlePglite({ client, schema }) as unknown as Orm;
    const close = async () => {
      await client.close();
      release();
    };
    let turn: Promise<unknown> = Promise.resolve();
    const withConnection = <T>(work: (connection: Orm) => Promise<T>): Promise<T> => {
      const done = turn.then(() => work(orm));
      turn = done.catch(() => {});
      return done;
    };
    const dumpDataDir = () => client.dumpDataDir('none');
    return { kind: 'pglite', orm, close, withConnection, dumpDataDir };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(
  config: {
    databaseUrl?: string | undefined;
    dataDir: string;
    postgres?: Omit<PostgresSettings, 'onPoolError' | 'onNotice' | 'isReadOnly'>;
  },
  options: OpenOptions = {},
): Promise<Database> {
  if (!config.databaseUrl) return openPglite(config.dataDir, options);
  return connectPostgres(config.databaseUrl, {
    ...config.postgres,
    ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
    ...(options.isReadOnly ? { isReadOnly: true } : {}),
  });
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
