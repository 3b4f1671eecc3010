// Runs the rounds of every enabled game type: creates them ahead of time, then opens, closes, draws and
// settles each by a conditional UPDATE, so any number of nodes may run it and each step happens once.
// A round whose draw or settlement fails never holds up the others: it is tried again after a back-off.
import { digitsOf, drawRound, type GameEvent } from '@fair28/shared';
import type { Database } from '../../db/database';
import type { Metrics } from '../../infra/metrics';
import { type GameEvents, publishAll } from '../../kernel/game-events';
import * as catalogue from '../catalogue/service';
import * as fairness from '../fairness/service';
import * as queries from './queries';
import { settleRound } from './settlement';

export type SchedulerDeps = {
  db: Database;
  now: () => Date;
  events: GameEvents;
  chainLength: number;
  /** FAIR28_CHAIN_KEY: opens the sealed chain seeds at the draw, seals new ones. */
  chainKey: Buffer;
  onError?: (error: unknown) => void;
  /** A round's draw or settlement failed; it is tried again in `retryInMs`. Defaults to onError. */
  onRoundFailure?: (failure: RoundFailure) => void;
  /** The node's metrics: heartbeat, settlement lag, failures. */
  metrics?: Metrics;
};

export type RoundFailure = {
  step: 'draw' | 'settle';
  roundId: number;
  /** Failures of this round in a row, this one included. */
  attempt: number;
  retryInMs: number;
  error: unknown;
};

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;

/** The pause after a round's `attempt`-th failure in a row: doubling from 1 s, at most 5 minutes. */
export function roundRetryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
}

export type SchedulerStep = 'create' | 'open' | 'close' | 'draw' | 'settle';
const ALL_STEPS: readonly SchedulerStep[] = ['create', 'open', 'close', 'draw', 'settle'];

export type TickReport = {
  created: number;
  opened: number;
  closed: number;
  drawn: number;
  settled: number;
  settledBets: number;
  /** Rounds whose draw or settlement failed in this tick. */
  failed: number;
};

/** Rounds beyond the current one that exist at any time, so players see the next issue early. */
const ROUNDS_AHEAD = 1;

export class GameScheduler {
  readonly #deps: SchedulerDeps;
  readonly #createdUpTo = new Map<number, number>();
  /** Rounds that failed, by id: how often in a row, and when (on the clock) to try again. */
  readonly #failing = new Map<number, { attempt: number; retryAt: number }>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #isStopped = true;

  constructor(deps: SchedulerDeps) {
    this.#deps = deps;
  }

  /** One pass over every step; `steps` limits it (tests stop after the draw to play a crash). */
  async tick(steps: readonly SchedulerStep[] = ALL_STEPS): Promise<TickReport> {
    const { db, now: clock, events } = this.#deps;
    const report: TickReport = {
      created: 0,
      opened: 0,
      closed: 0,
      drawn: 0,
      settled: 0,
      settledBets: 0,
      failed: 0,
    };
    const now = clock();
    const publish = (list: GameEvent[]) => publishAll(events, list, this.#deps.onError);
    if (steps.includes('create')) report.created = await this.#createRounds(now);
    if (steps.includes('open')) {
      const opened = await queries.openDueRounds(db.orm, now);
      report.opened = opened.length;
      publish(
        opened.map((round) => ({
          type: 'round.opened',
          gameTypeId: round.gameTypeId,
          roundId: round.id,
          issue: String(round.issue),
          opensAt: round.opensAt.getTime(),
          closesAt: round.closesAt.getTime(),
          drawsAt: round.drawsAt.getTime(),
        })),
      );
    }
    if (steps.includes('close')) {
      const closed = await queries.closeDueRounds(db.orm, now);
      report.closed = closed.length;
      publish(
        closed.map((round) => ({
          type: 'round.closed',
          gameTypeId: round.gameTypeId,
          roundId: round.id,
          issue: String(round.issue),
          drawsAt: round.drawsAt.getTime(),
        })),
      );
    }
    if (steps.includes('draw')) {
      for (const round of await queries.selectRoundsToDraw(db.orm, now)) {
        const event = await this.#isolated('draw', round.id, now, report, () => this.#draw(round, now));
        if (!event) continue;
        report.drawn++;
        publish([event]);
      }
    }
    if (steps.includes('settle')) {
      for (const roundId of await queries.selectDrawnRoundIds(db.orm)) {
        const settled = await this.#isolated('settle', roundId, now, report, () =>
          settleRound(db, roundId, clock()),
        );
        if (!settled) continue;
        this.#deps.metrics?.settlementLag.observe(
          Math.max(0, clock().getTime() - settled.drawsAt.getTime()) / 1000,
        );
        this.#deps.metrics?.roundsSettled.inc();
        report.settled++;
        report.settledBets += settled.betCount;
        publish(settled.events);
      }
    }
    // The heartbeat: a pass finished (the alert on a silent scheduler reads it), on the wall clock.
    this.#deps.metrics?.schedulerHeartbeat.set(Date.now() / 1000);
    return report;
  }

  /**
   * Runs one round's step unless it is waiting out a back-off. A failure is reported (the log line an
   * operator alerts on) and the round is tried again after roundRetryDelayMs; the other rounds go on.
   */
  async #isolated<T>(
    step: RoundFailure['step'],
    roundId: number,
    now: Date,
    report: TickReport,
    work: () => Promise<T | null>,
  ): Promise<T | null> {
    const failing = this.#failing.get(roundId);
    if (failing && failing.retryAt > now.getTime()) return null;
    try {
      const result = await work();
      this.#failing.delete(roundId);
      return result;
    } catch (error) {
      const attempt = (failing?.attempt ?? 0) + 1;
      const retryInMs = roundRetryDelayMs(attempt);
      this.#failing.set(roundId, { attempt, retryAt: now.getTime() + retryInMs });
      report.failed++;
      this.#deps.metrics?.roundStepFailures.inc({ step });
      const failure = { step, roundId, attempt, retryInMs, error };
      if (this.#deps.onRoundFailure) this.#deps.onRoundFailure(failure);
      else this.#deps.onError?.(error);
      return null;
    }
  }

  /** closed → drawn: reveals the round's chain hash and draws from it; null when another node drew it. */
  async #draw(round: queries.RoundRow, now: Date): Promise<GameEvent | null> {
    const { db } = this.#deps;
    const gameType = await catalogue.findGameType(db.orm, round.gameTypeId);
    if (!gameType) throw new Error(`game type ${round.gameTypeId} missing`);
    const roundHash = await fairness.roundHashAt(db.orm, round, this.#deps.chainKey);
    const { numbers } = drawRound(roundHash);
    const { a, b, c, sum } = digitsOf(numbers, gameType.layout);
    if (!(await queries.markDrawn(db.orm, round.id, { roundHash, numbers, a, b, c, sum }, now))) return null;
    const { id: roundId, gameTypeId, issue, chainIndex } = round;
    return {
      type: 'round.drawn',
      gameTypeId,
      roundId,
      issue: String(issue),
      roundHash,
      chainIndex,
      numbers: [...numbers],
      a,
      b,
      c,
      sum,
    };
  }

  /**
   * The current round and the next of every enabled game type, each with its place in a hash chain, and
   * the chain of the round after them published. A round whose chain has not been public for a full round
   * when it opens is not created: a game type's first rounds (and the first after long downtime) wait
   * until the chain made for them has been listed that long.
   */
  async #createRounds(now: Date): Promise<number> {
    const { db, chainLength, chainKey } = this.#deps;
    let created = 0;
    const nowSeconds = Math.floor(now.getTime() / 1000);
    for (const gameType of await catalogue.enabledGameTypes(db.orm)) {
      const seconds = gameType.roundSeconds;
      // Issue k draws at k × round seconds since the epoch: the current round draws after now.
      const current = Math.floor(nowSeconds / seconds) + 1;
      const last = current + ROUNDS_AHEAD;
      if ((this.#createdUpTo.get(gameType.id) ?? 0) >= last) continue;
      const createdAll = await db.orm.transaction(async (tx) => {
        await queries.lockGameType(tx, gameType.id);
        const maxIssue = (await queries.selectMaxIssue(tx, gameType.id)) ?? 0;
        let isComplete = true;
        for (let issue = Math.max(current, maxIssue + 1); issue <= last; issue++) {
          const drawsAt = new Date(issue * seconds * 1000);
          const opensAt = new Date(drawsAt.getTime() - seconds * 1000);
          const place = await fairness.publishedPlaceOf(tx, gameType.id, { issue, opensAt }, seconds * 1000);
          if (!place) {
            isComplete = false;
            continue;
          }
          const isNew = await queries.insertRound(tx, {
            gameTypeId: gameType.id,
            issue,
            ...place,
            opensAt,
            closesAt: new Date(drawsAt.getTime() - gameType.closeBeforeDrawSeconds * 1000),
            drawsAt,
          });
          if (isNew) created++;
        }
        await fairness.publishChainAhead(tx, gameType.id, last + 1, chainLength, chainKey, now);
        return isComplete;
      });
      // Skipped rounds are looked at again next tick, when the current round may have moved on.
      if (createdAll) this.#createdUpTo.set(gameType.id, last);
    }
    return created;
  }

  /** Ticks every `intervalMs` until stopped; a tick never overlaps the one before. */
  start(intervalMs: number): void {
    if (!this.#isStopped) return;
    this.#isStopped = false;
    const loop = async () => {
      if (this.#isStopped) return;
      this.#running = this.tick().catch((error: unknown) => {
        this.#deps.metrics?.schedulerErrors.inc();
        this.#deps.onError?.(error);
      });
      await this.#running;
      if (!this.#isStopped) this.#timer = setTimeout(loop, intervalMs);
    };
    void loop();
  }

  /** Stops ticking and waits for a tick in progress to finish. */
  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }
}
