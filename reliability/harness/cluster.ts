// A fair28 cluster as it runs for real: several server processes (each `npm start`'s server) on one
// PostgreSQL database and one Redis, each with its own port and metrics listener, sharing an uploads
// folder, behind nginx.
// Nodes can be killed (any signal) and started again on the same port; the database is open here too,
// for the checks a test makes after the fact.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrlFor } from '../../packages/server/src/db/admin';
import { connectPostgres, type Database } from '../../packages/server/src/db/database';
import {
  type Finished,
  freePort,
  fromSources,
  type RunningServer,
  repoRoot,
  type ServerLaunch,
  startServer,
} from '../../packages/server/src/test/processes';
import { type TcpProxy, tcpProxy } from '../../packages/server/src/test/tcp-proxy';
import { type Balancer, startBalancer } from './balancer';
import { waitFor } from './waiting';

export type ClusterNode = {
  name: string;
  port: number;
  origin: string;
  socketUrl: string;
  /** Its metrics listener (FAIR28_METRICS_PORT): /metrics for Prometheus, /readyz. */
  metricsTarget: string;
  /** Whether its /readyz answers 200 (false while draining, starting or down). */
  isReady(): Promise<boolean>;
  isRunning(): boolean;
  /** Its resident memory now, in bytes (Linux). */
  memoryBytes(): Promise<number>;
  /** Starts it again (same port, same database) after a kill. */
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<Finished>;
  output(): string;
};

/** The nodes' connections to PostgreSQL and Redis, to cut and restore as a restart or an outage would. */
export type Links = { postgres: TcpProxy; redis: TcpProxy };

export type ClusterOptions = {
  nodes?: number;
  env?: Record<string, string>;
  /** Each node's own settings, by its index. */
  nodeEnv?: (index: number) => Record<string, string>;
  /** Connect the nodes through proxies this process can cut (the test's own connection stays direct). */
  hasLinks?: boolean;
  /** How each node's server starts, by its index: this checkout's sources, or another release's (an upgrade). */
  nodeLaunch?: (index: number) => ServerLaunch;
  /** How many nodes, the first ones, start with the cluster; the test starts the others. All by default. */
  startedNodes?: number;
};

export type Cluster = {
  nodes: ClusterNode[];
  links: Links | null;
  balancer: Balancer;
  /** The cluster's database, for checks. */
  db: Database;
  /** What `npm run audit` needs to audit this cluster's books. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/** The PostgreSQL server and Redis the suites run on: both required, as in production. */
export function services(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error('the reliability suites need DATABASE_URL (PostgreSQL) and REDIS_URL (Redis)');
  }
  return { databaseUrl, redisUrl };
}

/** A round short enough to watch several of in a test: its betting closes a few seconds before the draw. */
export const ROUND_SECONDS = 10;

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const { databaseUrl, redisUrl } = services();
  const id = randomBytes(5).toString('hex');
  const name = `fair28_cluster_${id}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrlFor(databaseUrl, name);
  const shared = await mkdtemp(path.join(tmpdir(), 'fair28-cluster-'));
  const ports = await Promise.all(Array.from({ length: options.nodes ?? 2 }, () => freePort()));
  const metricsPorts = await Promise.all(ports.map(() => freePort()));
  const links = options.hasLinks ? await linksTo(url, redisUrl) : null;
  const env = {
    DATABASE_URL: links ? viaPort(url, links.postgres.port) : url,
    REDIS_URL: links ? viaPort(redisUrl, links.redis.port) : redisUrl,
    FAIR28_REDIS_PREFIX: `fair28-${id}:`,
    FAIR28_DATA_DIR: shared,
    FAIR28_UPLOAD_DIR: path.join(shared, 'uploads'),
    FAIR28_SEED_DEMO: 'true',
    FAIR28_FAST_GAME_SECONDS: String(ROUND_SECONDS),
    FAIR28_LOGIN_LIMIT_PER_IP: '10000',
    FAIR28_REGISTER_LIMIT_PER_IP: '10000',
    FAIR28_PAYOUT_HOLD_HOURS: '0',
    FAIR28_TRUST_PROXY: '127.0.0.1',
    // The player app is given every node as a line, to fail over between them.
    FAIR28_LINES: ports.map((port) => `http://127.0.0.1:${port}`).join('|'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const nodes = ports.map((port, index) =>
    clusterNode({
      name: `node ${String.fromCharCode(65 + index)}`,
      port,
      metricsPort: metricsPorts[index] as number,
      env: { ...env, ...options.nodeEnv?.(index) },
      launch: options.nodeLaunch?.(index) ?? fromSources(repoRoot),
    }),
  );
  // The first node migrates and seeds the demo; the others start on the finished database.
  for (const node of nodes.slice(0, options.startedNodes ?? nodes.length)) await node.start();
  const balancer = await startBalancer(ports);
  // A run cut short (a deadline, an interrupted test run) must not leave nodes and nginx behind.
  const killAll = () => {
    for (const node of nodes) if (node.isRunning()) void node.kill('SIGKILL');
    balancer.killNow();
  };
  process.once('exit', killAll);
  const db = connectPostgres(url, { poolSize: 4 });
  const cluster: Cluster = {
    nodes,
    links,
    balancer,
    db,
    env: { DATABASE_URL: url },
    async stop() {
      process.off('exit', killAll);
      await balancer.stop();
      await Promise.all(nodes.filter((node) => node.isRunning()).map((node) => node.kill('SIGTERM')));
      await db.close();
      await links?.postgres.stop();
      await links?.redis.stop();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(shared, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** One node's restart, in ms from its SIGTERM. */
export type NodeRestart = { name: string; exitedMs: number; readyMs: number; servingMs: number };

/**
 * docs/OPERATIONS.md "Restarting every node": one node at a time, SIGTERM (a drain, exit 0), started
 * again, ready (/readyz 200), and passed calls by nginx again before the next node stops. nginx leaves a
 * node that refused connections alone for its fail_timeout: the next drain must not find both out of it.
 */
export async function restartOneAtATime(cluster: Cluster): Promise<NodeRestart[]> {
  const restarts: NodeRestart[] = [];
  for (const node of cluster.nodes) {
    const stoppingAt = Date.now();
    const finished = await node.kill('SIGTERM');
    if (finished.code !== 0) throw new Error(`${node.name} exited ${finished.code}:\n${finished.stderr}`);
    const exitedMs = Date.now() - stoppingAt;
    await node.start();
    await waitFor(`${node.name} ready again`, 30_000, () => node.isReady());
    const readyMs = Date.now() - stoppingAt;
    const seenFrom = (await cluster.balancer.answers()).length;
    await waitFor(`nginx passing calls to ${node.name} again`, 30_000, async () =>
      (await cluster.balancer.answers())
        .slice(seenFrom)
        .some((answer) => answer.upstreams.at(-1) === `127.0.0.1:${node.port}` && answer.status < 400),
    );
    restarts.push({ name: node.name, exitedMs, readyMs, servingMs: Date.now() - stoppingAt });
  }
  return restarts;
}

function viaPort(serviceUrl: string, port: number): string {
  const url = new URL(serviceUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

async function linksTo(databaseUrl: string, redisUrl: string): Promise<Links> {
  const target = (serviceUrl: string, defaultPort: number) => {
    const url = new URL(serviceUrl);
    return { host: url.hostname, port: Number(url.port || defaultPort) };
  };
  return {
    postgres: await tcpProxy(target(databaseUrl, 5432)),
    redis: await tcpProxy(target(redisUrl, 6379)),
  };
}

type NodeSettings = {
  name: string;
  port: number;
  metricsPort: number;
  env: Record<string, string>;
  launch: ServerLaunch;
};

function clusterNode({ name, port, metricsPort, env, launch }: NodeSettings): ClusterNode {
  let server: RunningServer | null = null;
  let lastOutput = '';
  const metricsTarget = `127.0.0.1:${metricsPort}`;
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}/ws`,
    metricsTarget,
    isReady: () =>
      fetch(`http://${metricsTarget}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      ),
    isRunning: () => server !== null,
    async memoryBytes() {
      if (!server) throw new Error(`${name} is not running`);
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      if (!kb) throw new Error(`no VmRSS for ${name}`);
      return Number(kb) * 1024;
    },
    async start() {
      if (server) throw new Error(`${name} is already running`);
      server = await startServer(
        {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          FAIR28_METRICS_PORT: String(metricsPort),
          FAIR28_METRICS_HOST: '127.0.0.1',
        },
        120_000,
        launch,
      );
    },
    async kill(signal = 'SIGKILL') {
      if (!server) throw new Error(`${name} is not running`);
      const running = server;
      server = null;
      const finished = await running.kill(signal);
      lastOutput = `${finished.stdout}\n${finished.stderr}`;
      return finished;
    },
    output: () => (server ? `${server.output.stdout}\n${server.output.stderr}` : lastOutput),
  };
}
