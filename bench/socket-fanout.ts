// Socket fan-out: 2,000 logged-in sockets in one room group on the real server (buildApp on in-memory
// PGlite) receive M events published through the hub, against a bare `ws` server sending the same bytes to
// 2,000 bare clients. Prints both delivery rates and their ratio (target ≥ 0.70).
//
// Clients run in child processes, so the server side has a core of its own, as it would in production.
// Usage: `ulimit -n 8192 && npm run bench:socket-fanout -w @fair28/bench` (both servers' sockets are
// open at once in this process, each client set in its own child process)
// (SOCKETS, MESSAGES and ROUNDS override 2000, 200 and 5).
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { WebSocket, WebSocketServer } from 'ws';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openPglite, queryRows } from '../packages/server/src/db/database';
import { migrate } from '../packages/server/src/db/migrate';

const SOCKETS = Number(process.env.SOCKETS ?? 2000);
const MESSAGES = Number(process.env.MESSAGES ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const GROUP = 'bench-room';
const CONNECT_BATCH = 200;

/** What the parent tells the client process, and what it answers. */
type Command =
  | { type: 'connect'; urls: string[]; joinGroup: string | null }
  | { type: 'expect'; count: number }
  | { type: 'close' };
type Report = { type: 'ready' } | { type: 'armed' } | { type: 'done' } | { type: 'failed'; error: string };

// ---- the client process: many sockets, counting frames -------------------------------------------------

async function runClients(): Promise<void> {
  const sockets: WebSocket[] = [];
  const counts: number[] = [];
  let expected = Number.POSITIVE_INFINITY;
  let complete = 0;
  const report = (message: Report) => process.send?.(message);

  function counted(index: number) {
    counts[index] = (counts[index] ?? 0) + 1;
    if (counts[index] === expected) {
      complete += 1;
      if (complete === sockets.length) report({ type: 'done' });
    }
  }

  async function open(url: string, index: number, joinGroup: string | null): Promise<void> {
    // Counting frames is all a client does here, so the client side costs the same for both servers.
    const socket = new WebSocket(url, { skipUTF8Validation: true });
    sockets[index] = socket;
    counts[index] = 0;
    // The hub answers the login (command 6) and the join (command 8) before any event.
    let preamble = joinGroup ? 2 : 0;
    const ready = new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', () => {
        if (preamble > 0) {
          preamble -= 1;
          if (preamble === 0) resolve();
          return;
        }
        counted(index);
      });
      socket.once('open', () => {
        if (joinGroup) socket.send(JSON.stringify({ cmd: 7, group_id: joinGroup }));
        else resolve();
      });
    });
    await ready;
  }

  process.on('message', async (command: Command) => {
    try {
      if (command.type === 'connect') {
        for (let start = 0; start < command.urls.length; start += CONNECT_BATCH) {
          const batch = command.urls.slice(start, start + CONNECT_BATCH);
          await Promise.all(batch.map((url, i) => open(url, start + i, command.joinGroup)));
        }
        report({ type: 'ready' });
      } else if (command.type === 'expect') {
        counts.fill(0);
        complete = 0;
        expected = command.count;
        report({ type: 'armed' });
      } else {
        for (const socket of sockets) socket.terminate();
        process.exit(0);
      }
    } catch (error) {
      report({ type: 'failed', error: String(error) });
    }
  });
}

// ---- the parent: servers, publishing and timing ----------------------------------------------------------

function clients(): { child: ChildProcess; next: (type: Report['type']) => Promise<void> } {
  const child = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: process.execArgv });
  const inbox: Report[] = [];
  const waiting: Array<() => void> = [];
  child.on('message', (message: Report) => {
    inbox.push(message);
    for (const wake of waiting.splice(0)) wake();
  });
  async function next(type: Report['type']): Promise<void> {
    for (;;) {
      const message = inbox.shift();
      if (message?.type === 'failed') throw new Error(`client process: ${message.error}`);
      if (message?.type === type) return;
      if (!message) await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }
  return { child, next };
}

type Contender = {
  run: ReturnType<typeof clients>;
  publishAll: (round: number) => Promise<void> | void;
  close: () => Promise<void>;
};

type Timing = { seconds: number; serverCpuSeconds: number };

/**
 * One timed round: arm the clients, publish, wait until every socket has every message. Besides the wall
 * time, the server process's CPU time: on a busy machine it varies far less than the wall time does.
 */
async function timeRound(contender: Contender, round: number): Promise<Timing> {
  contender.run.child.send({ type: 'expect', count: MESSAGES } satisfies Command);
  await contender.run.next('armed');
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await contender.publishAll(round);
  await contender.run.next('done');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  return { seconds, serverCpuSeconds: (used.user + used.system) / 1e6 };
}

async function stopClients(run: ReturnType<typeof clients>): Promise<void> {
  run.child.send({ type: 'close' } satisfies Command);
  await once(run.child, 'exit');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A round-status event of a realistic size, different every time. */
function event(round: number, index: number) {
  return {
    type: 12,
    roundId: `pc28-canada-${3_100_000 + round * MESSAGES + index}`,
    status: 'closed',
    closesAt: 1_760_000_000_000 + index,
    drawAt: 1_760_000_030_000 + index,
  } as const;
}

async function startHub(): Promise<Contender> {
  const config = loadConfig({
    FAIR28_WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    FAIR28_SEED_DEMO: 'false',
    // The bench's sockets only listen; the heartbeat rule is not what is measured.
    FAIR28_SOCKET_IDLE_TIMEOUT_MS: String(60 * 60_000),
  });
  const db = await openPglite();
  await migrate(db);
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  // Players and sessions straight in SQL: 2,000 password hashes would time scrypt, not sockets.
  await db.orm.execute(sql`
    INSERT INTO users (account, password_hash, invitation_code, nick_name)
    SELECT 'bench' || g, 'none', 'BENCH' || g, 'bench' || g FROM generate_series(1, ${SOCKETS}) AS g`);
  const sessions = await queryRows<{ id: number; user_id: number }>(
    db.orm,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at)
        SELECT id, 'bench-' || id, now() + interval '1 day' FROM users WHERE account LIKE 'bench%'
        RETURNING id::int AS id, user_id::int AS user_id`,
  );
  const urls = sessions.map((session) => {
    const login = app.ctx.realtime.socketLogin({
      userId: session.user_id,
      sessionId: session.id,
      role: 'player',
    });
    const query = new URLSearchParams({
      username: login.username,
      password: config.realtime.imPassword,
      token: login.imToken,
    });
    return `ws://127.0.0.1:${port}/ws?${query}`;
  });

  const run = clients();
  run.child.send({ type: 'connect', urls, joinGroup: GROUP } satisfies Command);
  await run.next('ready');
  const stats = app.ctx.realtime.stats();
  if (stats.sockets !== SOCKETS) throw new Error(`hub has ${stats.sockets} sockets, expected ${SOCKETS}`);

  return {
    run,
    async publishAll(round) {
      for (let i = 0; i < MESSAGES; i++) await app.ctx.realtime.publishToGroup(GROUP, event(round, i));
    },
    async close() {
      await stopClients(run);
      await app.close();
      await db.close();
    },
  };
}

async function startBare(): Promise<Contender> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const run = clients();
  run.child.send({
    type: 'connect',
    urls: Array.from({ length: SOCKETS }, () => `ws://127.0.0.1:${port}/`),
    joinGroup: null,
  } satisfies Command);
  await run.next('ready');

  const textFrame = { binary: false } as const;
  const publishAll = (round: number) => {
    for (let i = 0; i < MESSAGES; i++) {
      // The same bytes the hub sends, serialized once per message as a careful broadcaster would.
      const body = {
        id: randomUUID(),
        from: 'system',
        to: '',
        group_id: GROUP,
        chatType: 1,
        msgType: 0,
        content: JSON.stringify(event(round, i)),
        createTime: Date.now(),
      };
      const bytes = Buffer.from(JSON.stringify({ command: 11, data: body }));
      for (const client of server.clients) client.send(bytes, textFrame);
    }
  };
  return {
    run,
    publishAll,
    async close() {
      await stopClients(run);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function openFileLimit(): number {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const text = result.stdout.trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

async function main(): Promise<void> {
  const limit = openFileLimit();
  if (limit < 8192) {
    console.error(
      `open-file limit is ${limit}; 2,000 sockets need at least 8192: run \`ulimit -n 8192\` first`,
    );
    process.exit(1);
  }
  const deliveries = SOCKETS * MESSAGES;
  console.log(
    `socket fan-out: ${SOCKETS} sockets × ${MESSAGES} messages, median of ${ROUNDS} rounds (${os.cpus().length} cores, Node ${process.versions.node})`,
  );
  const hubServer = await startHub();
  const bareServer = await startBare();
  // The two take turns, each going first in every other round, so neither gains from the order;
  // round 0 warms both up and is not counted.
  const times = { hub: [] as Timing[], bare: [] as Timing[] };
  for (let round = 0; round <= ROUNDS; round++) {
    const order = round % 2 === 0 ? (['hub', 'bare'] as const) : (['bare', 'hub'] as const);
    for (const name of order) {
      const timing = await timeRound(name === 'hub' ? hubServer : bareServer, round);
      if (round > 0) times[name].push(timing);
    }
  }
  await hubServer.close();
  await bareServer.close();

  const format = (n: number) => Math.round(n).toLocaleString('en-US');
  const report = (name: string, timings: Timing[]) => {
    const rate = deliveries / median(timings.map((t) => t.seconds));
    const cpuPerDelivery = (median(timings.map((t) => t.serverCpuSeconds)) / deliveries) * 1e6;
    const rounds = timings.map((t) => (t.seconds * 1000).toFixed(0)).join(', ');
    console.log(
      `${name}: ${format(rate)} deliveries/s, server CPU ${cpuPerDelivery.toFixed(2)} µs per delivery (rounds: ${rounds} ms)`,
    );
    return { rate, cpuPerDelivery };
  };
  const hub = report('fair28 hub', times.hub);
  const bare = report('bare ws   ', times.bare);
  const ratio = hub.rate / bare.rate;
  console.log(`ratio      : ${ratio.toFixed(2)} (target ≥ 0.70) ${ratio >= 0.7 ? 'PASS' : 'FAIL'}`);
  console.log(
    `CPU ratio  : ${(bare.cpuPerDelivery / hub.cpuPerDelivery).toFixed(2)} (bare CPU per delivery / hub's)`,
  );
  process.exitCode = ratio >= 0.7 ? 0 : 1;
}

if (process.argv[2] === 'clients') await runClients();
else await main();
