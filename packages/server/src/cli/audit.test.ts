// `npm run audit` only reads: it opens the database read-only, never migrates (an unmigrated database is
// refused and stays so), refuses an embedded data folder the server holds (and takes over a stale lock),
// and reads FAIR28_DATA_DIR relative to the folder the user ran npm in.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { LOCK_FILE } from '../db/data-dir-lock';
import { openDatabase, openPglite } from '../db/database';
import { sqlState } from '../db/errors';
import { migrate, pendingMigrations } from '../db/migrate';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { repoRoot, runAudit, startServer } from '../test/processes';

describe('npm run audit on a database of the configured kind', () => {
  let database: ProcessDatabase;
  beforeAll(async () => {
    database = await createProcessDatabase();
  });
  afterAll(() => database.drop());

  it('refuses a database that lacks migrations and leaves it unmigrated', async () => {
    const db = await database.open();
    await migrate(db, { through: '0001_accounts_and_ledger.sql' });
    const pendingBefore = await pendingMigrations(db);
    await db.close();

    const refused = await runAudit(database.env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The database lacks migrations 0002_game.sql,');
    expect(refused.stderr).toContain('start the server once to migrate it');

    const after = await database.open();
    expect(await pendingMigrations(after)).toEqual(pendingBefore);
    await after.close();
  }, 120_000); // Two embedded databases opened and a command run: past 60 s on two busy cores.

  it('opens it read-only: the database itself refuses a write', async () => {
    const db = await database.open();
    await migrate(db);
    await db.close();
    const readOnly = await openDatabase(loadConfig(database.env), { isReadOnly: true });
    try {
      const error = await readOnly.orm.execute(sql`DELETE FROM ledger_transfers`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(sqlState(error)).toBe('25006');
    } finally {
      await readOnly.close();
    }
    const audited = await runAudit(database.env);
    expect(audited.stdout).toContain('audit: clean');
    expect(audited.stdout).toContain('public statistics: equal to the ledger');
    expect(audited.code).toBe(0);
  }, 60_000);
});

describe('npm run audit on an embedded data folder', () => {
  let parent: string;
  let dataDir: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'fair28-audit-'));
    dataDir = path.join(parent, 'data');
    const db = await openPglite(dataDir);
    await migrate(db);
    await db.close();
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('reads a relative FAIR28_DATA_DIR from the folder npm was run in', async () => {
    expect(loadConfig({ INIT_CWD: '/home/player', FAIR28_DATA_DIR: 'books' }).dataDir).toBe(
      '/home/player/books',
    );
    // npm finds the repository from its docs folder; the data folder is named relative to docs.
    const docs = path.join(repoRoot, 'docs');
    const audited = await runAudit({ FAIR28_DATA_DIR: path.relative(docs, dataDir) }, docs);
    expect(audited.stdout).toContain('audit: clean');
    expect(audited.code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('refuses an empty folder without making a database in it', async () => {
    const empty = path.join(parent, 'empty');
    const refused = await runAudit({ FAIR28_DATA_DIR: empty });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`No embedded database in ${empty}`);
    expect(existsSync(empty)).toBe(false);
  }, 60_000);

  it('refuses while the server holds the folder, and audits once it has stopped', async () => {
    const server = await startServer({ FAIR28_DATA_DIR: dataDir, PORT: '0', FAIR28_SCHEDULER: 'false' });
    let stopped = false;
    try {
      const refused = await runAudit({ FAIR28_DATA_DIR: dataDir });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(
        new RegExp(
          `The data folder ${dataDir} is in use by the fair28 server \\(process \\d+\\): stop it first`,
        ),
      );
      expect((await server.stop()).code).toBe(0);
      stopped = true;
    } finally {
      if (!stopped) await server.stop();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const audited = await runAudit({ FAIR28_DATA_DIR: dataDir });
    expect(audited.stdout).toContain('audit: clean');
  }, 120_000);

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dataDir, LOCK_FILE), `${gone.stdout.toString()}\nthe fair28 server\n`);
    const audited = await runAudit({ FAIR28_DATA_DIR: dataDir });
    expect(audited.stdout).toContain('audit: clean');
    expect(audited.code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
