// Whether this node should get traffic (/readyz): the database answers and has every migration this code
// expects, and the node is not draining. /healthz says only that the process is alive; a load balancer sends
// calls to nodes whose /readyz answers 200. A configured Redis that does not answer is reported but does not
// make the node unready: every node serves without Redis (per-node limits, local room events), and failing
// readiness on it would take every node out of the load balancer at once.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrate';

export type ReadinessReport = {
  ready: boolean;
  /** What is not ready, named for the operator reading the answer; empty when ready. */
  problems: string[];
  /** What serves degraded without making the node unready (Redis down); empty when all is well. */
  degraded: string[];
};

export type Readiness = {
  check(): Promise<ReadinessReport>;
  /** From now on the node answers not ready (SIGTERM): the load balancer takes it out. */
  beginDraining(): void;
  readonly isDraining: boolean;
};

export function createReadiness(deps: { db: Database; redis: Redis | undefined }): Readiness {
  let isDraining = false;
  return {
    async check() {
      const problems: string[] = [];
      if (isDraining) problems.push('draining: the node is shutting down');
      try {
        const pending = await pendingMigrations(deps.db);
        if (pending.length > 0) problems.push(`database: migrations not applied: ${pending.join(', ')}`);
      } catch (error) {
        problems.push(`database: unreachable (${error instanceof Error ? error.message : String(error)})`);
      }
      const degraded: string[] = [];
      if (deps.redis && deps.redis.status !== 'ready')
        degraded.push(`redis: not connected (${deps.redis.status}); serving on this node alone`);
      return { ready: problems.length === 0, problems, degraded };
    },
    beginDraining() {
      isDraining = true;
    },
    get isDraining() {
      return isDraining;
    },
  };
}

/**
 * GET /readyz: 200 `{ready: true}`, or 503 with what is not ready. While draining, every answer closes its
 * connection: a keep-alive connection whose call was under way would otherwise hold the close open.
 */
export function registerReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.check();
    return reply.code(report.ready ? 200 : 503).send(report);
  });
}
