// The release served as README "Going to production" sets it up: the tarball unpacked into an empty folder
// (owned by root, only read by the service), two nodes started from it as an unprivileged user with the
// unit's settings (deploy/systemd/fair28@.service: its own port and metrics port each, the data folder as
// working folder) in production mode on PostgreSQL and Redis, behind Debian's nginx with
// deploy/nginx/fair28-tls.conf and a certificate made here. Every call and socket goes over HTTPS or wss://
// and checks that certificate: a player registers, tops up by bank transfer with a payment certificate that
// an admin approves in the console, bets in the fast room and hears what becomes of the round. Production
// reads quicknet's relays and this machine reaches none (the relays are set to a closed local port, so it is
// the same with or without the internet): no beacon comes, so the round is voided and the stake refunded,
// as docs/FAIRNESS.md §2.3 promises; a draw with its beacon is tested outside production mode.
// Production refuses the demo seed, so the demo (the agent's invitation code, the fast game, the admin) is
// put in the database by one start of the same release without NODE_ENV=production, as on a staging site;
// the sandbox payment provider is refused too, hence the bank top-up.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { calls, ImCommand, ZRoundStatusContent } from '@fair28/shared';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { adminQuery, databaseUrlFor } from '../packages/server/src/db/admin';
import { connectPostgres, type Database } from '../packages/server/src/db/database';
import { freePort, type RunningServer, repoRoot, startServer } from '../packages/server/src/test/processes';
import { SAFE_PRODUCTION } from '../packages/server/src/test/production-env';
import type { TestSocket } from '../packages/server/src/test/socket-client';
import { startTlsBalancer, type TlsBalancer } from './harness/balancer';
import { ROUND_SECONDS, services } from './harness/cluster';
import { pendingDeposit } from './harness/money';
import {
  balanceOf,
  consoleAdminToken,
  fastRoom,
  placeBetWhenOpen,
  type RoomSocket,
  registeredPlayer,
  roomSocket,
} from './harness/players';
import {
  releaseServer,
  releaseTarball,
  type ServiceUser,
  serviceUser,
  unpackRelease,
} from './harness/release';
import { type Certificate, selfSignedCertificate, TLS_SITE } from './harness/tls';
import { waitFor } from './harness/waiting';
import { callAt } from './harness/wire';

/** How long production waits for a round's beacon before voiding it: the shortest it allows. */
const BEACON_WAIT_SECONDS = 10;

/** The unit's User=fair28, under a name of the suite's own. */
const SERVICE_USER = 'fair28-test';
const HSTS = /add_header Strict-Transport-Security "([^"]+)" always;/.exec(
  readFileSync(path.join(repoRoot, TLS_SITE), 'utf8'),
)?.[1];

type Node = { port: number; metricsPort: number; server: RunningServer };

/** The TLS handshake a client makes with nginx, trusting `ca` (or only the system's authorities). */
function handshake(
  port: number,
  ca?: string,
): Promise<{ protocol: string; alpn: string } | { error: string }> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, ca, ALPNProtocols: ['h2', 'http/1.1'] });
    socket.setTimeout(5_000, () => socket.destroy(new Error('handshake timed out')));
    socket.once('secureConnect', () => {
      resolve({ protocol: String(socket.getProtocol()), alpn: String(socket.alpnProtocol) });
      socket.end();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** What the socket heard for the round, read with a schema clients read room content with: the first that `matches`. */
function heardOfRound<T extends { roundId: number }>(
  socket: TestSocket,
  schema: ZodType<T>,
  roundId: number,
  matches: (content: T) => boolean = () => true,
): T | undefined {
  const contents = socket.unreadOf(ImCommand.Chat).map((packet) => {
    try {
      return JSON.parse(String((packet.data as { content: string }).content)) as unknown;
    } catch {
      return undefined;
    }
  });
  for (const content of contents) {
    const parsed = schema.safeParse(content);
    if (parsed.success && parsed.data.roundId === roundId && matches(parsed.data)) return parsed.data;
  }
  return undefined;
}

describe('the release as a Debian service: two nodes as their own user, behind nginx with TLS', () => {
  const name = `fair28_tls_${randomBytes(5).toString('hex')}`;
  let work = '';
  let user: ServiceUser;
  let folder: string;
  let dataDir: string;
  let certificate: Certificate;
  let nodes: Node[] = [];
  let balancer: TlsBalancer | undefined;
  let db: Database | undefined;
  let roomId: number;
  let room: RoomSocket | undefined;

  // A run cut short must not leave nodes and nginx behind.
  const killAll = () => {
    for (const node of nodes) void node.server.kill('SIGKILL');
    balancer?.killNow();
  };

  beforeAll(async () => {
    if (process.getuid?.() !== 0)
      throw new Error(
        `this suite needs root: it makes the user ${SERVICE_USER} and starts the nodes as that user (CI runs as root)`,
      );
    const { databaseUrl, redisUrl } = services();
    user = await serviceUser(SERVICE_USER);
    process.once('exit', killAll);

    // README "Install it on the server": the release owned by root, the data folder by the service's user.
    work = await mkdtemp(path.join(tmpdir(), 'fair28-release-tls-'));
    await chmod(work, 0o755);
    folder = unpackRelease(releaseTarball(), work);
    dataDir = path.join(work, 'data');
    for (const dir of [dataDir, path.join(dataDir, 'uploads')]) {
      await mkdir(dir, { mode: 0o750 });
      await chown(dir, user.uid, user.gid);
    }
    await mkdir(path.join(work, 'tls'));
    certificate = selfSignedCertificate(path.join(work, 'tls'));
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(databaseUrl, name);

    const [http, https] = [await freePort(), await freePort()];
    const site: Record<string, string> = {
      ...SAFE_PRODUCTION,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      FAIR28_REDIS_PREFIX: `fair28-${name}:`,
      FAIR28_LINES: `https://127.0.0.1:${https}`,
      FAIR28_SOCKET_URL: `wss://127.0.0.1:${https}/ws`,
      FAIR28_TRUST_PROXY: '127.0.0.1',
      FAIR28_UPLOAD_DIR: path.join(dataDir, 'uploads'),
      // Nothing listens on port 9: every relay request is refused at once.
      FAIR28_DRAND_RELAYS: 'http://127.0.0.1:9',
      FAIR28_BEACON_WAIT_SECONDS: String(BEACON_WAIT_SECONDS),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    };
    const launch = releaseServer(folder, dataDir, user);

    const { NODE_ENV: _production, ...staging } = site;
    const seeding = await startServer(
      { ...staging, PORT: '0', FAIR28_SEED_DEMO: 'true', FAIR28_FAST_GAME_SECONDS: String(ROUND_SECONDS) },
      120_000,
      launch,
    );
    const seeded = await seeding.stop();
    expect(seeded.code, seeded.stderr).toBe(0);

    const ports = await Promise.all(
      [0, 1].map(async () => ({ port: await freePort(), metricsPort: await freePort() })),
    );
    nodes = await Promise.all(
      ports.map(async ({ port, metricsPort }) => ({
        port,
        metricsPort,
        server: await startServer(
          { ...site, PORT: String(port), FAIR28_METRICS_PORT: String(metricsPort) },
          60_000,
          launch,
        ),
      })),
    );
    balancer = await startTlsBalancer(
      nodes.map((node) => node.port),
      certificate,
      { http, https },
    );
    // Every fetch of this file trusts the certificate made here, and only it.
    setGlobalDispatcher(new Agent({ connect: { ca: certificate.pem } }));
    db = connectPostgres(url, { poolSize: 2 });
    ({ roomId } = await fastRoom(db));
  });

  afterAll(async () => {
    process.off('exit', killAll);
    room?.socket.close();
    await balancer?.stop();
    await Promise.all(nodes.map((node) => node.server.kill('SIGKILL')));
    await db?.close();
    const { databaseUrl } = services();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (work) await rm(work, { recursive: true, force: true });
  }, 60_000);

  it('runs each node as the service user, who cannot change the release, each ready on its metrics listener', async () => {
    for (const node of nodes) {
      const status = readFileSync(`/proc/${node.server.pid}/status`, 'utf8');
      // Real, effective, saved and file-system user ids: all the service user's.
      expect(/^Uid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/)).toEqual(Array(4).fill(String(user.uid)));
      const ready = await fetch(`http://127.0.0.1:${node.metricsPort}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ ready: true, problems: [] });
    }
    const isWritableByService = (dir: string) =>
      spawnSync('test', ['-w', dir], { uid: user.uid, gid: user.gid }).status === 0;
    expect(isWritableByService(folder)).toBe(false);
    expect(isWritableByService(dataDir)).toBe(true);
  });

  it('speaks TLS 1.3 and offers HTTP/2 with the certificate made here, and is refused without it', async () => {
    const port = Number(new URL(balancer?.httpsOrigin ?? '').port);
    expect(await handshake(port, certificate.pem)).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' });
    expect(await handshake(port)).toEqual({ error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
  });

  it('serves the player app (its service worker and manifest too) and the console over HTTPS with HSTS, and plain HTTP only redirects there', async () => {
    const { httpsOrigin, httpOrigin } = balancer as TlsBalancer;
    expect(HSTS).toBeDefined();
    for (const [page, title] of [
      ['/', '<title>fair28</title>'],
      ['/admin/', '<title>fair28 console</title>'],
    ] as const) {
      const answer = await fetch(`${httpsOrigin}${page}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(title);
      // nginx's header alone: the node's own is hidden, so there is one, not two joined.
      expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
    }
    // The service worker and the manifest pass through nginx with the node's headers: never cached.
    const worker = await fetch(`${httpsOrigin}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toContain('javascript');
    const manifest = await fetch(`${httpsOrigin}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const plain = await fetch(`${httpOrigin}/admin/?from=link`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/admin/?from=link');
    expect((await fetch(`${httpOrigin}/healthz`, { redirect: 'manual' })).status).toBe(301);
    // Certificate renewals are answered on plain HTTP, not sent away.
    expect(
      (await fetch(`${httpOrigin}/.well-known/acme-challenge/probe`, { redirect: 'manual' })).status,
    ).toBe(404);
  });

  it('lets a player register, top up with an approved bank transfer, bet, and hear over wss:// that the round without its beacon was voided and the stake refunded', async () => {
    const { httpsOrigin, wssUrl } = balancer as TlsBalancer;
    const before = (await balancer?.answers())?.length ?? 0;
    const player = await registeredPlayer(httpsOrigin);
    room = await roomSocket(httpsOrigin, wssUrl, player, roomId, { ca: certificate.pem });
    const { socket } = room;

    const depositId = await pendingDeposit(httpsOrigin, db as Database, player, '100.00');
    // The payment certificate went through nginx into the data folder, written by the service user.
    const uploads = readdirSync(path.join(dataDir, 'uploads'));
    expect(uploads.length).toBeGreaterThan(0);
    for (const file of uploads) expect(statSync(path.join(dataDir, 'uploads', file)).uid).toBe(user.uid);

    const admin = await consoleAdminToken(httpsOrigin);
    expect(await callAt(httpsOrigin, calls.adminMe, {}, admin)).toMatchObject({ role: 'admin' });
    await callAt(httpsOrigin, calls.adminDepositApprove, { id: depositId, reason: 'paid, seen' }, admin);
    expect(await balanceOf(httpsOrigin, player)).toBe(10_000n);

    const bet = await placeBetWhenOpen(
      httpsOrigin,
      player,
      roomId,
      [{ betType: 'big', amount: '10.00' }],
      `bet-${player.account}`,
    );
    const voided = () =>
      heardOfRound(socket, ZRoundStatusContent, bet.roundId, (content) => content.status === 'voided');
    await waitFor(
      `round ${bet.roundId} voided for want of its beacon, heard over wss://`,
      (ROUND_SECONDS * 2 + BEACON_WAIT_SECONDS + 20) * 1000,
      async () => voided() !== undefined,
    );
    expect(voided()).toMatchObject({ voidReason: 'beacon_missing', refunded: '10.00' });
    expect(await balanceOf(httpsOrigin, player)).toBe(10_000n);

    // nginx spread the walk over both nodes.
    const served = new Set((await balancer?.answers())?.slice(before).flatMap((answer) => answer.upstreams));
    expect([...served].sort()).toEqual(nodes.map((node) => `127.0.0.1:${node.port}`).sort());
  });

  it('stops each node on SIGTERM, as systemctl stop does, with exit 0', async () => {
    room?.socket.close();
    const stopped = await Promise.all(nodes.map((node) => node.server.stop()));
    for (const end of stopped) expect(end.code, `${end.stdout}\n${end.stderr}`).toBe(0);
  });
});
