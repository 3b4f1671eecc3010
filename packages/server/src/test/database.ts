// A fresh, migrated database for one test file, from the run's template (test/global-setup.ts): a clone of
// the template database on PostgreSQL, or an in-memory PGlite opened from the migrated tarball. Dropped
// when the file is done. Also an empty one that a child process (the server, the operator command line)
// opens through its environment.
import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { adminQuery, databaseUrlFor } from '../db/admin';
import { connectPostgres, type Database, openPglite, type PostgresSettings, queryRows } from '../db/database';

/** `settings`: the PostgreSQL connection's limits, for tests of them (PGlite has none). */
export async function createTestDatabase(settings: Partial<PostgresSettings> = {}): Promise<Database> {
  const pgliteTemplate = inject('pgliteTemplate');
  if (pgliteTemplate) return openPglite(undefined, { dataDirTarball: await openAsBlob(pgliteTemplate) });
  const { databaseUrl } = loadConfig();
  const template = inject('templateDatabase');
  if (!databaseUrl || !template) {
    throw new Error(
      'No template database: run the tests through a vitest config whose global setup makes one',
    );
  }
  const name = `fair28_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = connectPostgres(databaseUrlFor(databaseUrl, name), { poolSize: 30, ...settings });
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type ProcessDatabase = {
  /** What a child process needs in its environment to open this database. */
  env: Record<string, string>;
  /** Opens it here; on PGlite, only while no child process has it open. */
  open(): Promise<Database>;
  /** Whether anything was ever created in it (a data folder, a table). */
  isUntouched(): Promise<boolean>;
  drop(): Promise<void>;
};

/** An empty, unmigrated database: a new one on the PostgreSQL server, or a PGlite data folder not made yet. */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const { databaseUrl } = loadConfig();
  if (databaseUrl) {
    const name = `fair28_process_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(databaseUrl, name);
    const open = async () => connectPostgres(url, { poolSize: 5 });
    return {
      env: { DATABASE_URL: url },
      open,
      async isUntouched() {
        const db = await open();
        try {
          const rows = await queryRows<{ count: number }>(
            db.orm,
            sql`SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'`,
          );
          return Number(rows[0]?.count) === 0;
        } finally {
          await db.close();
        }
      },
      drop: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const parent = await mkdtemp(path.join(tmpdir(), 'fair28-process-'));
  const dataDir = path.join(parent, 'data');
  return {
    env: { FAIR28_DATA_DIR: dataDir },
    open: () => openPglite(dataDir),
    isUntouched: async () => !existsSync(dataDir),
    drop: () => rm(parent, { recursive: true, force: true }),
  };
}

/**
 * Runs `work` while another connection of `db` holds what `lock` takes, in a transaction it rolls back
 * when `work` is done (a slow review holding a wallet, a ledger write holding its table).
 */
export async function whileLocked<T>(db: Database, lock: SQL, work: () => Promise<T>): Promise<T> {
  const { promise: released, resolve: release } = deferred();
  const { promise: held, resolve: holding } = deferred();
  const holder = db.withConnection(async (connection) => {
    await connection.execute(sql`BEGIN`);
    await connection.execute(lock);
    holding();
    await released;
    await connection.execute(sql`ROLLBACK`);
  });
  await held;
  try {
    return await work();
  } finally {
    release();
    await holder;
  }
}

/** Fails rather than hangs: `work`'s result, or an error naming what it was still doing after `ms`. */
export function within<T>(ms: number, work: Promise<T>, doing = 'waiting'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still ${doing} after ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Promise.withResolvers, which Node 20 lacks. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
