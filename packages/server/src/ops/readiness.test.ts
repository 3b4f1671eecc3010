// /readyz as a load balancer reads it: 200 when the node should get traffic; 503 naming what is not ready
// when the database lacks a migration or does not answer, or when the node drains. A configured Redis that
// does not answer is named but leaves the node ready: it serves on its own meanwhile. /healthz stays the liveness check: a draining node is still alive.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { startPeerNode, startTestApp, type TestApp } from '../test/helper';
import { freePort } from '../test/processes';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const readyz = async (node: TestApp) => {
  const answer = await node.app.inject({ method: 'GET', url: '/readyz' });
  return {
    status: answer.statusCode,
    body: answer.json<{ ready: boolean; problems: string[]; degraded: string[] }>(),
  };
};

describe('/readyz', () => {
  it('is 200 when the database answers with every migration (and Redis answers, when configured)', async () => {
    expect(await readyz(test)).toEqual({ status: 200, body: { ready: true, problems: [], degraded: [] } });
  });

  it('is 503 naming the migration the database lacks, and 200 again once it is there', async () => {
    const [last] = await queryRows<{ name: string; applied_at: Date }>(
      test.db.orm,
      sql`SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1`,
    );
    if (!last) throw new Error('no migration recorded');
    await test.db.orm.execute(sql`DELETE FROM schema_migrations WHERE name = ${last.name}`);
    try {
      expect(await readyz(test)).toEqual({
        status: 503,
        body: { ready: false, problems: [`database: migrations not applied: ${last.name}`], degraded: [] },
      });
    } finally {
      await test.db.orm.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last.name})`);
    }
    expect((await readyz(test)).status).toBe(200);
  });

  it('is 503 while draining, and /healthz still 200: the node is alive, it wants no new calls', async () => {
    const node = await startPeerNode(test);
    try {
      node.app.readiness.beginDraining();
      expect(await readyz(node)).toEqual({
        status: 503,
        body: { ready: false, problems: ['draining: the node is shutting down'], degraded: [] },
      });
      expect((await node.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The other node is not draining.
      expect((await readyz(test)).status).toBe(200);
    } finally {
      await node.close();
    }
  });

  it('stays 200 naming Redis as degraded when REDIS_URL is set and Redis does not answer', async () => {
    const port = await freePort();
    const node = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const { status, body } = await readyz(node);
      expect(status).toBe(200);
      expect(body.ready).toBe(true);
      expect(body.problems).toEqual([]);
      expect(body.degraded).toHaveLength(1);
      expect(body.degraded[0]).toMatch(/^redis: not connected \(/);
      expect((await node.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await node.close();
    }
  });

  it('is 503 naming the database when it does not answer', async () => {
    const node = await startTestApp();
    await node.db.close();
    try {
      const { status, body } = await readyz(node);
      expect(status).toBe(503);
      expect(body.problems).toHaveLength(1);
      expect(body.problems[0]).toMatch(/^database: unreachable \(/);
    } finally {
      await node.app.close();
    }
  });
});
