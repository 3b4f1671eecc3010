// Applies the SQL files in migrations/ in name order, each once, then the modules' SQL functions
// (modules/<module>/sql/*.sql, each CREATE OR REPLACE), under an advisory lock so that several nodes
// starting together migrate exactly once. Rows of migrations this code does not know (a newer release's,
// during a rolling upgrade) are left alone, and so are the functions such a release made: docs/OPERATIONS.md,
// "Upgrades".
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { layout } from '../layout';
import { type Database, type Executor, type Orm, queryRows } from './database';
import { SqlState, sqlState } from './errors';

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

async function migrationFiles(folder: string, through?: string): Promise<string[]> {
  return (await readdir(folder))
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
  return (await migrationFiles(layout.migrations)).filter((name) => !done.has(name));
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

/** A module's SQL function file, named `<module>/<file>.sql`, and its statements' text. */
export type FunctionFile = { name: string; script: string };

/** Every module's SQL function files (`<module>/sql/*.sql` below `folder`), in name order. */
export async function functionFiles(folder: string = layout.functions): Promise<FunctionFile[]> {
  const files: FunctionFile[] = [];
  for (const module of await readdir(folder, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const sqlFolder = path.join(folder, module.name, 'sql');
    const names = await readdir(sqlFolder).catch(() => []);
    for (const name of names.filter((file) => file.endsWith('.sql'))) {
      files.push({
        name: `${module.name}/${name}`,
        script: await readFile(path.join(sqlFolder, name), 'utf8'),
      });
    }
  }
  return files.sort((x, y) => (x.name < y.name ? -1 : 1));
}

/** One set of function files as a whole: what the database records of each set applied. */
function digestOf(files: FunctionFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.name}\0${file.script}\0`);
  return hash.digest('hex');
}

/**
 * What became of the modules' functions: `applied` (the files, now), `in place` (the same files were the
 * last applied, and no migration ran since), `newer in place` (the database has migrations this code lacks:
 * a newer release's node made its functions), `not applied` (a database built only `through` a migration).
 */
export type FunctionsOutcome = 'applied' | 'in place' | 'newer in place' | 'not applied';

export type Migrated = { migrations: string[]; functions: FunctionsOutcome };

/**
 * How long the functions' apply waits for a table lock (a trigger's DDL takes one that queues every write to
 * the table behind it), and how many times it tries, a pause of the same length between tries.
 */
export type LockWait = { timeoutMs: number; attempts: number };

const FUNCTIONS_LOCK_WAIT: LockWait = { timeoutMs: 1_000, attempts: 5 };

/**
 * A trigger's definition as text that compares: comment lines, spacing, case, `OR REPLACE`, the `public.`
 * schema and the order of the events left out, so a file's statement and what pg_get_triggerdef says of
 * the trigger it made read the same.
 */
function triggerDefinition(statement: string): string {
  return statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '')
    .trim()
    .toLowerCase()
    .replace(/^create or replace trigger /, 'create trigger ')
    .replace(/ execute procedure /, ' execute function ')
    .replace(/ on public\./, ' on ')
    .replace(
      / (before|after|instead of) (.+?) on /,
      (_, timing: string, events: string) => ` ${timing} ${events.split(' or ').sort().join(' or ')} on `,
    );
}

/** A function file's statement that makes a trigger: the trigger's name, its table and its definition. */
function triggerOf(statement: string): { name: string; table: string; definition: string } | undefined {
  const definition = triggerDefinition(statement);
  const made = /^create trigger ("?[^ "]+"?) .*? on ("?[^ "]+"?) /.exec(definition);
  if (!made?.[1] || !made[2]) return undefined;
  return { name: made[1].replaceAll('"', ''), table: made[2], definition };
}

/** Whether the trigger is on its table as the statement would make it. */
async function isTriggerInPlace(tx: Executor, trigger: NonNullable<ReturnType<typeof triggerOf>>) {
  const [found] = await queryRows<{ definition: string }>(
    tx,
    sql`SELECT pg_get_triggerdef(t.oid) AS definition FROM pg_trigger t
        WHERE t.tgrelid = to_regclass(${trigger.table}) AND t.tgname = ${trigger.name} AND NOT t.tgisinternal`,
  );
  return found !== undefined && triggerDefinition(found.definition) === trigger.definition;
}

/**
 * Runs every statement of the files in one transaction, but a trigger's that is in place as it would make
 * it: replacing a trigger locks its table against writes (bets and every ledger transfer, for
 * ledger_transfers), so it is done only when the trigger is missing or differs. Such a lock is waited for
 * `lockWait.timeoutMs` at most, and the whole apply tried again; after the last try the error names the
 * table.
 */
async function runFunctionFiles(connection: Orm, files: FunctionFile[], lockWait: LockWait): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    let locking: string | undefined;
    try {
      await connection.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(lockWait.timeoutMs))}`));
        // As a restore from pg_dump does: each body is checked when it is first called (every one is, by
        // the tests), so the files apply in any order whatever they call.
        await tx.execute(sql`SET LOCAL check_function_bodies = off`);
        for (const file of files) {
          for (const statement of statementsOf(file.script)) {
            const trigger = triggerOf(statement);
            if (trigger && (await isTriggerInPlace(tx, trigger))) continue;
            locking = trigger?.table;
            await tx.execute(sql.raw(statement));
            locking = undefined;
          }
        }
        await recordFunctions(tx, files);
      });
      return;
    } catch (error) {
      if (sqlState(error) !== SqlState.LockNotAvailable) throw error;
      if (attempt >= lockWait.attempts) {
        throw new Error(
          `the modules' SQL functions were not applied: ${locking ? `the trigger on ${locking}` : 'a statement'} ` +
            `waited ${lockWait.timeoutMs} ms for its table's lock, ${attempt} times; a long transaction holds ` +
            'it (pg_stat_activity). Nothing was changed: the node applies them when it starts again.',
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, lockWait.timeoutMs));
    }
  }
}

/**
 * Applies this release's set of function files unless it is the set applied last and no migration ran
 * since. Any other set is applied, whether the database has seen it before or not: the bodies in place are
 * always those of the release whose node applied last, so a rollback (A, then B, then A again) or a release
 * that reverts a function puts its own bodies back.
 */
async function applyFunctions(
  connection: Orm,
  files: FunctionFile[],
  isDue: boolean,
  lockWait: LockWait,
): Promise<FunctionsOutcome> {
  // One row per application, the last one the set in place. (Until this rule, a digest was recorded once,
  // unique: a database made then loses that constraint here.)
  await connection.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_functions (id bigserial PRIMARY KEY, digest text NOT NULL,
                                                      applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const [unique] = await queryRows<{ name: string | null }>(
    connection,
    sql`SELECT to_regclass('schema_functions_digest_key')::text AS name`,
  );
  if (unique?.name) {
    await connection.execute(sql`ALTER TABLE schema_functions DROP CONSTRAINT schema_functions_digest_key`);
  }
  const [last] = await queryRows<{ digest: string }>(
    connection,
    sql`SELECT digest FROM schema_functions ORDER BY id DESC LIMIT 1`,
  );
  if (last?.digest === digestOf(files) && !isDue) return 'in place';
  await runFunctionFiles(connection, files, lockWait);
  return 'applied';
}

/** Records an application of the set of files: the last row is the set in place. */
async function recordFunctions(tx: Executor, files: FunctionFile[]): Promise<void> {
  await tx.execute(sql`INSERT INTO schema_functions (digest) VALUES (${digestOf(files)})`);
}

/**
 * Applies the migrations the database lacks, then the modules' functions (`applyFunctions`). `through`: the
 * last migration to apply (a file name), to build a database as an older release left it (its functions
 * were its migrations'). `folders`: where the migrations and the function files are (another release's).
 * `functionsLockWait`: how long the functions' apply waits for a table lock, and how often (tests shorten it).
 */
export async function migrate(
  database: Database,
  options: {
    through?: string;
    folders?: { migrations: string; functions: string };
    functionsLockWait?: LockWait;
  } = {},
): Promise<Migrated> {
  const folders = options.folders ?? { migrations: layout.migrations, functions: layout.functions };
  const files = await migrationFiles(folders.migrations, options.through);
  const functions = options.through === undefined ? await functionFiles(folders.functions) : [];
  return database.withConnection(async (connection) => {
    // A migration may take long, and a node waits for another's: no statement or lock timeout here (the
    // functions' apply bounds its own lock waits).
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
        const script = await readFile(path.join(folders.migrations, name), 'utf8');
        pending.push({
          name,
          statements: statementsOf(script),
          isOutsideTransaction: isOutsideTransaction(script),
        });
      }
      for (const batch of batches(pending)) await apply(connection, batch);
      const migrations = pending.map((migration) => migration.name);
      if (options.through !== undefined) return { migrations, functions: 'not applied' };
      const known = new Set(files);
      if (applied.some((row) => !known.has(row.name))) return { migrations, functions: 'newer in place' };
      const lockWait = options.functionsLockWait ?? FUNCTIONS_LOCK_WAIT;
      const isDue = migrations.length > 0;
      return { migrations, functions: await applyFunctions(connection, functions, isDue, lockWait) };
    } finally {
      // The connection goes back to the pool as it came.
      await connection.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
      await connection.execute(sql`RESET statement_timeout`);
      await connection.execute(sql`RESET lock_timeout`);
    }
  });
}
