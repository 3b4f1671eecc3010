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
import { createProcessDatabase, type ProcessDatabase, whileLocked, within } from '../test/database';
import { connectPostgres, type Database, queryRows } from './database';
import { functionFiles, migrate, pendingMigrations } from './migrate';

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

  it('are applied whenever they are not the set applied last: A, then B, then A again ends with A', async () => {
    const a = await release(1);
    const b = await release(2);
    try {
      expect((await migrate(otherDb, { folders: a })).functions).toBe('applied');
      expect(await answer()).toBe(1);
      expect((await migrate(otherDb, { folders: a })).functions).toBe('in place');
      expect((await migrate(otherDb, { folders: b })).functions).toBe('applied');
      expect(await answer()).toBe(2);
      // Release A again (a rollback, or a release whose files are A's): its bodies, not B's, are in place.
      expect((await migrate(otherDb, { folders: a })).functions).toBe('applied');
      expect(await answer()).toBe(1);
      expect((await migrate(otherDb, { folders: a })).functions).toBe('in place');
      expect((await migrate(otherDb, { folders: b })).functions).toBe('applied');
      expect(await answer()).toBe(2);
    } finally {
      await rm(a.functions, { recursive: true, force: true });
      await rm(b.functions, { recursive: true, force: true });
    }
  });

  it('find a database that recorded each set once (digest unique) and go on recording each application', async () => {
    await otherDb.orm.execute(sql`DROP TABLE schema_functions`);
    await otherDb.orm.execute(
      sql`CREATE TABLE schema_functions (id bigserial PRIMARY KEY, digest text NOT NULL UNIQUE,
                                         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const a = await release(1);
    const b = await release(2);
    try {
      for (const folders of [a, b, a])
        expect((await migrate(otherDb, { folders })).functions).toBe('applied');
      expect(await answer()).toBe(1);
    } finally {
      await rm(a.functions, { recursive: true, force: true });
      await rm(b.functions, { recursive: true, force: true });
    }
  });
});

/** Scratch folders of function files, removed when the file is done. */
const scratch: string[] = [];
afterAll(async () => {
  for (const folder of scratch) await rm(folder, { recursive: true, force: true });
});

/** This release's function files and one more, as a release that changed one function would ship them. */
async function changedRelease(answer: number) {
  const functions = await mkdtemp(path.join(tmpdir(), 'fair28-functions-'));
  scratch.push(functions);
  for (const file of await functionFiles()) {
    const [module = '', name = ''] = file.name.split('/');
    await mkdir(path.join(functions, module, 'sql'), { recursive: true });
    await writeFile(path.join(functions, module, 'sql', name), file.script);
  }
  await writeFile(
    path.join(functions, 'rounds', 'sql', 'answer.sql'),
    `CREATE OR REPLACE FUNCTION release_answer() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`,
  );
  return { migrations: layout.migrations, functions };
}

describe("the modules' SQL functions applied again", () => {
  let fresh: ProcessDatabase;
  let freshDb: Database;
  beforeAll(async () => {
    fresh = await createProcessDatabase();
    freshDb = await fresh.open();
    await migrate(freshDb);
  });
  afterAll(async () => {
    await freshDb.close();
    await fresh.drop();
  });

  /** Each trigger with the transaction that last wrote its catalogue row: a trigger made again moves it. */
  const triggerVersions = async () =>
    queryRows<{ name: string; version: string }>(
      freshDb.orm,
      sql`SELECT tgname AS name, xmin::text AS version FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`,
    );

  it('make no trigger again that is in place as its file makes it', async () => {
    const before = await triggerVersions();
    expect(before.map((trigger) => trigger.name)).toContain('ledger_transfers_no_update_or_delete');
    expect((await migrate(freshDb, { folders: await changedRelease(1) })).functions).toBe('applied');
    expect(await triggerVersions()).toEqual(before);
  });

  it('make a trigger that is missing', async () => {
    await freshDb.orm.execute(sql`DROP TRIGGER play_breaks_no_truncate ON play_breaks`);
    expect((await migrate(freshDb, { folders: await changedRelease(2) })).functions).toBe('applied');
    expect((await triggerVersions()).map((trigger) => trigger.name)).toContain('play_breaks_no_truncate');
  });
});

describe.runIf(process.env.DATABASE_URL)('the functions applied while a write holds ledger_transfers', () => {
  let fresh: ProcessDatabase;
  let freshDb: Database;
  let holder: Database;
  beforeAll(async () => {
    fresh = await createProcessDatabase();
    freshDb = await fresh.open();
    holder = connectPostgres(fresh.env.DATABASE_URL as string, { poolSize: 1 });
    await migrate(freshDb);
  });
  afterAll(async () => {
    await holder.close();
    await freshDb.close();
    await fresh.drop();
  });

  /** Runs `work` while another transaction holds ledger_transfers as a ledger write does (ROW EXCLUSIVE). */
  const whileWriting = <T>(work: () => Promise<T>) =>
    whileLocked(holder, sql`LOCK TABLE ledger_transfers IN ROW EXCLUSIVE MODE`, work);

  it('goes through without waiting when the triggers are in place', async () => {
    const folders = await changedRelease(1);
    const migrated = await whileWriting(() => within(5_000, migrate(freshDb, { folders }), 'applying'));
    expect(migrated.functions).toBe('applied');
  });

  it("stops after a bounded wait when the table's trigger must be made, and makes it once the write ends", async () => {
    await freshDb.orm.execute(sql`DROP TRIGGER ledger_transfers_no_update_or_delete ON ledger_transfers`);
    const folders = await changedRelease(2);
    const functionsLockWait = { timeoutMs: 100, attempts: 2 };
    const refused = await whileWriting(() =>
      within(5_000, migrate(freshDb, { folders, functionsLockWait }), 'applying').catch(
        (error: unknown) => error,
      ),
    );
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('the trigger on ledger_transfers waited 100 ms');
    // Nothing of the refused apply stayed: the next start applies the set whole.
    expect((await migrate(freshDb, { folders, functionsLockWait })).functions).toBe('applied');
    const [trigger] = await queryRows<{ name: string }>(
      freshDb.orm,
      sql`SELECT tgname AS name FROM pg_trigger WHERE tgname = 'ledger_transfers_no_update_or_delete'`,
    );
    expect(trigger?.name).toBe('ledger_transfers_no_update_or_delete');
  });
});
