// A benchmark's own database on the PostgreSQL server of DATABASE_URL: created and migrated under
// deadlines, and dropped on every way out (unless kept for a look with psql).
import { adminQuery, databaseUrlFor } from '../packages/server/src/db/admin';
import { connectPostgres, type Database } from '../packages/server/src/db/database';
import { migrate } from '../packages/server/src/db/migrate';
import { messageOf, onExit, within } from './deadlines';

const CREATE_MS = 30_000;
const MIGRATE_MS = 120_000;
const CLOSE_MS = 10_000;

/** `drop` undoes it at once (then not again on exit). */
export type ScratchDatabase = { name: string; url: string; db: Database; drop: () => Promise<void> };

export async function createScratchDatabase(
  baseUrl: string,
  name: string,
  options: { poolSize: number; isKept?: boolean },
): Promise<ScratchDatabase> {
  const url = databaseUrlFor(baseUrl, name);
  let db: Database | undefined;
  // Registered before CREATE DATABASE: a create that outlives its deadline still leaves nothing behind.
  const drop = onExit(`dropping the scratch database ${name}`, async () => {
    // Dropped first: WITH (FORCE) ends a statement still running past a deadline, which would otherwise
    // hold its pool connection open.
    if (!options.isKept) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (db) {
      await within(`closing the connections to ${name}`, CLOSE_MS, db.close()).catch((error: unknown) =>
        console.error(`clean-up: ${messageOf(error)}`),
      );
    }
    if (options.isKept) console.error(`kept the scratch database: ${url}`);
  });
  await within(
    `creating the scratch database ${name} on ${new URL(baseUrl).host}`,
    CREATE_MS,
    adminQuery(baseUrl, `CREATE DATABASE ${name}`),
  );
  // The bench's own deadlines bound its statements (`within`): setting up millions of rows may take minutes.
  db = connectPostgres(url, { poolSize: options.poolSize, statementTimeoutMs: 0 });
  await within(`migrating the scratch database ${name}`, MIGRATE_MS, migrate(db));
  return { name, url, db, drop };
}
