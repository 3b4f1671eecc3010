// Applies the SQL files in migrations/ in name order, each once, under an advisory lock so that several
// nodes starting together migrate exactly once. Rows of migrations this code does not know (a newer
// release's, during a rolling upgrade) are left alone: docs/OPERATIONS.md, "Upgrades".
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { layout } from '../layout';
import { type Database, type Executor, type Orm, queryRows } from './database';

const MIGRATIONS_DIR = layout.migrations;
const MIGRATION_LOCK_ID = 28_000_001;
const LOCK_POLL_MS = 200;
const STATEMENT_BREAK = '--> statement-breakpoint';
/**
 * The header line of a migration that cannot run inside a transaction (CREATE INDEX CONCURRENTLY, which
 * lets writes go on while the index is built). It runs alone, statement by statement, between the others.
 */
export const OUTSIDE_TRANSACTION = '-- migrate: outside a transaction';

/** A migration's opening comment lines, trimmed: where its directives are. */
export function headerLines(script: string): string[] {
  const lines = script.split('\n').map((line) => line.trim());
  const end = lines.findIndex((line) => line !== '' && !line.startsWith('--'));
  return lines.slice(0, end === -1 ? lines.length : end).filter((line) => line !== '');
}

export const isOutsideTransaction = (script: string): boolean =>
  headerLines(script).includes(OUTSIDE_TRANSACTION);

export const statementsOf = (script: string): string[] =>
  script.split(STATEMENT_BREAK).filter((statement) => statement.trim() !== '');

async function migrationFiles(through?: string): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR))
    .filter((name) => name.endsWith('.sql') && (through === undefined || name <= through))
    .sort();
}

/** The migrations this code has that the database lacks; reads only (the audit's check). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const [table] = await queryRows<{ name: string | null }>(
    database.orm,
    sql`SELECT to_regclass('schema_migrations')::text AS name`,
  );
  const applied = table?.name
    ? await queryRows<{ name: string }>(database.orm, sql`SELECT name FROM schema_migrations`)
    : [];
  const done = new Set(applied.map((row) => row.name));
  return (await migrationFiles()).filter((name) => !done.has(name));
}

type Migration = { name: string; statements: string[]; isOutsideTransaction: boolean };

/** Runs of migrations applied together: consecutive ones in one transaction, one outside a transaction alone. */
function batches(migrations: Migration[]): Migration[][] {
  const runs: Migration[][] = [];
  for (const migration of migrations) {
    const last = runs.at(-1);
    const isJoinable = last && !migration.isOutsideTransaction && !last[0]?.isOutsideTransaction;
    if (isJoinable) last.push(migration);
    else runs.push([migration]);
  }
  return runs;
}

async function apply(connection: Orm, batch: Migration[]): Promise<void> {
  const record = (executor: Executor, name: string) =>
    executor.execute(sql`INSERT INTO schema_migrations (name) VALUES (${name})`);
  const [single] = batch;
  if (single?.isOutsideTransaction) {
    // Each statement commits by itself; a failure leaves the migration unrecorded, to run again whole.
    for (const statement of single.statements) await connection.execute(sql.raw(statement));
    await record(connection, single.name);
    return;
  }
  await connection.transaction(async (tx) => {
    for (const migration of batch) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await record(tx, migration.name);
    }
  });
}

/**
 * Takes the migration lock, asking again until it is free. A node never waits inside a statement: that
 * statement's snapshot is one CREATE INDEX CONCURRENTLY, run by the node holding the lock, would wait for
 * (a deadlock).
 */
async function lockMigrations(connection: Orm): Promise<void> {
  for (;;) {
    const [row] = await queryRows<{ isLocked: boolean }>(
      connection,
      sql`SELECT pg_try_advisory_lock(${MIGRATION_LOCK_ID}) AS "isLocked"`,
    );
    if (row?.isLocked) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/** `through`: the last migration to apply (a file name), to build a database as an older release left it. */
export async function migrate(database: Database, options: { through?: string } = {}): Promise<string[]> {
  const files = await migrationFiles(options.through);
  return database.withConnection(async (connection) => {
    // A migration may take long, and a node waits for another's: no statement or lock timeout here.
    await connection.execute(sql`SET statement_timeout = 0`);
    await connection.execute(sql`SET lock_timeout = 0`);
    await lockMigrations(connection);
    try {
      await connection.execute(
        sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const applied = await queryRows<{ name: string }>(connection, sql`SELECT name FROM schema_migrations`);
      const done = new Set(applied.map((row) => row.name));
      const pending: Migration[] = [];
      for (const name of files.filter((file) => !done.has(file))) {
        const script = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
        pending.push({
          name,
          statements: statementsOf(script),
          isOutsideTransaction: isOutsideTransaction(script),
        });
      }
      for (const batch of batches(pending)) await apply(connection, batch);
      return pending.map((migration) => migration.name);
    } finally {
      // The connection goes back to the pool as it came.
      await connection.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
      await connection.execute(sql`RESET statement_timeout`);
      await connection.execute(sql`RESET lock_timeout`);
    }
  });
}
