// A fresh, migrated database for one test file: a clone of the run's template on PostgreSQL,
// or an in-memory PGlite. Dropped when the file is done.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { adminQuery, databaseUrlFor } from '../db/admin';
import { connectPostgres, type Database, openPglite } from '../db/database';
import { migrate } from '../db/migrate';

export async function createTestDatabase(): Promise<Database> {
  const { databaseUrl } = loadConfig();
  const template = inject('templateDatabase');
  if (!databaseUrl || !template) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const name = `fair28_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = connectPostgres(databaseUrlFor(databaseUrl, name), 30);
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
