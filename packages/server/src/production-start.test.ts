// The server started as a supervisor would, with NODE_ENV=production: refused, naming every unsafe setting
// and touching no database; with every setting made safe, it migrates and serves with no demo account.
import { calls, ErrorCode } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from './db/database';
import { createProcessDatabase, type ProcessDatabase } from './test/database';
import { freePort, runServer, startServer } from './test/processes';
import { SAFE_PRODUCTION, UNSAFE_IN_PRODUCTION } from './test/production-env';

let database: ProcessDatabase;
beforeEach(async () => {
  database = await createProcessDatabase();
});
afterEach(() => database.drop());

describe('NODE_ENV=production', () => {
  it('with the demo defaults: exits 1 naming each unsafe setting, before opening the database', async () => {
    const result = await runServer({ NODE_ENV: 'production', ...database.env });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Refusing to start in production:');
    for (const variable of UNSAFE_IN_PRODUCTION) expect(result.stderr).toContain(`  ${variable}: `);
    expect(result.stdout).not.toContain('fair28 is running');
    expect(await database.isUntouched()).toBe(true);
  }, 90_000);

  it('with one setting left unsafe: refused for that one alone', async () => {
    const result = await runServer({ ...SAFE_PRODUCTION, FAIR28_PAY_SANDBOX: 'true', ...database.env });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Refusing to start in production:\n  FAIR28_PAY_SANDBOX: the sandbox payment provider credits money nobody paid: set false',
    );
    expect(await database.isUntouched()).toBe(true);
  }, 90_000);

  it("with fair28's own beacon in place of quicknet: refused for it alone", async () => {
    const result = await runServer({ ...SAFE_PRODUCTION, FAIR28_BEACON: 'local', ...database.env });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Refusing to start in production:\n' +
        "  FAIR28_BEACON: is local: fair28's own beacon is signed by the server, so the operator could know results early: set quicknet",
    );
    expect(await database.isUntouched()).toBe(true);
  }, 90_000);

  it('with every setting safe: migrates, serves, and has no demo account to sign in with', async () => {
    const port = await freePort();
    const server = await startServer({
      ...SAFE_PRODUCTION,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FAIR28_WEB_DIST: '/nonexistent',
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const login = await fetch(`${base}${calls.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password: 'admin1234', lang: 'en' }).toString(),
    });
    expect(await login.json()).toMatchObject({ code: ErrorCode.WrongCredentials });
    const end = await server.stop();
    expect(end.code).toBe(0);
    expect(end.stdout).not.toContain('Demo data created');

    const db = await database.open();
    try {
      const [users] = await queryRows<{ count: number }>(
        db.orm,
        sql`SELECT count(*)::int AS count FROM users`,
      );
      expect(Number(users?.count)).toBe(0);
      const [sandbox] = await queryRows<{ count: number }>(
        db.orm,
        sql`SELECT count(*)::int AS count FROM pay_channels`,
      );
      expect(Number(sandbox?.count)).toBe(0);
    } finally {
      await db.close();
    }
  }, 90_000);
});
