// What the database says about the game, as Prometheus gauges: rounds by state and the oldest overdue
// draw, the review queues, what the promotions budget owes; read when Prometheus scrapes, kept a few
// seconds so scrapes from several Prometheus servers cost one read. And the periodic ledger check.

import { cachedRead } from '../../infra/cached-read';
import { scrapedGauge } from '../../infra/metrics';
import { type RepeatingJob, repeatingJob } from '../../infra/repeating-job';
import type { AppContext } from '../../kernel/context';
import * as dashboard from '../dashboard/service';
import * as ledger from '../ledger/service';
import * as promotions from '../promotions/service';
import * as rounds from '../rounds/service';

/** How long one read of the database gauges serves scrapes: a scrape every 15 s reads at most once. */
export const GAUGE_CACHE_MS = 10_000;
/** How often a node checks the ledger's balances (ledger.balanceCheck): one pass over the accounts. */
export const LEDGER_CHECK_INTERVAL_MS = 5 * 60_000;

const ROUND_STATES = ['scheduled', 'open', 'closed', 'drawn'] as const;
/** The dashboard's queue names, and the names the metric gives them. */
const QUEUES: Record<string, string> = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  adjustments: 'adjustments',
  bankChanges: 'card_changes',
};

type Snapshot = {
  at: number;
  rounds: rounds.UnfinishedRounds;
  queues: dashboard.QueueRow[];
  owed: { count: number; totalMinor: bigint };
};

/** Registers the database gauges on the app's registry. */
export function registerDatabaseGauges(ctx: AppContext, cacheMs = GAUGE_CACHE_MS): void {
  // A failed read is not kept: the next scrape tries again (and this one fails, which Prometheus shows).
  const snapshot = cachedRead(cacheMs, async (): Promise<Snapshot> => {
    const [unfinished, queues, owed] = await Promise.all([
      rounds.unfinishedRounds(ctx),
      dashboard.reviewQueues(ctx),
      promotions.owedPayouts(ctx),
    ]);
    return { at: ctx.now().getTime(), rounds: unfinished, queues, owed };
  });
  const { metrics } = ctx;
  scrapedGauge(
    metrics,
    {
      name: 'fair28_rounds',
      help: 'Rounds not yet settled or voided, by state (scheduled, open, closed, drawn), read from the database',
      labelNames: ['state'],
    },
    async (gauge) => {
      const { rounds: unfinished } = await snapshot();
      for (const state of ROUND_STATES) {
        gauge.set({ state }, unfinished.byStatus.find((row) => row.status === state)?.count ?? 0);
      }
    },
  );
  scrapedGauge(
    metrics,
    {
      name: 'fair28_round_overdue_seconds',
      help: 'How long past its draw time the oldest round neither settled nor voided is (0: none is late)',
    },
    async (gauge) => {
      const { at, rounds: unfinished } = await snapshot();
      const overdue = unfinished.oldestOverdueDrawsAt;
      gauge.set(overdue ? Math.max(0, (at - overdue.getTime()) / 1000) : 0);
    },
  );
  scrapedGauge(
    metrics,
    {
      name: 'fair28_review_queue_pending',
      help: 'Requests waiting for an operator, by queue (deposits, withdrawals, adjustments, card_changes)',
      labelNames: ['queue'],
    },
    async (gauge) => {
      for (const row of (await snapshot()).queues)
        gauge.set({ queue: QUEUES[row.queue] ?? row.queue }, row.count);
    },
  );
  scrapedGauge(
    metrics,
    {
      name: 'fair28_review_queue_oldest_age_seconds',
      help: 'Age of the oldest request waiting in each review queue (0 when the queue is empty)',
      labelNames: ['queue'],
    },
    async (gauge) => {
      const { at, queues } = await snapshot();
      for (const row of queues) {
        const age = row.oldest ? Math.max(0, (at - row.oldest.getTime()) / 1000) : 0;
        gauge.set({ queue: QUEUES[row.queue] ?? row.queue }, age);
      }
    },
  );
  scrapedGauge(
    metrics,
    {
      name: 'fair28_promotion_payouts_owed',
      help: 'Commission and rebate payouts the promotions budget could not cover yet (waiting)',
    },
    async (gauge) => gauge.set((await snapshot()).owed.count),
  );
  scrapedGauge(
    metrics,
    {
      name: 'fair28_promotion_payouts_owed_minor_units',
      help: 'What the waiting promotion payouts are owed together, in minor currency units (fen, cents)',
    },
    // Exact as a float up to 2^53 minor units, far beyond any budget.
    async (gauge) => gauge.set(Number((await snapshot()).owed.totalMinor)),
  );
}

/** The ledger's balances checked every LEDGER_CHECK_INTERVAL_MS; the result is this node's metric. */
export function ledgerCheckJob(ctx: AppContext, onError: (error: unknown) => void): RepeatingJob {
  return repeatingJob(async () => {
    const check = await ledger.balanceCheck(ctx.db.orm);
    ctx.metrics.ledgerCheckOk.set({ check: 'balances' }, check.isClean ? 1 : 0);
    ctx.metrics.ledgerCheckTimestamp.set({ check: 'balances' }, Date.now() / 1000);
    if (!check.isClean)
      onError(
        new Error(
          `ledger check failed: total ${check.grandTotal}, ${check.negative} player accounts below zero`,
        ),
      );
  }, onError);
}
