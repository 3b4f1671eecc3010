// Game fixtures for tests: a clock the test moves, a game type with a room, funded players with
// sessions, and a scheduler on the test's database and clock.
import { randomBytes } from 'node:crypto';
import { calls, type GameLayout, type OddsTable, type RoomRules, type StaffRole } from '@fair28/shared';
import { schedulerPorts } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import type { Metrics } from '../infra/metrics';
import { hashToken, newSessionToken } from '../infra/secrets';
import type { BeaconSource } from '../kernel/beacons';
import type { GameEvents } from '../kernel/game-events';
import { insertSession } from '../modules/accounts/queries';
import { createUser } from '../modules/accounts/service';
import { createGameArea, createGameType, createRoom } from '../modules/catalogue/service';
import { publishChainAhead } from '../modules/fairness/service';
import { transfer } from '../modules/ledger/service';
import { type BeaconMissing, GameScheduler } from '../modules/rounds/scheduler';
import { call, type TestApp, uniqueAccount } from './helper';

export type TestClock = {
  now: () => Date;
  set(time: number | Date): void;
  advance(ms: number): void;
  time: number;
};

/** Starts at a round boundary of every test game (a multiple of 600 s), far from real time. */
export function testClock(start = 1_900_000_200_000): TestClock {
  const clock = {
    time: start,
    now: () => new Date(clock.time),
    set(time: number | Date) {
      clock.time = typeof time === 'number' ? time : time.getTime();
    },
    advance(ms: number) {
      clock.time += ms;
    },
  };
  return clock;
}

let gameSequence = 0;

export type TestGame = { gameTypeId: number; areaId: number; roomId: number };

export async function createTestGame(
  db: Database,
  options: {
    roundSeconds?: number;
    closeBeforeDrawSeconds?: number;
    layout?: GameLayout;
    rules?: RoomRules;
    odds?: Partial<OddsTable> | null;
    entryMinMinor?: bigint;
    betMinMinor?: bigint;
    betMaxMinor?: bigint;
    playerRoundStakeMaxMinor?: bigint;
    roomRoundPayoutMaxMinor?: bigint;
    /**
     * The game as a server already running at this clock time has it: the chain of its current round was
     * published two rounds earlier, so the scheduler's first tick opens the current round. Without it the
     * game is brand new, and its first round waits a full round after its chain is published.
     */
    runningAt?: TestClock;
  } = {},
): Promise<TestGame> {
  gameSequence += 1;
  const gameType = await createGameType(db.orm, {
    code: `t${gameSequence}${randomBytes(3).toString('hex')}`,
    nameZh: '测试',
    nameEn: 'Test',
    layout: options.layout ?? 'canada',
    roundSeconds: options.roundSeconds ?? 60,
    closeBeforeDrawSeconds: options.closeBeforeDrawSeconds ?? 10,
  });
  const area = await createGameArea(db.orm, { gameTypeId: gameType.id, nameZh: '区', nameEn: 'Area' });
  const room = await createTestRoom(db, { gameTypeId: gameType.id, areaId: area.id }, options);
  if (options.runningAt) {
    const roundMs = gameType.roundSeconds * 1000;
    const currentIssue = Math.floor(options.runningAt.time / roundMs) + 1;
    const publishedAt = new Date(options.runningAt.time - 2 * roundMs);
    await db.orm.transaction((tx) =>
      publishChainAhead(tx, gameType.id, currentIssue, TEST_CHAIN_LENGTH, TEST_CHAIN_KEY, publishedAt),
    );
  }
  return { gameTypeId: gameType.id, areaId: area.id, roomId: room.id };
}

export async function createTestRoom(
  db: Database,
  where: { gameTypeId: number; areaId: number },
  options: {
    rules?: RoomRules;
    odds?: Partial<OddsTable> | null;
    entryMinMinor?: bigint;
    betMinMinor?: bigint;
    betMaxMinor?: bigint;
    playerRoundStakeMaxMinor?: bigint;
    roomRoundPayoutMaxMinor?: bigint;
  } = {},
) {
  return createRoom(db.orm, {
    ...where,
    nameZh: '房间',
    nameEn: 'Room',
    entryMinMinor: options.entryMinMinor ?? 0n,
    betMinMinor: options.betMinMinor ?? 100n,
    betMaxMinor: options.betMaxMinor ?? 1_000_000n,
    playerRoundStakeMaxMinor: options.playerRoundStakeMaxMinor ?? null,
    roomRoundPayoutMaxMinor: options.roomRoundPayoutMaxMinor ?? null,
    ...(options.rules ? { rules: options.rules } : {}),
    ...(options.odds !== undefined ? { odds: options.odds } : {}),
  });
}

export type TestPlayer = { userId: number; token: string };

/** A staff account with a live session, without the slow login. */
export async function testOperator(test: TestApp, role: StaffRole = 'admin'): Promise<TestPlayer> {
  const user = await createUser(test.db.orm, {
    account: uniqueAccount('op'),
    password: TEST_PLAYER_PASSWORD,
    role,
  });
  return { userId: user.id, token: await sessionToken(test, user.id) };
}

/** The password of every player fundedPlayer makes. */
export const TEST_PLAYER_PASSWORD = 'gamePass1';

/** A live session for a user without the slow login, lasting past any test clock. */
export async function sessionToken(test: TestApp, userId: number): Promise<string> {
  const token = newSessionToken();
  await insertSession(test.db.orm, {
    userId,
    tokenHash: hashToken(token),
    // Far enough for any test clock; a staff session seen then is never idle under one either.
    expiresAt: new Date(Date.UTC(2100, 0, 1)),
    lastSeenAt: new Date(Date.UTC(2100, 0, 1)),
  });
  return token;
}

/** A player with a balance (credited through the ledger) and a live session, without the slow login. */
export async function fundedPlayer(test: TestApp, balanceMinor: bigint): Promise<TestPlayer> {
  const user = await createUser(test.db.orm, { account: uniqueAccount('g'), password: TEST_PLAYER_PASSWORD });
  if (balanceMinor > 0n) await credit(test.db, user.id, balanceMinor);
  return { userId: user.id, token: await sessionToken(test, user.id) };
}

export function credit(db: Database, userId: number, amountMinor: bigint) {
  return db.orm.transaction((tx) =>
    transfer(tx, {
      from: { kind: 'deposit_clearing' },
      to: { kind: 'wallet', userId },
      amountMinor,
      kind: 'deposit',
      idempotencyKey: `test-credit:${userId}:${randomBytes(6).toString('hex')}`,
    }),
  );
}

/** The chain key of every test app (the demo default), so the chain list opens what the scheduler sealed. */
export const TEST_CHAIN_KEY = loadConfig({}).game.chainKey;

const TEST_CHAIN_LENGTH = 50;

export type TestSchedulerOptions = {
  events?: GameEvents;
  chainLength?: number;
  metrics?: Metrics;
  /** Where beacons come from: the app's own (our own beacon, signed in process) unless given. */
  beacons?: BeaconSource;
  /** Told of each round voided for want of its beacon. */
  onBeaconMissing?: (missing: BeaconMissing) => void;
};

/** A scheduler node on the test app's database and beacon, on the test's clock; a failing pass throws. */
export function testScheduler(test: TestApp, clock: TestClock, options: TestSchedulerOptions = {}) {
  const { events, chainLength = TEST_CHAIN_LENGTH, metrics, beacons, onBeaconMissing } = options;
  return new GameScheduler({
    db: test.db,
    now: clock.now,
    events: events ?? { publish() {} },
    chainLength,
    chainKey: TEST_CHAIN_KEY,
    ...schedulerPorts(test.app.ctx),
    ...(beacons ? { beacons } : {}),
    ...(metrics ? { metrics } : {}),
    ...(onBeaconMissing ? { onBeaconMissing } : {}),
    onError: (error) => {
      throw error;
    },
  });
}

let keySequence = 0;
export const newBetKey = () => `k${process.pid}-${Date.now()}-${++keySequence}`;

/** One call of a player's bets, as `[betType, amount]` pairs, over HTTP with a fresh idempotency key. */
export function placeTestBet(test: TestApp, who: TestPlayer, roomId: number, items: Array<[string, string]>) {
  return call(
    test,
    calls.placeBet,
    {
      roomId,
      items: JSON.stringify(items.map(([betType, amount]) => ({ betType, amount }))),
      idempotencyKey: newBetKey(),
    },
    { token: who.token, bearer: true },
  );
}
