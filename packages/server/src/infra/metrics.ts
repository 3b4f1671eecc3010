// The node's Prometheus metrics: one registry per app (two apps in one test process never share one), the
// counters and histograms the code updates as it works, and gauges read when Prometheus scrapes.
// Names follow Prometheus' conventions: fair28_ prefix, base units (seconds, bytes), _total on counters.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets of calls: a fast read is a few milliseconds, a slow hash or a settlement a second. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Bet batches gather for at most a few milliseconds, and wait behind the batch being written. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const BATCH_SIZE_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 400, 1000, 5000];
/** A round settles a moment after its draw; minutes mean the scheduler is failing or stopped. */
const LAG_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900];

export type Metrics = ReturnType<typeof createMetrics>;

export type MetricsOptions = {
  /** Process memory, CPU, event-loop delay (prom-client's defaults): once per process that serves them. */
  processMetrics: boolean;
};

export function createMetrics(options: MetricsOptions) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'fair28_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'fair28_http_requests_total',
      help: 'HTTP calls answered, by route pattern, method, HTTP status and outcome (ok, refused: the envelope or status says the caller must change something, error: the server failed)',
      labelNames: ['route', 'method', 'status', 'outcome'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'fair28_http_request_duration_seconds',
      help: 'Time from a call arriving to its answer sent, by route pattern',
      labelNames: ['route'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    betOrders: new Counter({
      name: 'fair28_bet_orders_total',
      help: 'Place-bet calls written by the bet intake, by result (placed or refused by a rule)',
      labelNames: ['result'] as const,
      registers,
    }),
    betBatchCommits: new Counter({
      name: 'fair28_bet_batch_commits_total',
      help: 'Transactions the bet intake committed (one per batch of place-bet calls)',
      registers,
    }),
    betBatchSize: new Histogram({
      name: 'fair28_bet_batch_size',
      help: 'Place-bet calls written together in one transaction',
      buckets: BATCH_SIZE_BUCKETS,
      registers,
    }),
    betBatchWait: new Histogram({
      name: 'fair28_bet_batch_wait_seconds',
      help: 'Time a place-bet call waited in the intake before its batch began writing',
      buckets: WAIT_BUCKETS,
      registers,
    }),
    settlementLag: new Histogram({
      name: 'fair28_round_settlement_lag_seconds',
      help: "Time from a round's draw time to its settlement, observed on the node that settled it",
      buckets: LAG_BUCKETS,
      registers,
    }),
    roundsSettled: new Counter({
      name: 'fair28_rounds_settled_total',
      help: 'Rounds this node settled',
      registers,
    }),
    roundStepFailures: new Counter({
      name: 'fair28_round_step_failures_total',
      help: "Failed attempts at a round's draw or settlement on this node (each is tried again after a back-off)",
      labelNames: ['step'] as const,
      registers,
    }),
    roundsVoidedNoBeacon: new Counter({
      name: 'fair28_rounds_voided_no_beacon_total',
      help: 'Rounds this node voided because no valid beacon came within FAIR28_BEACON_WAIT_SECONDS (every bet refunded)',
      registers,
    }),
    beaconRelayFaults: new Counter({
      name: 'fair28_beacon_relay_faults_total',
      help: "drand relays that did not give a beacon asked for, by relay and fault (invalid: an answer that is not the network's beacon; unreachable: an error or no answer in time). Not-yet-emitted rounds are not counted",
      labelNames: ['relay', 'fault'] as const,
      registers,
    }),
    pushSends: new Counter({
      name: 'fair28_push_sends_total',
      help: 'Web Push sends, by outcome (delivered: the push service took it; retry: it will be tried again; gone: the push service no longer knows the device, which is forgotten; failed: refused for good; expired: retried too long; withheld: promotional during a break, or its push service no longer allowed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    schedulerErrors: new Counter({
      name: 'fair28_scheduler_errors_total',
      help: 'Scheduler passes that failed outside one round (creating, opening or closing rounds)',
      registers,
    }),
    schedulerHeartbeat: new Gauge({
      name: 'fair28_scheduler_last_tick_timestamp_seconds',
      help: "When this node's round scheduler last finished a pass (Unix time); 0 on a node that runs none",
      registers,
    }),
    ledgerCheckOk: new Gauge({
      name: 'fair28_ledger_check_ok',
      help: "1 when this node's last ledger check passed, 0 when it failed; check=balances: every balance sums to zero and no player account is below zero. Absent until a check ran",
      // Labelled, so a node that never checked exports nothing rather than a 0 that reads as a failure.
      labelNames: ['check'] as const,
      registers,
    }),
    ledgerCheckTimestamp: new Gauge({
      name: 'fair28_ledger_check_timestamp_seconds',
      help: "When this node's last ledger check ran (Unix time)",
      labelNames: ['check'] as const,
      registers,
    }),
  };
}

/** A gauge whose value is read when Prometheus scrapes (sockets, the pool, Redis). */
export function scrapedGauge<L extends string>(
  metrics: Metrics,
  spec: { name: string; help: string; labelNames?: readonly L[] },
  read: (gauge: Gauge<L>) => void | Promise<void>,
): Gauge<L> {
  return new Gauge<L>({
    ...spec,
    labelNames: spec.labelNames ?? [],
    registers: [metrics.registry],
    async collect() {
      await read(this);
    },
  });
}
