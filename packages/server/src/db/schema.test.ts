// The Drizzle schema (schema.ts) is written by hand beside the SQL migrations, which are the truth: this
// migrates a fresh database and holds every table, column, type, nullability and default of the two
// together, so a migration without its schema change (or the reverse) fails `npm test`. The migrator's own
// records (schema_migrations, schema_functions) are no part of it.

import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { type Database, queryRows } from './database';
import * as schema from './schema';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

type ColumnFacts = { type: string; isNullable: boolean; hasDefault: boolean };

/** A Drizzle column's SQL type in information_schema's words. */
function sqlTypeOf(column: PgColumn): string {
  const declared = column.getSQLType().toLowerCase();
  const base = declared.replace(/\[\]$/, '');
  const named: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    'timestamp with time zone': 'timestamp with time zone',
    timestamptz: 'timestamp with time zone',
  };
  const type = named[base] ?? base;
  return declared.endsWith('[]') ? `${type}[]` : type;
}

/** information_schema names an array column by its element's internal name. */
const ARRAY_ELEMENT: Record<string, string> = {
  _int2: 'smallint',
  _int4: 'integer',
  _int8: 'bigint',
  _text: 'text',
};

const SERIALS = new Set(['PgSerial', 'PgBigSerial53', 'PgBigSerial64']);

const drizzleTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);

describe('the Drizzle schema against the migrated database', () => {
  it('declares every table the migrations create, and no other', async () => {
    const rows = await queryRows<{ table_name: string }>(
      db.orm,
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
            AND table_name NOT IN ('schema_migrations', 'schema_functions')`,
    );
    const declared = drizzleTables.map((table) => getTableConfig(table).name).sort();
    expect(declared).toEqual(rows.map((row) => row.table_name).sort());
  });

  it('declares every column with its type, nullability and whether it has a default', async () => {
    const rows = await queryRows<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
    }>(
      db.orm,
      sql`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
          FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name NOT IN ('schema_migrations', 'schema_functions')`,
    );
    const migrated: Record<string, ColumnFacts> = {};
    for (const row of rows) {
      const type =
        row.data_type === 'ARRAY' ? `${ARRAY_ELEMENT[row.udt_name] ?? row.udt_name}[]` : row.data_type;
      migrated[`${row.table_name}.${row.column_name}`] = {
        type,
        isNullable: row.is_nullable === 'YES',
        hasDefault: row.column_default !== null,
      };
    }
    const declared: Record<string, ColumnFacts> = {};
    for (const table of drizzleTables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        declared[`${config.name}.${column.name}`] = {
          type: sqlTypeOf(column),
          isNullable: !column.notNull,
          hasDefault: column.hasDefault || SERIALS.has(column.columnType),
        };
      }
    }
    expect(declared).toEqual(migrated);
  });
});
