// Runs the rounds of every enabled game type: creates them ahead of time, each naming the beacon that will
// decide it, then opens, closes, draws and settles each by a conditional UPDATE, so any number of nodes may
// run it and each step happens once. A round is drawn only with its beacon; one whose beacon does not come in
// time is voided. A round whose draw or settlement fails never holds up the others: it is tried again after
// a back-off.
import {
  beaconRoundAt,
  digitsOf,
  drawKeyOf,
  drawRound,
  type GameEvent,
  type RoundVoidedEvent,
  type TBeaconRef,
} from '@fair28/shared';
import type { Database } from '../../db/database';
import type { Metrics } from '../../infra/metrics';
import type { BeaconSource } from '../../kernel/beacons';
import { type GameEvents, publishAll } from '../../kernel/game-events';
import * as catalogue from '../catalogue/service';
import * as fairness from '../fairness/service';
import { AwaitedBeacons } from './awaited-beacons';
import { beaconRefOf, beaconRoundOf } from './beacon-ref';
import * as queries from './queries';
import { settleRound } from './settlement';

export type SchedulerDeps = {
  db: Database;
  now: () => Date;
  events: GameEvents;
  chainLength: number;
  /** FAIR28_CHAIN_KEY: opens the sealed chain seeds at the draw, seals new ones. */
  chainKey: Buffer;
  /** The randomness beacon: the network new rounds name, and each round's beacon once its time has come. */
  beacons: BeaconSource;
  /** FAIR28_BEACON_WAIT_SECONDS: how long past its beacon's time a round's beacon is tried for. */
  beaconWaitMs: number;
  /**
   * Voids a round whose beacon did not come: every bet refunded and each player told, by the one void path
   * the operator's void takes too (round-monitor's, wired in by app.ts's schedulerPorts). Answers the event for the rooms, or
   * null when the round no longer qualifies (another node stored its beacon, or drew or voided it).
   */
  voidForMissingBeacon: (roundId: number, now: Date) => Promise<RoundVoidedEvent | null>;
  /** A round was voided for want of its beacon: the line an operator alerts on. */
  onBeaconMissing?: (missing: BeaconMissing) => void;
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

export type BeaconMissing = {
  roundId: number;
  gameTypeId: number;
  issue: string;
  beacon: TBeaconRef;
  /** How long past the beacon's time the round was voided. */
  lateMs: number;
  betCount: number;
  refunded: string;
};

/** How long a pass waits for the beacons it asked for; one that comes later is kept for the next pass. */
const BEACON_PASS_WAIT_MS = 1000;

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
  /** Rounds voided because their beacon did not come in time. */
  voided: number;
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
  /** The beacons closed rounds are waiting for. */
  readonly #awaited: AwaitedBeacons;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #isStopped = true;

  constructor(deps: SchedulerDeps) {
    this.#deps = deps;
    this.#awaited = new AwaitedBeacons(deps.beacons, deps.onError);
  }

  /** One pass over every step; `steps` limits it (tests stop after the draw to play a crash). */
  async tick(steps: readonly SchedulerStep[] = ALL_STEPS): Promise<TickReport> {
    const { db, now: clock, events } = this.#deps;
    const report: TickReport = {
      created: 0,
      opened: 0,
      closed: 0,
      drawn: 0,
      voided: 0,
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
      const closed = await queries.selectClosedRounds(db.orm);
      // Beacons no closed round awaits any more (drawn or voided, here or on another node) are forgotten.
      this.#awaited.keepOnly(closed.map((round) => beaconRoundOf(round, this.#deps.beacons)));
      // Every round's beacon is asked for at once; the pass waits for them together, at most a second.
      const waitUntil = Date.now() + BEACON_PASS_WAIT_MS;
      const outcomes = await Promise.all(
        closed.map((round) =>
          this.#isolated('draw', round.id, now, report, () => this.#decide(round, now, waitUntil)),
        ),
      );
      for (const event of outcomes) {
        if (!event) continue;
        if (event.type === 'round.drawn') report.drawn++;
        else report.voided++;
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

  /**
   * A closed round's next step: drawn once its draw time has come with its beacon stored; its beacon asked for
   * once the beacon's time has come; voided when it still has none FAIR28_BEACON_WAIT_SECONDS after that time.
   */
  async #decide(round: queries.RoundRow, now: Date, waitUntil: number): Promise<GameEvent | null> {
    const ref = beaconRefOf(round, this.#deps.beacons);
    const isDue = now.getTime() >= ref.time;
    const randomness =
      round.beaconRandomness ?? (isDue ? await this.#beaconOf(round, ref, now, waitUntil) : null);
    if (randomness !== null) return round.drawsAt <= now ? this.#draw(round, randomness, now) : null;
    if (now.getTime() < ref.time + this.#deps.beaconWaitMs) return null;
    return this.#voidForMissingBeacon(round, ref, now);
  }

  /**
   * The round's beacon stored on it (the randomness stored), or null while it has not come (awaited-beacons.ts
   * says how often it is asked for and how long a pass waits). A network this node does not read (one rounds
   * named before FAIR28_BEACON changed) never gives one.
   */
  async #beaconOf(
    round: queries.RoundRow,
    ref: TBeaconRef,
    now: Date,
    waitUntil: number,
  ): Promise<string | null> {
    if (ref.chainHash !== this.#deps.beacons.network.chainHash) return null;
    const beacon = await this.#awaited.get(ref.round, now, waitUntil);
    if (!beacon) return null;
    // Any node may store it; the first one stored stays (it is the same: a beacon has one valid signature).
    await queries.storeBeacon(this.#deps.db.orm, round.id, ref.chainHash, beacon);
    return (await queries.findRound(this.#deps.db.orm, round.id))?.beaconRandomness ?? null;
  }

  /** closed → drawn: reveals the round's chain hash and draws from it joined with the beacon. */
  async #draw(round: queries.RoundRow, beaconRandomness: string, now: Date): Promise<GameEvent | null> {
    const { db } = this.#deps;
    const gameType = await catalogue.findGameType(db.orm, round.gameTypeId);
    if (!gameType) throw new Error(`game type ${round.gameTypeId} missing`);
    const roundHash = await fairness.roundHashAt(db.orm, round, this.#deps.chainKey);
    const { numbers } = drawRound(drawKeyOf(roundHash, beaconRandomness));
    const { a, b, c, sum } = digitsOf(numbers, gameType.layout);
    const draw = { roundHash, numbers, a, b, c, sum };
    // Conditional: another node may have drawn (or voided) it first.
    if (!(await queries.markDrawn(db.orm, round.id, draw, beaconRandomness, now))) return null;
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

  /** closed → void, every bet refunded: no valid beacon came within the wait. */
  async #voidForMissingBeacon(
    round: queries.RoundRow,
    beacon: TBeaconRef,
    now: Date,
  ): Promise<RoundVoidedEvent | null> {
    const event = await this.#deps.voidForMissingBeacon(round.id, now);
    if (!event) return null;
    this.#deps.metrics?.roundsVoidedNoBeacon.inc();
    this.#deps.onBeaconMissing?.({
      roundId: round.id,
      gameTypeId: round.gameTypeId,
      issue: String(round.issue),
      beacon,
      lateMs: now.getTime() - beacon.time,
      betCount: event.betCount,
      refunded: event.refunded,
    });
    return event;
  }

  /**
   * The current round and the next of every enabled game type, each with its place in a hash chain, and
   * the chain of the round after them published. A round whose chain has not been public for a full round
   * when it opens is not created: a game type's first rounds (and the first after long downtime) wait
   * until the chain made for them has been listed that long.
   */
  async #createRounds(now: Date): Promise<number> {
    const { db, chainLength, chainKey } = this.#deps;
    const { network } = this.#deps.beacons;
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
          const closesAt = new Date(drawsAt.getTime() - gameType.closeBeforeDrawSeconds * 1000);
          const isNew = await queries.insertRound(tx, {
            gameTypeId: gameType.id,
            issue,
            ...place,
            opensAt,
            closesAt,
            drawsAt,
            // Known, and shown, before the round opens: the first beacon emitted at or after its close.
            beacon: { chainHash: network.chainHash, round: beaconRoundAt(network, closesAt.getTime()) },
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

  /** Stops ticking, ends the beacon fetches under way and waits for a tick in progress to finish. */
  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    const fetchesEnded = this.#awaited.stop();
    await this.#running;
    await fetchesEnded;
  }
}
