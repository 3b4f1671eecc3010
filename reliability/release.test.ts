// The release as an operator installs it: `npm run release` (or FAIR28_RELEASE_TARBALL, one built before)
// unpacked into an empty folder, run with plain Node and a production environment on a fresh PostgreSQL
// database. It refuses to start with a required setting missing; started, it answers /healthz, serves the
// player app (with its service worker and manifests) and the console, and `node operator.js` and `node audit.js` work from the same folder.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from '../packages/server/src/db/admin';
import { connectPostgres, queryRows } from '../packages/server/src/db/database';
import { functionFiles } from '../packages/server/src/db/migrate';
import {
  freePort,
  type RunningServer,
  repoRoot,
  run,
  startServer,
} from '../packages/server/src/test/processes';
import { SAFE_PRODUCTION } from '../packages/server/src/test/production-env';
import { signIn } from './harness/players';
import { releaseServer, releaseTarball, unpackRelease } from './harness/release';
import { callAt } from './harness/wire';

describe('the release tarball, unpacked and run with node', () => {
  const baseUrl = process.env.DATABASE_URL;
  const name = `fair28_release_${randomBytes(5).toString('hex')}`;
  let work: string;
  let folder: string;
  let env: Record<string, string>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    if (!baseUrl)
      throw new Error('the release test needs DATABASE_URL (a PostgreSQL server to make its database on)');
    work = await mkdtemp(path.join(tmpdir(), 'fair28-release-'));
    folder = unpackRelease(releaseTarball(), work);
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    env = {
      ...SAFE_PRODUCTION,
      DATABASE_URL: databaseUrlFor(baseUrl, name),
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      FAIR28_UPLOAD_DIR: path.join(work, 'uploads'),
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (work) await rm(work, { recursive: true, force: true });
  }, 60_000);

  it('holds compiled JavaScript, its production packages, the migrations, the SQL functions and both apps: no TypeScript loader', async () => {
    for (const file of ['server.js', 'operator.js', 'audit.js', 'VERSION', 'package-lock.json'])
      expect(existsSync(path.join(folder, file))).toBe(true);
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    expect(readFileSync(path.join(folder, 'VERSION'), 'utf8')).toContain(`commit ${commit}`);
    expect(readdirSync(path.join(folder, 'migrations'))).toContain('0001_accounts_and_ledger.sql');
    expect(await functionFiles(path.join(folder, 'functions'))).toEqual(await functionFiles());
    expect(existsSync(path.join(folder, 'node_modules/@electric-sql/pglite/dist/pglite.wasm'))).toBe(true);
    expect(existsSync(path.join(folder, 'node_modules/ws'))).toBe(true);
    for (const loader of ['tsx', 'typescript', 'esbuild', 'vite'])
      expect(existsSync(path.join(folder, 'node_modules', loader))).toBe(false);
  });

  it('refuses to start in production with a required setting missing, naming it, before touching the database', async () => {
    const { FAIR28_CHAIN_KEY: _missing, ...withoutChainKey } = env;
    const refused = await run(process.execPath, ['server.js'], withoutChainKey, folder);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refusing to start in production:');
    expect(refused.stderr).toContain('  FAIR28_CHAIN_KEY: ');
    expect(refused.stdout).not.toContain('fair28 is running');
    const db = connectPostgres(env.DATABASE_URL as string, { poolSize: 1 });
    try {
      const [tables] = await queryRows<{ count: number }>(
        db.orm,
        sql`SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
      );
      expect(Number(tables?.count)).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('starts: /healthz answers, the SQL functions are applied, the player app and the console are served from the folder', async () => {
    server = await startServer(env, 60_000, releaseServer(folder));
    const origin = `http://127.0.0.1:${env.PORT}`;
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ ok: true });
    const db = connectPostgres(env.DATABASE_URL as string, { poolSize: 1 });
    try {
      const sets = await queryRows<{ count: number }>(
        db.orm,
        sql`SELECT count(*)::int AS count FROM schema_functions`,
      );
      expect(sets).toEqual([{ count: 1 }]);
    } finally {
      await db.close();
    }

    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>fair28</title>');
    const script = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${origin}/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');

    const consolePage = await fetch(`${origin}/admin/`);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toContain('<title>fair28 console</title>');

    // The installable app from the folder: its service worker asked again every time, its manifest and icons.
    const worker = await fetch(`${origin}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('index.html');
    const manifest = await fetch(`${origin}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const { icons } = (await manifest.json()) as { icons: Array<{ src: string }> };
    for (const icon of icons) expect((await fetch(`${origin}/${icon.src}`)).status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
  }, 90_000);

  it('node operator.js create boss --role admin makes the first operator, who signs in and must change the password', async () => {
    const made = await run(
      process.execPath,
      ['operator.js', 'create', 'boss', '--role', 'admin'],
      env,
      folder,
    );
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Created the admin account "boss".');
    const password = /^ {2}([A-Za-z0-9]{16})$/m.exec(made.stdout)?.[1] as string;
    const origin = `http://127.0.0.1:${env.PORT}`;
    const token = await signIn(origin, 'boss', password);
    expect(await callAt(origin, calls.adminMe, {}, token)).toMatchObject({
      role: 'admin',
      mustChangePassword: true,
    });
  }, 60_000);

  it('node audit.js finds the books clean, and the server stops on SIGTERM with exit 0', async () => {
    const audited = await run(process.execPath, ['audit.js'], env, folder);
    expect(audited.stdout).toContain('audit: clean');
    expect(audited.code).toBe(0);
    expect((await server?.stop())?.code).toBe(0);
  }, 60_000);
});
