// The migrator as nodes meet it: two starting together on an empty database apply each migration once,
// the index built outside a transaction (CONCURRENTLY) is valid, the connection goes back to the pool with
// its limits, and a database a newer release has migrated further is left as it is (a rolling upgrade), its
// SQL functions too.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layout } from '../layout';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { connectPostgres, type Database, queryRows } from './database';
import { migrate, pendingMigrations } from './migrate';

let database: ProcessDatabase;
let db: Database;
let secondNode: Database | undefined;
beforeAll(async () => {
  database = await createProcessDatabase();
  db = await database.open();
  // PGlite is one process's database: there the second node is the same handle. On PostgreSQL the second
  // has one connection, so that the limits it keeps after migrating can be read on that very connection.
  const url = database.env.DATABASE_URL;
  if (url) secondNode = connectPostgres(url, { poolSize: 1 });
});
afterAll(async () => {
  await secondNode?.close();
  await db.close();
  await database.drop();
});

const recorded = async () =>
  (await queryRows<{ name: string }>(db.orm, sql`SELECT name FROM schema_migrations ORDER BY name`)).map(
    (row) => row.name,
  );

describe('migrate', () => {
  it('applies every migration and the functions once when two nodes start on an empty database together', async () => {
    const files = (await readdir(layout.migrations)).filter((name) => name.endsWith('.sql')).sort();
    const [first, second] = await Promise.all([migrate(db), migrate(secondNode ?? db)]);
    expect([...(first?.migrations ?? []), ...(second?.migrations ?? [])].sort()).toEqual(files);
    // The functions after them, by the first node: the second finds them in place.
    expect([first?.functions, second?.functions].sort()).toEqual(['applied', 'in place']);
    expect(await recorded()).toEqual(files);

    const [index] = await queryRows<{ isValid: boolean }>(
      db.orm,
      sql`SELECT indisvalid AS "isValid" FROM pg_index
          WHERE indexrelid = to_regclass('round_player_results_settled_idx')`,
    );
    expect(index?.isValid).toBe(true);
    if (secondNode) {
      // The pool's connection keeps the limits it was opened with (30 s by default), not the migrator's 0.
      const [limit] = await queryRows<{ statement_timeout: string }>(
        secondNode.orm,
        sql`SHOW statement_timeout`,
      );
      expect(limit?.statement_timeout).toBe('30s');
    }
  });

  it('leaves the migrations of a newer release alone and finds nothing missing', async () => {
    const newer = '9999_from_a_newer_release.sql';
    await db.orm.execute(sql`INSERT INTO schema_migrations (name) VALUES (${newer})`);
    expect(await migrate(db)).toEqual({ migrations: [], functions: 'newer in place' });
    expect(await pendingMigrations(db)).toEqual([]);
    expect(await recorded()).toContain(newer);
  });
});

describe("the modules' SQL functions", () => {
  let other: ProcessDatabase;
  let otherDb: Database;
  beforeAll(async () => {
    other = await createProcessDatabase();
    otherDb = await other.open();
  });
  afterAll(async () => {
    await otherDb.close();
    await other.drop();
  });

  /** A release's function files: one module whose function answers `answer`. */
  async function release(answer: number) {
    const functions = await mkdtemp(path.join(tmpdir(), 'fair28-functions-'));
    await mkdir(path.join(functions, 'rounds', 'sql'), { recursive: true });
    await writeFile(
      path.join(functions, 'rounds', 'sql', 'answer.sql'),
      `CREATE OR REPLACE FUNCTION release_answer() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`,
    );
    return { migrations: layout.migrations, functions };
  }
  const answer = async () =>
    (await queryRows<{ answer: number }>(otherDb.orm, sql`SELECT release_answer() AS answer`))[0]?.answer;

  it("are applied when they change, and an older release's, once replaced, are left alone", async () => {
    const older = await release(1);
    const newer = await release(2);
    try {
      expect((await migrate(otherDb, { folders: older })).functions).toBe('applied');
      expect(await answer()).toBe(1);
      expect((await migrate(otherDb, { folders: older })).functions).toBe('in place');
      expect((await migrate(otherDb, { folders: newer })).functions).toBe('applied');
      expect(await answer()).toBe(2);
      // A node of the older release restarted during the rolling upgrade: the newer bodies stay.
      expect((await migrate(otherDb, { folders: older })).functions).toBe('newer in place');
      expect(await answer()).toBe(2);
      expect((await migrate(otherDb, { folders: newer })).functions).toBe('in place');
    } finally {
      await rm(older.functions, { recursive: true, force: true });
      await rm(newer.functions, { recursive: true, force: true });
    }
  });
});
