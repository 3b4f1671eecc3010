// The modules' SQL functions as the migrator leaves them: each function's current body is in one module's
// file (modules/<module>/sql/*.sql) and nowhere else the database took it from, but a function this release
// retired while the previous release (deploy/previous-release) still calls it; and a database upgraded from
// the previous release ends with the same schema and functions as one migrated from empty.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { previousRelease } from '../test/previous-release';
import { type Database, queryRows } from './database';
import { functionFiles, migrate } from './migrate';
import { functionsMadeBy } from './migration-rules';

/** What a database is made of, each part as sorted text lines: what two databases must agree on. */
async function catalogOf(db: Database) {
  const lines = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ line: string }>(db.orm, query)).map((row) => row.line).sort();
  return {
    columns: await lines(sql`
      SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
             || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
             || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') AS line
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped`),
    indexes: await lines(sql`
      SELECT pg_get_indexdef(i.indexrelid) || CASE WHEN i.indisvalid THEN '' ELSE ' (invalid)' END AS line
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public'`),
    constraints: await lines(sql`
      SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(c.oid) AS line
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public'`),
    sequences: await lines(sql`
      SELECT sequencename || ' ' || data_type::text || ' ' || increment_by AS line
      FROM pg_sequences WHERE schemaname = 'public'`),
    functions: await lines(sql`
      SELECT pg_get_functiondef(p.oid) AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'`),
    triggers: await lines(sql`
      SELECT pg_get_triggerdef(t.oid) AS line
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal`),
  };
}

const made: ProcessDatabase[] = [];
const opened: Database[] = [];
async function emptyDatabase(): Promise<Database> {
  const database = await createProcessDatabase();
  made.push(database);
  const db = await database.open();
  opened.push(db);
  return db;
}
afterAll(async () => {
  for (const db of opened) await db.close();
  for (const database of made) await database.drop();
});

let fresh: Database;
beforeAll(async () => {
  fresh = await emptyDatabase();
  await migrate(fresh);
});

/**
 * The functions the previous release calls, by name: those its module files make, or, for a release from
 * before functions had module files, those its migrations make.
 */
async function previousFunctions(): Promise<Set<string>> {
  const files = await (await previousRelease()).sqlFiles();
  try {
    const modules = await functionFiles(files.functions);
    const scripts =
      modules.length > 0
        ? modules.map((file) => file.script)
        : await Promise.all(
            (await readdir(files.migrations)).map((name) =>
              readFile(path.join(files.migrations, name), 'utf8'),
            ),
          );
    return new Set(scripts.flatMap(functionsMadeBy));
  } finally {
    await files.remove();
  }
}

describe('the SQL functions of a migrated database', () => {
  it('each has its current body in one module file, and each file makes what it holds', async () => {
    const files = await functionFiles();
    const functions = await queryRows<{ signature: string; body: string }>(
      fresh.orm,
      sql`SELECT p.oid::regprocedure::text AS signature, p.prosrc AS body
          FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'public' ORDER BY 1`,
    );
    expect(functions.length).toBeGreaterThan(0);
    const homes = functions.map(({ signature, body }) => ({
      signature,
      files: files.filter((file) => file.script.includes(`$$${body}$$`)).map((file) => file.name),
    }));
    expect(homes.filter((home) => home.files.length > 1)).toEqual([]);
    // A function no file makes any more stays, as its last migration left it, for the previous release's
    // nodes; once that release no longer calls it, a contract migration drops it.
    const calledByPrevious = await previousFunctions();
    const retired = homes.filter((home) => home.files.length === 0).map((home) => home.signature);
    expect(retired.filter((signature) => !calledByPrevious.has(signature.split('(')[0] ?? ''))).toEqual([]);
    const homed = new Set(homes.flatMap((home) => home.files));
    expect(files.map((file) => file.name).filter((name) => !homed.has(name))).toEqual([]);
  });

  it('are the same, with the same schema, on a database upgraded from the previous release', async () => {
    const previous = await previousRelease();
    const sqlFiles = await previous.sqlFiles();
    const upgraded = await emptyDatabase();
    try {
      await migrate(upgraded, { folders: sqlFiles });
    } finally {
      await sqlFiles.remove();
    }
    const upgrade = await migrate(upgraded);
    expect(upgrade.functions).toBe('applied');
    const [expected, found] = await Promise.all([catalogOf(fresh), catalogOf(upgraded)]);
    expect(found).toEqual(expected);
    expect(expected.functions.length).toBeGreaterThan(0);
    expect(expected.triggers.length).toBeGreaterThan(0);
  });
});
