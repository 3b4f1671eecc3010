// Gathers concurrent place-bet calls for a few milliseconds and writes them in one transaction, so one
// commit serves many bets. Every call still gets its own answer, and every rule is checked per call.
import type { Metrics } from '../../infra/metrics';
import { perApp } from '../../kernel/per-app';
import { type BetOrder, type BetOrderResult, runBetBatch } from './batch';

/** Writes orders in one transaction and answers each, in order (batch.ts). */
export type WriteBets = (orders: BetOrder[]) => Promise<BetOrderResult[]>;

export type BetIntakeOptions = {
  /** Off: each call is its own transaction (the simple path, kept for comparison and tests). */
  isBatching: boolean;
  /** How long the first call of an idle intake waits for others to join it. */
  windowMs: number;
  maxBatch: number;
  /**
   * Batches written at once. One: every batch posts to the house account, so batches take turns on its
   * lock anyway, and two at once cost the database more per bet (their share locks on the round meet).
   */
  concurrency: number;
  /** What the intake reports as it writes: the node's metrics, or nothing. */
  observer?: BetIntakeObserver;
};

/** Told of each batch as it begins (its size, how long each call waited) and of each batch committed. */
export type BetIntakeObserver = {
  batchStarted(size: number, waitedMs: readonly number[]): void;
  committed(results: readonly BetOrderResult[]): void;
};

type Waiting = {
  order: BetOrder;
  /** performance.now() when the call came in. */
  at: number;
  resolve(result: BetOrderResult): void;
  reject(error: unknown): void;
};

/**
 * What the intake has written since it started: how well calls share commits, and where a call's time
 * goes before its answer (waiting for its batch to begin, then the batch's write).
 */
export type BetIntakeStats = {
  batches: number;
  orders: number;
  /** Summed over the calls: from arriving to their batch beginning. */
  waitedMs: number;
  /** Summed over the batches: from beginning to the answers (the transaction and its commit). */
  writingMs: number;
};

export class BetIntake {
  readonly #write: WriteBets;
  readonly #options: BetIntakeOptions;
  #queue: Waiting[] = [];
  #timer: NodeJS.Timeout | undefined;
  #inFlight = 0;
  /** Settles once nothing is queued or being written; one promise for the whole busy spell. */
  #idle: Promise<void> = Promise.resolve();
  #markIdle: (() => void) | undefined;
  #stats: BetIntakeStats = { batches: 0, orders: 0, waitedMs: 0, writingMs: 0 };

  constructor(write: WriteBets, options: BetIntakeOptions) {
    this.#write = write;
    this.#options = options;
  }

  submit(order: BetOrder): Promise<BetOrderResult> {
    if (!this.#options.isBatching) return this.#writeObserved([order], [0]).then(answerOf);
    return new Promise((resolve, reject) => {
      this.#queue.push({ order, at: performance.now(), resolve, reject });
      this.#schedule();
    });
  }

  /** Up to `concurrency` batches at a time; each gathers for the window unless the queue is full. */
  #schedule(): void {
    if (this.#timer || this.#queue.length === 0 || this.#inFlight >= this.#options.concurrency) return;
    const delay = this.#queue.length >= this.#options.maxBatch ? 0 : this.#options.windowMs;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      // A new busy spell only once the last one ended: a batch that follows another at once belongs to
      // the same spell, so whoever waits for idle (drain) is not left with a promise nobody settles.
      if (!this.#markIdle) this.#idle = new Promise((resolve) => (this.#markIdle = resolve));
      this.#inFlight++;
      void this.#flush().finally(() => {
        this.#inFlight--;
        if (this.#inFlight === 0 && this.#queue.length === 0) {
          this.#markIdle?.();
          this.#markIdle = undefined;
        }
        this.#schedule();
      });
      this.#schedule();
    }, delay);
  }

  async #flush(): Promise<void> {
    const batch = this.#queue.splice(0, this.#options.maxBatch);
    this.#stats.batches++;
    this.#stats.orders += batch.length;
    const startedAt = performance.now();
    const waited = batch.map((waiting) => startedAt - waiting.at);
    for (const ms of waited) this.#stats.waitedMs += ms;
    try {
      const results = await this.#writeObserved(
        batch.map((waiting) => waiting.order),
        waited,
      );
      this.#stats.writingMs += performance.now() - startedAt;
      for (const [index, waiting] of batch.entries()) {
        const result = results[index];
        if (result) waiting.resolve(result);
        else waiting.reject(new Error(`the bet write answered ${results.length} of ${batch.length} calls`));
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad order must not fail its neighbours: write each alone to find it.
      for (const waiting of batch) {
        try {
          const results = await this.#writeObserved([waiting.order], [performance.now() - waiting.at]);
          waiting.resolve(answerOf(results));
        } catch (single) {
          waiting.reject(single);
        }
      }
    }
  }

  async #writeObserved(orders: BetOrder[], waitedMs: readonly number[]): Promise<BetOrderResult[]> {
    this.#options.observer?.batchStarted(orders.length, waitedMs);
    const results = await this.#write(orders);
    this.#options.observer?.committed(results);
    return results;
  }

  stats(): BetIntakeStats {
    return { ...this.#stats };
  }

  /** Writes what is queued and waits for it. */
  async drain(): Promise<void> {
    while (this.#queue.length > 0 || this.#inFlight > 0 || this.#timer) {
      await (this.#inFlight > 0 ? this.#idle : new Promise((resolve) => setTimeout(resolve, 1)));
    }
  }
}

/** The one call's answer of a write of one call. */
function answerOf([result]: BetOrderResult[]): BetOrderResult {
  if (!result) throw new Error('the bet write answered no call');
  return result;
}

/** This app's intake, made from its configuration on first use. */
export const betIntake = perApp(
  (ctx) =>
    new BetIntake((orders) => runBetBatch(ctx.db, orders, ctx.now(), ctx.config.timeZone), {
      isBatching: ctx.config.game.betBatching,
      windowMs: ctx.config.game.betBatchWindowMs,
      maxBatch: ctx.config.game.betBatchMax,
      concurrency: ctx.config.game.betBatchConcurrency,
      observer: intakeMetrics(ctx.metrics),
    }),
);

function intakeMetrics(metrics: Metrics): BetIntakeObserver {
  return {
    batchStarted(size, waitedMs) {
      metrics.betBatchSize.observe(size);
      for (const ms of waitedMs) metrics.betBatchWait.observe(ms / 1000);
    },
    committed(results) {
      metrics.betBatchCommits.inc();
      const placed = results.filter((result) => result.ok).length;
      if (placed > 0) metrics.betOrders.inc({ result: 'placed' }, placed);
      if (results.length > placed) metrics.betOrders.inc({ result: 'refused' }, results.length - placed);
    },
  };
}
