// Once per test run: migrate a template database that every test file clones, so each file gets a fresh,
// migrated database at once. On PostgreSQL a template database; on PGlite a migrated data folder's tarball,
// which opens in about a third of the time an empty PGlite takes to make its cluster and migrate.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { adminQuery, databaseUrlFor } from '../db/admin';
import { connectPostgres, openPglite } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  export interface ProvidedContext {
    templateDatabase: string | null;
    /** The migrated PGlite data folder's tarball, when there is no PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

let dropTemplate: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    project.provide('templateDatabase', null);
    const folder = await mkdtemp(path.join(tmpdir(), 'fair28-pglite-template-'));
    const tarball = path.join(folder, 'migrated.tar');
    const db = await openPglite();
    await migrate(db);
    const dump = await db.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no data folder tarball');
    await writeFile(tarball, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('pgliteTemplate', tarball);
    dropTemplate = () => rm(folder, { recursive: true, force: true });
    return;
  }
  project.provide('pgliteTemplate', null);
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
