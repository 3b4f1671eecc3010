// Gauges of this node's own state, read when Prometheus scrapes: sockets open and bytes waiting to be sent
// to them, the PostgreSQL pool, and whether Redis answers.
import type { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import type { PoolStats } from '../db/database';
import { type Metrics, scrapedGauge } from '../infra/metrics';

export type NodeSources = {
  sockets(): { open: number; backlogBytes: number };
  /** The PostgreSQL pool; undefined on embedded PGlite, which has one connection and no pool. */
  pool: (() => PoolStats) | undefined;
  redis: Redis | undefined;
};

export function registerNodeGauges(metrics: Metrics, sources: NodeSources): void {
  scrapedGauge(metrics, { name: 'fair28_sockets_open', help: 'Room sockets open on this node' }, (gauge) => {
    gauge.set(sources.sockets().open);
  });
  scrapedGauge(
    metrics,
    {
      name: 'fair28_socket_send_backlog_bytes',
      help: "Bytes written to this node's sockets and not yet taken by the network (slow readers)",
    },
    (gauge) => gauge.set(sources.sockets().backlogBytes),
  );
  const { pool } = sources;
  if (pool) {
    scrapedGauge(
      metrics,
      {
        name: 'fair28_db_pool_connections',
        help: 'PostgreSQL pool connections by state: total (open), idle',
        labelNames: ['state'],
      },
      (gauge) => {
        const stats = pool();
        gauge.set({ state: 'total' }, stats.total);
        gauge.set({ state: 'idle' }, stats.idle);
      },
    );
    scrapedGauge(
      metrics,
      {
        name: 'fair28_db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL pool connection',
      },
      (gauge) => gauge.set(pool().waiting),
    );
    // A counter kept by the pool's listeners (db/database.ts), copied at each scrape.
    new Counter({
      name: 'fair28_db_pool_connection_errors_total',
      help: 'PostgreSQL connections that failed outside a query (the server restarted, the connection was ended)',
      registers: [metrics.registry],
      collect() {
        this.reset();
        this.inc(pool().errors);
      },
    });
  }
  const { redis } = sources;
  if (redis) {
    scrapedGauge(
      metrics,
      { name: 'fair28_redis_up', help: 'Whether Redis (REDIS_URL) is connected and answering: 1, or 0' },
      (gauge) => gauge.set(redis.status === 'ready' ? 1 : 0),
    );
  }
}
