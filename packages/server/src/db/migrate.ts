// Applies the SQL files in migrations/ in name order, each once, under an advisory lock so that
// several nodes starting together migrate exactly once.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { layout } from '../layout';
import { type Database, queryRows } from './database';

const MIGRATIONS_DIR = layout.migrations;
const MIGRATION_LOCK_ID = 28_000_001;
const STATEMENT_BREAK = '--> statement-breakpoint';

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

/** `through`: the last migration to apply (a file name), to build a database as an older release left it. */
export async function migrate(database: Database, options: { through?: string } = {}): Promise<string[]> {
  const files = await migrationFiles(options.through);
  return database.orm.transaction(async (tx) => {
    // A migration may take long, and a node waits for another's: no statement or lock timeout here.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql`SET LOCAL lock_timeout = 0`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = await queryRows<{ name: string }>(tx, sql`SELECT name FROM schema_migrations`);
    const done = new Set(applied.map((row) => row.name));
    const newlyApplied: string[] = [];
    for (const file of files.filter((name) => !done.has(name))) {
      const script = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of script.split(STATEMENT_BREAK)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}
