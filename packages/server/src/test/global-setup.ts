// Once per test run on PostgreSQL: migrate a template database that every test file clones,
// so each file gets a fresh, migrated database in milliseconds. On PGlite each file migrates its own.
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { adminQuery, databaseUrlFor } from '../db/admin';
import { connectPostgres } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

let dropTemplate: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    project.provide('templateDatabase', null);
    return;
  }
  const template = `fair28_template_${process.pid}`;
  await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(databaseUrl, `CREATE DATABASE ${template}`);
  const db = connectPostgres(databaseUrlFor(databaseUrl, template), { poolSize: 2 });
  await migrate(db);
  await db.close();
  project.provide('templateDatabase', template);
  dropTemplate = () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

export async function teardown(): Promise<void> {
  await dropTemplate?.();
}
