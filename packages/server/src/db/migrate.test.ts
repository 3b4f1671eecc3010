// The migrator as nodes meet it: two starting together on an empty database apply each migration once,
// the index built outside a transaction (CONCURRENTLY) is valid, the connection goes back to the pool with
// its limits, and a database a newer release has migrated further is left as it is (a rolling upgrade).
import { readdir } from 'node:fs/promises';
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
  it('applies every migration once when two nodes start on an empty database together', async () => {
    const files = (await readdir(layout.migrations)).filter((name) => name.endsWith('.sql')).sort();
    const [first, second] = await Promise.all([migrate(db), migrate(secondNode ?? db)]);
    expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(files);
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
    expect(await migrate(db)).toEqual([]);
    expect(await pendingMigrations(db)).toEqual([]);
    expect(await recorded()).toContain(newer);
  });
});
