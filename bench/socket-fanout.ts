// Socket fan-out: SOCKETS (10,000; 50,000 is one node's target) logged-in sockets in 100 rooms' groups on
// the real server (buildApp on a scratch database of DATABASE_URL's PostgreSQL, else in-memory PGlite)
// receive M events published through the hub to every room, against a bare `ws` server sending the same
// bytes to as many bare clients in the same 100 groups. Prints both delivery rates, the server CPU per event
// delivered (target: the hub's within 1.1× the bare server's) and per frame sent (events and the heartbeat
// answers the clients had meanwhile), and each server's memory per idle socket (targets: resident within
// 1.5×, JS heap within 1.1× the bare server's), read alike in both after the sockets sat idle.
//
// The hub runs in this process and the bare server in a child process of its own, each measuring its own
// CPU and memory; their clients run in more child processes (10,000 sockets each, each from a loopback
// address of its own, 127.0.0.2 on), so the server side has a core of its own, as it would in production.
// The servers take turns, round by round, so both see the same machine load.
// Like the player app, clients send a heartbeat every 7.9 s, which both servers answer.
// Every phase has a deadline: on expiry the bench says what it waited for and how far it got, and exits
// non-zero with its child processes killed; so does a socket the server closes. Before it starts, it checks
// that the machine can hold the sockets (socket-limits.ts), and otherwise says what the machine lacks.
// Usage: `npm run bench:socket-fanout -w @fair28/bench` (SOCKETS, ROOMS, MESSAGES and ROUNDS override
// 10000, 100, 20 and 9). PROFILE_ROUNDS=<folder> writes each server's CPU profile of each round there (open
// in Chrome's DevTools).
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  HEARTBEAT_MS,
  IM_SYSTEM_SENDER,
  ImCommand,
  type RoundStatusContent,
  SUCCESS_STATUS,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { WebSocket, WebSocketServer } from 'ws';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { type Database, openPglite, queryRows } from '../packages/server/src/db/database';
import { migrate } from '../packages/server/src/db/migrate';
import { createBenchRooms } from './bench-room';
import { BenchFailure, count, messageOf, onExit, ownChild, runBench, within } from './deadlines';
import { createScratchDatabase } from './scratch-database';
import {
  checkEphemeralPorts,
  checkMachineFiles,
  checkOpenFiles,
  checkSourceAddresses,
} from './socket-limits';

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const ROOMS = Number(process.env.ROOMS ?? 100);
const MESSAGES = Number(process.env.MESSAGES ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const CONNECT_BATCH = 200;
/** Sockets a client process opens: far below any open-file limit, and one source address's ephemeral ports. */
const CLIENT_PROCESS_SOCKETS = 10_000;
/**
 * Each client process connects from a loopback address of its own, from 127.0.0.2 on (127.0.0.1 is left to
 * whatever else runs here): the hub's clients first, then the bare server's.
 */
const CLIENT_PROCESSES = Math.ceil(SOCKETS / CLIENT_PROCESS_SOCKETS);
const source = (i: number) => `127.0.0.${2 + i}`;
const HUB_SOURCES = Array.from({ length: CLIENT_PROCESSES }, (_, i) => source(i));
const BARE_SOURCES = Array.from({ length: CLIENT_PROCESSES }, (_, i) => source(CLIENT_PROCESSES + i));
/** Open files a process needs besides its sockets: the database pool, IPC, the runtime's own. */
const FILE_MARGIN = 1_000;

// Deadlines, each several times what a busy 2-core machine needs: only something stuck reaches them.
const SERVER_START_MS = 120_000;
/** Creating the rooms, players and sessions in SQL: 60 s for 10,000. */
const SETUP_MS = 30_000 + 3 * SOCKETS;
/**
 * Opening, logging in or joining the sockets: each phase. At load average 25 on 2 cores (two benches and
 * test suites at once) the hub logged 7,800 sockets in within 330 s; this allows 60 ms a socket.
 */
const CONNECT_MS = 30_000 + 60 * SOCKETS;
/**
 * One round: every socket has every event. At load average 14 on 2 cores a round ran at 14,000 deliveries
 * a second (28.6 s); the deadline allows 4,000 (130 s by default).
 */
const ROUND_MS = 30_000 + 0.25 * SOCKETS * MESSAGES;
const STEP_MS = 15_000;
/** Targets per idle socket, the hub's over the bare server's: resident memory, and JS heap in use. */
const RSS_TARGET = 1.5;
const HEAP_TARGET = 1.1;
/** How long each server's sockets sit idle before its memory is read. */
const SETTLE_MS = 5_000;
/**
 * The hub's idle timeout. Each publishing loop (the hub's and the bare server's, both in this process) holds
 * the event loop for seconds — 15.5 s measured at load average 7 on 2 cores — and no heartbeat is read
 * meanwhile, so the default 19.75 s drops live sockets. Longer than any round may take, it still drops a
 * client that stopped sending heartbeats.
 */
const IDLE_TIMEOUT_MS = 2 * ROUND_MS;

type CpuSeconds = { user: number; system: number };

/**
 * With PROFILE_ROUNDS=<folder>, each server's process profiles its rounds only (from the publish until its
 * CPU is read), one `.cpuprofile` a round: setup and logins, which dominate a whole-run profile, are left out.
 */
function roundProfiler(name: string) {
  const folder = process.env.PROFILE_ROUNDS;
  let session: Session | undefined;
  let round = 0;
  return {
    async start(): Promise<void> {
      if (!folder) return;
      session ??= new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop(): Promise<void> {
      if (!folder || !session) return;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await writeFile(`${folder}/${name}-round${round++}.cpuprofile`, JSON.stringify(profile));
    },
  };
}

/** process.memoryUsage()'s fields, in bytes: for the process, or (over the socket count) per socket. */
type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
type MemoryPerSocket = Memory;

/** What the parent tells a child process (a client set, or the bare server), and what it answers. */
type Command =
  /**
   * Opens a socket to each URL from `localAddress`. `groupIds` set: the hub's sockets, logged in from the
   * URL, then the process's socket i (the run's socket `first + i`) joined to group (first + i) % rooms.
   */
  | { type: 'connect'; urls: string[]; first: number; localAddress: string; groupIds: string[] | null }
  | { type: 'expect'; count: number }
  /** To the bare server: keep sockets in turn in these groups, and listen. */
  | { type: 'serve'; groupIds: string[] }
  /** To the bare server: its sockets are open; how much memory do they take? */
  | { type: 'measure' }
  | { type: 'publish'; round: number }
  /** To the bare server: the CPU it used since the last publish began. */
  | { type: 'cpu' }
  | { type: 'status' }
  | { type: 'close' };
type Report =
  | { type: 'opened' }
  | { type: 'loggedIn' }
  | { type: 'joined' }
  | { type: 'armed' }
  /** Every socket had every event; the heartbeat answers the sockets had meanwhile. */
  | { type: 'done'; heartbeatAnswers: number }
  | { type: 'listening'; port: number }
  | { type: 'measured'; sockets: number; memoryPerSocket: MemoryPerSocket }
  | { type: 'published' }
  | { type: 'cpu'; cpu: CpuSeconds }
  | { type: 'closed' }
  | { type: 'status'; text: string }
  | { type: 'failed'; error: string };
type Milestone = Exclude<Report['type'], 'status' | 'failed'>;

// ---- the client process: many sockets, counting frames -------------------------------------------------

// Both servers send events as `{"command":11,…}` and heartbeat answers as `{"command":13,…}`.
const EVENT_PREFIX = Buffer.from(`{"command":${ImCommand.Chat},`);
const HEARTBEAT_ANSWER_PREFIX = Buffer.from(`{"command":${ImCommand.Heartbeat},`);
const HEARTBEAT = JSON.stringify({ cmd: ImCommand.Heartbeat });

const startsWith = (data: Buffer, prefix: Buffer) =>
  data.length > prefix.length && prefix.compare(data, 0, prefix.length) === 0;

async function runClients(): Promise<void> {
  const sockets: WebSocket[] = [];
  /** Events each socket had in this round. */
  const counts: number[] = [];
  const closes = new Map<string, number>();
  let total = 0;
  let isHub = false;
  let opened = 0;
  let loggedIn = 0;
  let joined = 0;
  // No round armed: any event is one too many.
  let expected = 0;
  let complete = 0;
  let events = 0;
  let heartbeatAnswers = 0;
  let isClosing = false;
  let hasFailed = false;
  let onChange: (() => void) | undefined;

  const report = (message: Report, then: () => void = () => {}) => process.send?.(message, then);
  // The parent is gone (killed, or crashed): nothing is left to report to.
  process.on('disconnect', () => process.exit(1));

  function status(): string {
    const parts = [`${count(opened)} of ${count(total)} sockets open`];
    if (isHub) parts.push(`${count(loggedIn)} logged in`, `${count(joined)} joined`);
    if (expected > 0) {
      parts.push(
        `${count(complete)} had all ${count(expected)} events (${count(events)} of ${count(expected * total)} frames)`,
      );
    }
    const closed = [...closes].map(([why, n]) => `${count(n)} with code ${why}`);
    if (closed.length > 0) parts.push(`closed: ${closed.join(', ')}`);
    return parts.join('; ');
  }

  function fail(problem: string): void {
    if (hasFailed) return;
    hasFailed = true;
    report({ type: 'failed', error: `${problem} (${status()})` });
  }

  /** Resolves once `isReached` holds, checked after every change the sockets make. */
  function until(isReached: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      onChange = () => {
        if (!isReached()) return;
        onChange = undefined;
        resolve();
      };
      onChange();
    });
  }

  function counted(index: number): void {
    events += 1;
    const n = (counts[index] ?? 0) + 1;
    counts[index] = n;
    if (n === expected) {
      complete += 1;
      if (complete === total) report({ type: 'done', heartbeatAnswers });
    } else if (n > expected) fail(`socket ${index} got ${n} events, ${expected} were published`);
  }

  /** The hub's answer to a login or a join: a success, or the end of the run. */
  function answered(index: number, data: Buffer, command: number, what: string): boolean {
    const text = data.toString('utf8');
    let answer: { command?: unknown; data?: { status?: unknown } } | undefined;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (answer?.command === command && answer.data?.status === SUCCESS_STATUS) return true;
    fail(`socket ${index} could not ${what}: ${text.slice(0, 300)}`);
    return false;
  }

  function open(url: string, index: number, localAddress: string): Promise<void> {
    // Counting frames is all a client does here, so the client side costs the same for both servers.
    const socket = new WebSocket(url, { skipUTF8Validation: true, localAddress });
    sockets[index] = socket;
    counts[index] = 0;
    let stage: 'login' | 'join' | 'events' = isHub ? 'login' : 'events';
    let heartbeat: NodeJS.Timeout | undefined;
    socket.on('message', (data: Buffer) => {
      if (stage === 'events' && startsWith(data, EVENT_PREFIX)) return counted(index);
      if (startsWith(data, HEARTBEAT_ANSWER_PREFIX)) {
        heartbeatAnswers += 1;
        return;
      }
      if (stage === 'login') {
        if (!answered(index, data, ImCommand.LoginAnswer, 'log in')) return;
        stage = 'join';
        loggedIn += 1;
      } else if (stage === 'join') {
        if (!answered(index, data, ImCommand.JoinGroupAnswer, 'join its group')) return;
        stage = 'events';
        joined += 1;
      } else fail(`socket ${index} got an unexpected frame: ${data.toString('utf8').slice(0, 300)}`);
      onChange?.();
    });
    socket.on('close', (code, reason) => {
      clearInterval(heartbeat);
      const why = reason.length > 0 ? `${code} (${reason.toString('utf8')})` : String(code);
      closes.set(why, (closes.get(why) ?? 0) + 1);
      if (!isClosing) fail(`socket ${index} was closed with code ${why}`);
    });
    socket.on('error', (error) => {
      if (!isClosing) fail(`socket ${index}: ${error.message}`);
    });
    return new Promise((resolve) => {
      socket.once('open', () => {
        opened += 1;
        heartbeat = setInterval(() => socket.send(HEARTBEAT), HEARTBEAT_MS);
        resolve();
      });
    });
  }

  async function connect(command: Extract<Command, { type: 'connect' }>): Promise<void> {
    const { urls, first, localAddress, groupIds } = command;
    total = urls.length;
    isHub = groupIds !== null;
    // In batches, so the server's listen backlog does not overflow.
    for (let start = 0; start < urls.length; start += CONNECT_BATCH) {
      const batch = urls.slice(start, start + CONNECT_BATCH);
      await Promise.all(batch.map((url, i) => open(url, start + i, localAddress)));
    }
    report({ type: 'opened' });
    if (groupIds === null) return;
    await until(() => loggedIn === total);
    report({ type: 'loggedIn' });
    for (const [index, socket] of sockets.entries()) {
      const groupId = groupIds[(first + index) % groupIds.length];
      socket.send(JSON.stringify({ cmd: ImCommand.JoinGroup, group_id: groupId }));
    }
    await until(() => joined === total);
    report({ type: 'joined' });
  }

  process.on('message', async (command: Command) => {
    try {
      if (command.type === 'connect') await connect(command);
      else if (command.type === 'expect') {
        counts.fill(0);
        complete = 0;
        events = 0;
        heartbeatAnswers = 0;
        expected = command.count;
        report({ type: 'armed' });
      } else if (command.type === 'status') report({ type: 'status', text: status() });
      else {
        isClosing = true;
        for (const socket of sockets) socket.terminate();
        report({ type: 'closed' }, () => process.exit(0));
      }
    } catch (error) {
      fail(messageOf(error));
    }
  });
}

// ---- the bare server process: the yardstick --------------------------------------------------------------

/** A bare `ws` server: sockets kept by group in turn, each heartbeat answered, each event sent as bytes made once. */
async function runBareServer(): Promise<void> {
  const report = (message: Report, then: () => void = () => {}) => process.send?.(message, then);
  process.on('disconnect', () => process.exit(1));
  let server: WebSocketServer | undefined;
  let groups: Set<WebSocket>[] = [];
  let groupIds: string[] = [];
  let before = memoryNow();
  let cpuAtPublish = process.cpuUsage();
  const asText = { binary: false } as const;
  const profiler = roundProfiler('bare');

  function publishAll(round: number): void {
    for (let i = 0; i < MESSAGES; i++) {
      for (const [g, groupId] of groupIds.entries()) {
        // The same bytes the hub sends, serialized once per message as a careful broadcaster would.
        const body = {
          id: randomUUID(),
          from: IM_SYSTEM_SENDER,
          to: '',
          group_id: groupId,
          chatType: 1,
          msgType: 0,
          content: JSON.stringify(event(round, i)),
          createTime: Date.now(),
        };
        const bytes = Buffer.from(JSON.stringify({ command: ImCommand.Chat, data: body }));
        for (const client of groups[g] ?? []) client.send(bytes, asText);
      }
    }
  }

  process.on('message', async (command: Command) => {
    try {
      if (command.type === 'serve') {
        groupIds = command.groupIds;
        groups = groupIds.map(() => new Set<WebSocket>());
        before = memoryNow();
        const listening = new WebSocketServer({ port: 0, host: '127.0.0.1' });
        server = listening;
        await once(listening, 'listening');
        // Like the hub, it answers each heartbeat, and keeps its sockets by group (in turn, as they come).
        let connections = 0;
        listening.on('connection', (socket) => {
          groups[connections % groups.length]?.add(socket);
          connections += 1;
          socket.on('message', () =>
            socket.send(JSON.stringify({ command: ImCommand.Heartbeat, data: { serverTime: Date.now() } })),
          );
        });
        report({ type: 'listening', port: (listening.address() as AddressInfo).port });
      } else if (command.type === 'measure') {
        report({
          type: 'measured',
          sockets: server?.clients.size ?? 0,
          memoryPerSocket: await idleMemoryPerSocket(before),
        });
      } else if (command.type === 'publish') {
        await profiler.start();
        cpuAtPublish = process.cpuUsage();
        publishAll(command.round);
        report({ type: 'published' });
      } else if (command.type === 'cpu') {
        const cpu = cpuSince(cpuAtPublish);
        await profiler.stop();
        report({ type: 'cpu', cpu });
      } else if (command.type === 'status') {
        report({ type: 'status', text: `${count(server?.clients.size ?? 0)} sockets open` });
      } else if (command.type === 'close') {
        for (const client of server?.clients ?? []) client.terminate();
        await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
        report({ type: 'closed' }, () => process.exit(0));
      }
    } catch (error) {
      report({ type: 'failed', error: messageOf(error) });
    }
  });
}

// ---- the parent: servers, publishing and timing ----------------------------------------------------------

type Child = {
  send(command: Command): void;
  /** The child's next report, `type`; its failure, its exit or the deadline is an error. */
  next<T extends Milestone>(type: T, what: string, ms: number): Promise<Extract<Report, { type: T }>>;
  stop(): Promise<void>;
};

/** A child process running this file as `role`: a client set, or the bare server. */
function startChild(name: string, role: 'clients' | 'bare'): Child {
  const child: ChildProcess = ownChild(
    fork(fileURLToPath(import.meta.url), [role], { execArgv: process.execArgv }),
    name,
  );
  const inbox: Report[] = [];
  const statusWaiters: Array<(text: string) => void> = [];
  let wake: (() => void) | undefined;
  let ended: string | undefined;
  child.on('message', (report: Report) => {
    if (report.type === 'status') {
      for (const resolve of statusWaiters.splice(0)) resolve(report.text);
      return;
    }
    inbox.push(report);
    wake?.();
  });
  child.on('error', (error) => {
    ended ??= `${name} failed: ${error.message}`;
    wake?.();
  });
  child.on('exit', (code, signal) => {
    ended ??= `${name} exited (${signal ?? `code ${code}`})`;
    wake?.();
  });

  async function reportOf<T extends Milestone>(type: T, what: string): Promise<Extract<Report, { type: T }>> {
    for (;;) {
      const report = inbox.shift();
      if (report?.type === 'failed') throw new BenchFailure(`${what}: ${report.error}`);
      if (report?.type === type) return report as Extract<Report, { type: T }>;
      if (report) throw new Error(`${name} said "${report.type}" while "${type}" was awaited`);
      if (ended) throw new BenchFailure(`${what}: ${ended}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  }

  function status(): Promise<string> {
    if (ended) return Promise.resolve(ended);
    return new Promise((resolve) => {
      statusWaiters.push(resolve);
      child.send({ type: 'status' } satisfies Command);
    });
  }

  const next = <T extends Milestone>(type: T, what: string, ms: number) =>
    within(what, ms, reportOf(type, what), status);
  return {
    send(command) {
      if (!child.connected) throw new BenchFailure(ended ?? `${name} is gone`);
      child.send(command);
    },
    next,
    async stop() {
      const exited = once(child, 'exit');
      this.send({ type: 'close' });
      await next('closed', `closing ${name}`, STEP_MS);
      await within(`${name} exiting`, STEP_MS, exited);
    },
  };
}

/**
 * One server's clients: child processes of at most CLIENT_PROCESS_SOCKETS sockets each, each connecting
 * from a loopback address of its own (`sources`), so no process runs out of open files nor any address out
 * of ephemeral ports.
 */
type Clients = {
  /** Opens a socket to each URL, the run's socket i from process ⌊i / CLIENT_PROCESS_SOCKETS⌋. */
  connect(urls: string[], groupIds: string[] | null): void;
  send(command: Command): void;
  /** Every process's next report, `type`. */
  next<T extends Milestone>(type: T, what: string, ms: number): Promise<Array<Extract<Report, { type: T }>>>;
  stop(): Promise<void>;
};

function startClients(name: string, sources: string[]): Clients {
  const parts = sources.map((source, i) => ({
    child: startChild(`${name} client process ${i + 1} (from ${source})`, 'clients'),
    source,
    first: i * CLIENT_PROCESS_SOCKETS,
  }));
  return {
    connect(urls, groupIds) {
      for (const { child, source, first } of parts) {
        const own = urls.slice(first, first + CLIENT_PROCESS_SOCKETS);
        child.send({ type: 'connect', urls: own, first, localAddress: source, groupIds });
      }
    },
    send(command) {
      for (const { child } of parts) child.send(command);
    },
    next: (type, what, ms) => Promise.all(parts.map(({ child }) => child.next(type, what, ms))),
    async stop() {
      await Promise.all(parts.map(({ child }) => child.stop()));
    },
  };
}

type Contender = {
  name: string;
  clients: Clients;
  /** What one idle socket (logged in and in its group, for the hub) costs the server, in bytes. */
  memoryPerSocket: MemoryPerSocket;
  /** Publishes a round's events; the server's CPU is counted from here. */
  publishAll: (round: number) => Promise<void>;
  /** The server process's CPU since `publishAll` began. */
  serverCpu: () => Promise<CpuSeconds>;
  close: () => Promise<void>;
};

type Timing = { seconds: number; cpu: CpuSeconds; heartbeatAnswers: number };

/** This process's memory after a full collection (the bench runs with --expose-gc). */
function memoryNow(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
}

/**
 * What the sockets added to this process, per socket: read the same way for both servers, once the sockets
 * are idle, after the same settling time (heartbeats answered, the allocator's free lists as they stay).
 */
async function idleMemoryPerSocket(before: Memory): Promise<MemoryPerSocket> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = memoryNow();
  const per = (field: keyof Memory) => (after[field] - before[field]) / SOCKETS;
  return {
    rss: per('rss'),
    heapUsed: per('heapUsed'),
    heapTotal: per('heapTotal'),
    external: per('external'),
    arrayBuffers: per('arrayBuffers'),
  };
}

function cpuSince(start: NodeJS.CpuUsage): CpuSeconds {
  const used = process.cpuUsage(start);
  return { user: used.user / 1e6, system: used.system / 1e6 };
}

/**
 * One timed round: arm the clients, publish, wait until every socket has every message. Besides the wall
 * time, the server process's CPU time: on a busy machine it varies far less than the wall time does.
 */
async function timeRound(contender: Contender, round: number): Promise<Timing> {
  const { name, clients } = contender;
  clients.send({ type: 'expect', count: MESSAGES });
  await clients.next('armed', `arming the ${name} clients for round ${round}`, STEP_MS);
  const started = process.hrtime.bigint();
  await contender.publishAll(round);
  const done = await clients.next(
    'done',
    `round ${round} on the ${name} (${count(MESSAGES)} events to each of ${count(SOCKETS)} sockets)`,
    ROUND_MS,
  );
  const heartbeatAnswers = done.reduce((sum, report) => sum + report.heartbeatAnswers, 0);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, cpu: await contender.serverCpu(), heartbeatAnswers };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A round-status event as the game sends it, different every time. */
function event(round: number, index: number): RoundStatusContent {
  const roundId = 3_100_000 + round * MESSAGES + index;
  return {
    type: 12,
    status: 'closed',
    gameTypeId: 2,
    roundId,
    issue: String(roundId),
    closesAt: 1_760_000_000_000 + index,
    drawsAt: 1_760_000_030_000 + index,
  };
}
/**
 * The hub's database: with DATABASE_URL a scratch database on that PostgreSQL server, which does its
 * work (the heartbeats' presence writes, the session checks) in processes of its own, as in production;
 * without it embedded PGlite, whose work then counts as the hub's CPU.
 */
const baseUrl = loadConfig().databaseUrl;
async function openDatabase(): Promise<{ db: Database; closeDb: () => Promise<void> }> {
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, `fair28_benchfanout_${process.pid}`, {
      poolSize: 10,
    });
    return { db: scratch.db, closeDb: scratch.drop };
  }
  const db = await openPglite();
  const closeDb = onExit('closing the in-memory database', () => db.close());
  await migrate(db);
  return { db, closeDb };
}

async function startHub(): Promise<Contender & { groupIds: string[] }> {
  const name = 'fair28 hub';
  const config = loadConfig({
    FAIR28_WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    FAIR28_SEED_DEMO: 'false',
    FAIR28_SOCKET_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
  });
  let step = baseUrl ? 'creating a scratch database' : 'opening the in-memory PGlite database';
  const { db, closeDb } = await within(
    'starting the fair28 server',
    SERVER_START_MS,
    openDatabase(),
    () => step,
  );
  const app = await within(
    'starting the fair28 server',
    SERVER_START_MS,
    (async () => {
      step = 'building the app';
      return buildApp({ config, db, logger: false });
    })(),
    () => `stuck ${step}`,
  );
  const closeApp = onExit('closing the fair28 server', () => app.close());
  await within('listening on a port', STEP_MS, app.listen({ port: 0, host: '127.0.0.1' }));
  const { port } = app.server.address() as AddressInfo;

  // Players and sessions straight in SQL: 10,000 password hashes would time scrypt, not sockets. The
  // groups are real rooms: the hub lets a socket join only a room that exists.
  const { groupIds, sessions } = await within(
    `creating ${count(ROOMS)} rooms and ${count(SOCKETS)} players with sessions`,
    SETUP_MS,
    (async () => {
      const rooms = await createBenchRooms(db, 3600, ROOMS);
      await db.orm.execute(sql`
        INSERT INTO users (account, password_hash, invitation_code, nick_name)
        SELECT 'bench' || g, 'none', 'BENCH' || g, 'bench' || g FROM generate_series(1, ${SOCKETS}) AS g`);
      const rows = await queryRows<{ id: number; user_id: number }>(
        db.orm,
        sql`INSERT INTO sessions (user_id, token_hash, expires_at)
            SELECT id, 'bench-' || id, now() + interval '1 day' FROM users WHERE account LIKE 'bench%'
            RETURNING id::int AS id, user_id::int AS user_id`,
      );
      return { groupIds: rooms.map((room) => String(room.id)), sessions: rows };
    })(),
  );
  const urls = sessions.map((session) => {
    const login = app.realtime.socketLogin({
      userId: session.user_id,
      sessionId: session.id,
      role: 'player',
      mustChangePassword: false,
    });
    const query = new URLSearchParams({
      username: login.username,
      password: config.realtime.imPassword,
      token: login.imToken,
    });
    return `ws://127.0.0.1:${port}/ws?${query}`;
  });

  const clients = startClients(`the ${name}'s`, HUB_SOURCES);
  const sockets = `the hub's ${count(SOCKETS)} sockets`;
  const before = memoryNow();
  clients.connect(urls, groupIds);
  await clients.next('opened', `opening ${sockets}`, CONNECT_MS);
  await clients.next('loggedIn', `logging ${sockets} in`, CONNECT_MS);
  await clients.next('joined', `joining ${sockets} to ${count(ROOMS)} rooms`, CONNECT_MS);
  const memory = await idleMemoryPerSocket(before);
  const stats = app.realtime.stats();
  if (stats.sockets !== SOCKETS || stats.groups !== ROOMS) {
    throw new BenchFailure(
      `the hub has ${stats.sockets} sockets in ${stats.groups} groups, expected ${SOCKETS} in ${ROOMS}`,
    );
  }

  let cpuAtPublish = process.cpuUsage();
  const profiler = roundProfiler('hub');
  return {
    name,
    clients,
    groupIds,
    memoryPerSocket: memory,
    async publishAll(round) {
      await profiler.start();
      cpuAtPublish = process.cpuUsage();
      for (let i = 0; i < MESSAGES; i++) {
        for (const groupId of groupIds) await app.realtime.publishToGroup(groupId, event(round, i));
      }
    },
    async serverCpu() {
      const cpu = cpuSince(cpuAtPublish);
      await profiler.stop();
      return cpu;
    },
    async close() {
      await clients.stop();
      await within('closing the fair28 server', STEP_MS, closeApp());
      await within('closing the database', STEP_MS, closeDb());
    },
  };
}

/** `groupIds`: the hub's, so both send frames of the same bytes to groups of the same sizes. */
async function startBare(groupIds: string[]): Promise<Contender> {
  const name = 'bare ws server';
  const server = startChild('the bare ws server process', 'bare');
  server.send({ type: 'serve', groupIds });
  const { port } = await server.next('listening', 'starting the bare ws server', SERVER_START_MS);
  const clients = startClients(`the ${name}'s`, BARE_SOURCES);
  clients.connect(
    Array.from({ length: SOCKETS }, () => `ws://127.0.0.1:${port}/`),
    null,
  );
  await clients.next('opened', `opening the bare server's ${count(SOCKETS)} sockets`, CONNECT_MS);
  server.send({ type: 'measure' });
  const { sockets, memoryPerSocket } = await server.next(
    'measured',
    'measuring the bare server',
    STEP_MS + SETTLE_MS,
  );
  if (sockets !== SOCKETS) {
    throw new BenchFailure(`the bare server has ${sockets} sockets, expected ${SOCKETS}`);
  }
  return {
    name,
    clients,
    memoryPerSocket,
    async publishAll(round) {
      server.send({ type: 'publish', round });
      await server.next('published', `the bare server publishing round ${round}`, ROUND_MS);
    },
    async serverCpu() {
      server.send({ type: 'cpu' });
      return (await server.next('cpu', 'asking the bare server its CPU time', STEP_MS)).cpu;
    },
    async close() {
      await clients.stop();
      await server.stop();
    },
  };
}

async function main(): Promise<void> {
  // Each server's process holds all its sockets, each client process its share.
  checkOpenFiles(SOCKETS, FILE_MARGIN);
  // Both servers' sockets are open at once, each with two ends.
  checkMachineFiles(4 * SOCKETS + 10 * FILE_MARGIN, `two servers' ${count(SOCKETS)} sockets each`);
  checkEphemeralPorts(CLIENT_PROCESS_SOCKETS + FILE_MARGIN);
  await checkSourceAddresses([...HUB_SOURCES, ...BARE_SOURCES]);
  const deliveries = SOCKETS * MESSAGES;
  console.log(
    `socket fan-out: ${SOCKETS} sockets in ${ROOMS} rooms × ${MESSAGES} messages to every room, median of ${ROUNDS} rounds, the servers taking turns (${os.cpus().length} cores, Node ${process.versions.node}, load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  // Round 0 warms each up and is not counted.
  const times = { hub: [] as Timing[], bare: [] as Timing[] };
  const hubServer = await startHub();
  const bareServer = await startBare(hubServer.groupIds);
  // Each goes first in every other round, so neither gains from the order.
  for (let round = 0; round <= ROUNDS; round++) {
    const order = round % 2 === 0 ? (['hub', 'bare'] as const) : (['bare', 'hub'] as const);
    for (const name of order) {
      const timing = await timeRound(name === 'hub' ? hubServer : bareServer, round);
      if (round > 0) times[name].push(timing);
    }
  }
  await hubServer.close();
  await bareServer.close();

  const µs = (seconds: number) => `${(seconds * 1e6).toFixed(2)} µs`;
  const report = (name: string, timings: Timing[]) => {
    const rate = deliveries / median(timings.map((t) => t.seconds));
    const perEvent = median(timings.map((t) => (t.cpu.user + t.cpu.system) / deliveries));
    const user = median(timings.map((t) => t.cpu.user / deliveries));
    const system = median(timings.map((t) => t.cpu.system / deliveries));
    // Heartbeats keep coming while a round runs, more in a longer round: each answer is a frame sent too.
    const perFrame = median(
      timings.map((t) => (t.cpu.user + t.cpu.system) / (deliveries + t.heartbeatAnswers)),
    );
    const heartbeats = median(timings.map((t) => t.heartbeatAnswers));
    const rounds = timings.map((t) => (t.seconds * 1000).toFixed(0)).join(', ');
    console.log(
      `${name}: ${count(rate)} deliveries/s; server CPU ${µs(perEvent)} per event delivered (user ${µs(user)}, system ${µs(system)}), ${µs(perFrame)} per frame sent (${count(heartbeats)} heartbeat answers a round besides ${count(deliveries)} events; rounds: ${rounds} ms)`,
    );
    return { rate, perEvent, perFrame };
  };
  const hub = report('fair28 hub', times.hub);
  const bare = report('bare ws   ', times.bare);
  const cpuPerEvent = (t: Timing) => (t.cpu.user + t.cpu.system) / deliveries;
  // Judged pair by pair: the two rounds of a pair ran back to back and met the same machine, while the load
  // drifts between pairs (it moved the ratio of the two medians by ±0.1 from run to run).
  const pairRatios = times.hub.map((t, i) => cpuPerEvent(t) / cpuPerEvent(times.bare[i] as Timing));
  const cpuRatio = median(pairRatios);
  console.log(`wall ratio : ${(hub.rate / bare.rate).toFixed(2)} (hub deliveries/s over the bare server's)`);
  // Per frame is shown, not judged: the hub's publishing loop holds its event loop, so it answers the
  // heartbeats that came meanwhile after its events, mostly after the round's count.
  console.log(
    `CPU ratio  : ${cpuRatio.toFixed(2)} (hub CPU per event delivered over the bare server's, median of the ${pairRatios.length} pairs of rounds run back to back: ${pairRatios.map((r) => r.toFixed(2)).join(', ')}; target ≤ 1.10) ${cpuRatio <= 1.1 ? 'PASS' : 'MISS'}; ratio of the medians ${(hub.perEvent / bare.perEvent).toFixed(2)}; per frame sent ${(hub.perFrame / bare.perFrame).toFixed(2)}`,
  );
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const { name, memoryPerSocket: m } of [hubServer, bareServer]) {
    console.log(
      `memory per idle socket, ${name}: ${kib(m.rss)} resident; JS heap ${kib(m.heapUsed)} used of ${kib(m.heapTotal)} reserved; ${kib(m.external)} external, of which ${kib(m.arrayBuffers)} array buffers`,
    );
  }
  const memoryRatio = (field: keyof Memory, target: number) => {
    const [hub, bare] = [hubServer.memoryPerSocket[field], bareServer.memoryPerSocket[field]];
    // Too few sockets for the allocator's own moves: a process's memory can even fall meanwhile.
    if (hub <= 0 || bare <= 0) return "not judged (a server's memory fell while its sockets opened)";
    const ratio = hub / bare;
    return `${ratio.toFixed(2)} (target ≤ ${target.toFixed(2)}) ${ratio <= target ? 'PASS' : 'MISS'}`;
  };
  // Embedded PGlite runs the logins' and joins' queries inside the hub's process (a heap profile of 3,000
  // logins put most of what they allocated there): its figures would count the database's work as the hub's.
  const judged = baseUrl
    ? `resident ${memoryRatio('rss', RSS_TARGET)}, JS heap used ${memoryRatio('heapUsed', HEAP_TARGET)}`
    : "not judged: without DATABASE_URL the hub's process also runs its database (PGlite)";
  console.log(`memory ratio: ${judged} (hub per idle socket over the bare server's)`);
  console.log(`load average at the end: ${os.loadavg()[0]?.toFixed(1)}`);
}

if (process.argv[2] === 'clients') await runClients();
else if (process.argv[2] === 'bare') await runBareServer();
else runBench(main);
