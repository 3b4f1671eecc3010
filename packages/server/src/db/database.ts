// One database handle over either PostgreSQL (DATABASE_URL) or embedded PGlite (a data folder),
// so the same queries, migrations and tests run on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries take either the database or a transaction, so a service can compose them in one transaction. */
export type Executor = Orm | Tx;

export type Database = {
  kind: 'postgres' | 'pglite';
  orm: Orm;
  close(): Promise<void>;
};

// bigint columns come back as JS bigint, never as lossy numbers, on both drivers.
const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);
pg.types.setTypeParser(INT8_OID, parseInt8);

export function connectPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a dropped test database) is discarded by the pool and
  // replaced on next use; without a listener its error would crash the process instead.
  pool.on('error', () => {});
  const orm = drizzleNodePg({ client: pool, schema }) as unknown as Orm;
  return { kind: 'postgres', orm, close: () => pool.end() };
}

/** `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: { [INT8_OID]: parseInt8 } });
  const orm = drizzlePglite({ client, schema }) as unknown as Orm;
  return { kind: 'pglite', orm, close: () => client.close() };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
