// The node's metrics as Prometheus reads them: scraped from the node's own listener (never the public
// port), the series an operator's dashboards and alerts rely on move when a bet is placed, a round
// settles and a deposit waits for review; database gauges are cached between scrapes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { calls } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheckJob } from '../modules/monitoring/service';
import {
  createTestGame,
  fundedPlayer,
  placeTestBet,
  type TestGame,
  testClock,
  testScheduler,
} from '../test/game';
import { failure, startPeerNode, startTestApp, type TestApp } from '../test/helper';
import { type Sample, scrape, seriesValue } from '../test/metrics';
import { newPlayer, seedCatalogue, topUpWithCertificate } from '../test/money';
import { repoRoot } from '../test/processes';
import { listenMetrics, type MetricsListener } from './metrics-listener';

async function listening(test: TestApp): Promise<{ listener: MetricsListener; url: string }> {
  const listener = await listenMetrics(
    { registry: test.app.ctx.metrics.registry, readiness: test.app.readiness },
    { host: '127.0.0.1', port: 0 },
  );
  return { listener, url: `http://127.0.0.1:${listener.port}/metrics` };
}

/** How far a series moved between two scrapes (a series not there yet counts as 0). */
const moved = (before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}) =>
  (seriesValue(after, name, labels) ?? 0) - (seriesValue(before, name, labels) ?? 0);

describe('the game', () => {
  const clock = testClock();
  let test: TestApp;
  let game: TestGame;
  let metrics: { listener: MetricsListener; url: string };

  beforeAll(async () => {
    test = await startTestApp({ FAIR28_METRICS_PORT: '0' }, { now: clock.now, gaugeCacheMs: 0 });
    game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10, runningAt: clock });
    metrics = await listening(test);
  });
  afterAll(async () => {
    await metrics.listener.close();
    await test.close();
  });

  it('serves /metrics on its own listener, with process figures, and never on the public port', async () => {
    const samples = await scrape(metrics.url);
    expect(seriesValue(samples, 'fair28_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(seriesValue(samples, 'fair28_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const publicAnswer = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.statusCode).toBe(404);
    expect(publicAnswer.body).not.toContain('fair28_');
  });

  it('a bet placed moves the call, order and batch series; a call refused by its limits counts as refused', async () => {
    const scheduler = testScheduler(test, clock, { metrics: test.app.ctx.metrics });
    await scheduler.tick();
    const player = await fundedPlayer(test, 100_000n);
    const before = await scrape(metrics.url);
    await placeTestBet(test, player, game.roomId, [['big', '10']]);
    const refused = await failure(placeTestBet(test, player, game.roomId, [['big', '999999']]));
    expect(refused.code).not.toBe(0);
    const after = await scrape(metrics.url);

    const route = calls.placeBet.path;
    expect(moved(before, after, 'fair28_http_requests_total', { route, status: '200', outcome: 'ok' })).toBe(
      1,
    );
    expect(moved(before, after, 'fair28_http_requests_total', { route, outcome: 'refused' })).toBe(1);
    expect(moved(before, after, 'fair28_http_request_duration_seconds_count', { route })).toBe(2);
    // The stake over the room's limit is refused before the intake: one order written, in one commit.
    expect(moved(before, after, 'fair28_bet_orders_total', { result: 'placed' })).toBe(1);
    expect(moved(before, after, 'fair28_bet_orders_total', { result: 'refused' })).toBe(0);
    expect(moved(before, after, 'fair28_bet_batch_commits_total')).toBe(1);
    expect(moved(before, after, 'fair28_bet_batch_size_count')).toBe(1);
    expect(moved(before, after, 'fair28_bet_batch_size_sum')).toBe(1);
    expect(moved(before, after, 'fair28_bet_batch_wait_seconds_count')).toBe(1);
    // The route pattern, never the raw URL: a call with a query string is still its route.
    expect(after.some((sample) => sample.labels.route?.includes('?'))).toBe(false);
    expect(seriesValue(after, 'fair28_rounds', { state: 'open' })).toBeGreaterThanOrEqual(1);
  });

  it('a round settled 3 s after its draw time moves the settlement series, the heartbeat and the round gauges', async () => {
    const scheduler = testScheduler(test, clock, { metrics: test.app.ctx.metrics });
    clock.advance(60_000 + 3000);
    const late = await scrape(metrics.url);
    // Past its draw time and not settled: what the stuck-round alert reads.
    expect(seriesValue(late, 'fair28_round_overdue_seconds')).toBe(3);
    const report = await scheduler.tick();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    const after = await scrape(metrics.url);

    expect(moved(late, after, 'fair28_rounds_settled_total')).toBe(report.settled);
    expect(moved(late, after, 'fair28_round_settlement_lag_seconds_count')).toBe(report.settled);
    expect(moved(late, after, 'fair28_round_settlement_lag_seconds_sum')).toBeCloseTo(3 * report.settled, 3);
    expect(seriesValue(after, 'fair28_round_overdue_seconds')).toBe(0);
    expect(seriesValue(after, 'fair28_scheduler_last_tick_timestamp_seconds')).toBeGreaterThan(
      Date.now() / 1000 - 10,
    );
    expect(seriesValue(after, 'fair28_rounds', { state: 'drawn' })).toBe(0);
  });

  it('shows this node’s sockets and, on PostgreSQL, its pool; Redis only when it is configured', async () => {
    const samples = await scrape(metrics.url);
    expect(seriesValue(samples, 'fair28_sockets_open')).toBe(0);
    expect(seriesValue(samples, 'fair28_socket_send_backlog_bytes')).toBe(0);
    if (test.db.kind === 'postgres') {
      expect(seriesValue(samples, 'fair28_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(seriesValue(samples, 'fair28_db_pool_waiting')).toBe(0);
      expect(seriesValue(samples, 'fair28_db_pool_connection_errors_total')).toBe(0);
    } else {
      expect(seriesValue(samples, 'fair28_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
    expect(seriesValue(samples, 'fair28_redis_up')).toBe(test.config.redisUrl ? 1 : undefined);
  });
});

describe('the review queues', () => {
  let test: TestApp;
  let metrics: { listener: MetricsListener; url: string };

  beforeAll(async () => {
    test = await startTestApp({ FAIR28_METRICS_PORT: '0' }, { gaugeCacheMs: 0 });
    metrics = await listening(test);
  });
  afterAll(async () => {
    await metrics.listener.close();
    await test.close();
  });

  const deposits = { queue: 'deposits' };
  async function topUp() {
    const catalogue = await seedCatalogue(test);
    const player = await newPlayer(test);
    return topUpWithCertificate(test, catalogue, player, { amount: '500.00', reference: 'TX-1' });
  }

  it('a deposit waiting for review is counted in its queue, with the age of the oldest', async () => {
    const before = await scrape(metrics.url);
    expect(seriesValue(before, 'fair28_review_queue_pending', deposits)).toBe(0);
    expect(seriesValue(before, 'fair28_review_queue_oldest_age_seconds', deposits)).toBe(0);
    for (const queue of ['withdrawals', 'adjustments', 'card_changes']) {
      expect(seriesValue(before, 'fair28_review_queue_pending', { queue })).toBe(0);
    }
    await topUp();
    const after = await scrape(metrics.url);
    expect(seriesValue(after, 'fair28_review_queue_pending', deposits)).toBe(1);
    // Made 90 seconds older, as if nobody had looked at it since.
    await test.db.orm.execute(sql`UPDATE deposits SET created_at = created_at - interval '90 seconds'`);
    const waited = await scrape(metrics.url);
    expect(seriesValue(waited, 'fair28_review_queue_oldest_age_seconds', deposits)).toBeGreaterThanOrEqual(
      90,
    );
    expect(seriesValue(waited, 'fair28_review_queue_oldest_age_seconds', deposits)).toBeLessThan(120);
  });

  it('reads the database once per cache period, however often it is scraped', async () => {
    const node = await startPeerNode(test);
    const peer = await listening(node);
    try {
      const first = seriesValue(await scrape(peer.url), 'fair28_review_queue_pending', deposits) ?? -1;
      await topUp();
      // Within the 10 s the first read is kept: the same figure, no second read.
      expect(seriesValue(await scrape(peer.url), 'fair28_review_queue_pending', deposits)).toBe(first);
      // The uncached node reads the new deposit at once.
      expect(seriesValue(await scrape(metrics.url), 'fair28_review_queue_pending', deposits)).toBe(first + 1);
    } finally {
      await peer.listener.close();
      await node.close();
    }
  });
});

describe('the ledger check and the alert rules', () => {
  let test: TestApp;
  let metrics: { listener: MetricsListener; url: string };

  beforeAll(async () => {
    test = await startTestApp({ FAIR28_METRICS_PORT: '0' });
    metrics = await listening(test);
  });
  afterAll(async () => {
    await metrics.listener.close();
    await test.close();
  });

  it('exports the ledger check only once it ran: 1 on clean books, 0 when a balance is off', async () => {
    const balances = { check: 'balances' };
    const failures: unknown[] = [];
    const job = ledgerCheckJob(test.app.ctx, (error) => failures.push(error));
    expect(seriesValue(await scrape(metrics.url), 'fair28_ledger_check_ok', balances)).toBeUndefined();
    await job.runOnce();
    const clean = await scrape(metrics.url);
    expect(seriesValue(clean, 'fair28_ledger_check_ok', balances)).toBe(1);
    expect(seriesValue(clean, 'fair28_ledger_check_timestamp_seconds', balances)).toBeGreaterThan(
      Date.now() / 1000 - 10,
    );
    expect(failures).toEqual([]);

    // One cent appears from nowhere in the house account, written around the ledger.
    const off = sql`UPDATE ledger_accounts SET balance_minor = balance_minor + 1
                    WHERE id = (SELECT min(id) FROM ledger_accounts WHERE user_id IS NULL)`;
    await test.db.orm.execute(off);
    try {
      await job.runOnce();
      expect(seriesValue(await scrape(metrics.url), 'fair28_ledger_check_ok', balances)).toBe(0);
      expect(String(failures[0])).toContain('ledger check failed: total 1');
    } finally {
      await test.db.orm.execute(
        sql`UPDATE ledger_accounts SET balance_minor = balance_minor - 1
            WHERE id = (SELECT min(id) FROM ledger_accounts WHERE user_id IS NULL)`,
      );
    }
  });

  it('every fair28_ series the alert rules read is one the server exports', () => {
    const rules = readFileSync(path.join(repoRoot, 'deploy/prometheus/alerts.yml'), 'utf8');
    const read = new Set(
      [...rules.matchAll(/\bfair28_[a-z0-9_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')),
    );
    const exported = new Set(test.app.ctx.metrics.registry.getMetricsAsArray().map((metric) => metric.name));
    // Registered only where they apply: the pool on PostgreSQL, Redis when REDIS_URL is set.
    const absentHere = new Set([
      ...(test.db.kind === 'postgres' ? [] : ['fair28_db_pool_waiting']),
      ...(test.config.redisUrl ? [] : ['fair28_redis_up']),
    ]);
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !exported.has(name) && !absentHere.has(name))).toEqual([]);
  });
});
