// The real first load on a phone: Chromium opens the player app's home cold (empty HTTP cache, a
// returning player's session in local storage) from the server as `npm start` runs it, and the bench
// measures the bytes on the wire (every response, headers included, until the content shows) and the time
// until the balance shows. The yardstick, built and served the same way in the same run: a bare app of the
// same libraries in one chunk, until its first screen shows. Each on a fast network and on a throttled
// phone profile (DevTools' Slow 4G, CPU 4× slower); the median of RUNS opens each.
// Targets: transferred ≤ 0.6× the baseline; the balance within 2.5 s throttled.
// Each app measured is one entry of APPS (what to build, how the server serves it, how its user signs in
// and what its first screen shows), so the operator console can be added under /admin/ as another row.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BenchFailure, onExit, ownChild, runBench, within } from './deadlines';

const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_MS = 5 * 60_000;
const SERVER_START_MS = 3 * 60_000;
const OPEN_MS = 60_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const webRoot = path.join(repoRoot, 'packages/web');

/** DevTools' "Slow 4G" preset, and the CPU of a mid-range phone against this machine's. */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8,
  uploadThroughput: (750_000 * 0.9) / 8,
};
const PHONE_CPU_SLOWDOWN = 4;

type Profile = { name: string; isThrottled: boolean };

/** One app measured: built from `root`, served by the fair28 server, opened at `path` by a returning user. */
type MeasuredApp = {
  /** The row's name. */
  name: string;
  /** Its Vite root (its own vite.config.ts builds it). */
  root: string;
  /** The server's environment that serves the build in `outDir` (and under which path prefix). */
  serverEnv: (outDir: string) => NodeJS.ProcessEnv;
  /** The page opened cold, under the server's origin. */
  path: string;
  /** Signs the demo user in once: the session the cold opens start with. */
  signIn: (page: Page, origin: string) => Promise<void>;
  /** What the user waits for, and its name in the output. */
  isShown: (page: Page) => Promise<void>;
  shownWhat: string;
  /** Target for the throttled time until it shows, in ms. */
  targetMs: number;
};

const APPS: MeasuredApp[] = [
  {
    name: 'player app',
    root: webRoot,
    serverEnv: (outDir) => ({ FAIR28_WEB_DIST: outDir }),
    path: '/#/pages/tabBar/home/home',
    signIn: async (page, origin) => {
      await page.goto(`${origin}/#/pages/login/login`);
      await page.getByLabel('Account', { exact: true }).fill('demo');
      await page.getByLabel('Password', { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/home/);
    },
    isShown: (page) => page.getByText('¥10,000.00').first().waitFor({ timeout: OPEN_MS }),
    shownWhat: 'balance',
    targetMs: 2500,
  },
];
const PROFILES: Profile[] = [
  { name: 'fast network', isThrottled: false },
  { name: 'Slow 4G, CPU 4×', isThrottled: true },
];

type Response = { url: string; bytes: number; startMs: number; endMs: number };
type Open = { bytes: number; ms: number; requests: number; responses: Response[] };

/** DETAIL=1 prints every response of the first open of each row: what was fetched, how big, when. */
const DETAIL = process.env.DETAIL === '1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  onExit(`removing ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * This process's environment as `npm start` would see it: no database or Redis address (the embedded
 * database, as on a bare machine), and no NODE_ENV — building with Vite above set it to production.
 */
function serverEnvironment(): NodeJS.ProcessEnv {
  const { NODE_ENV: _building, DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = process.env;
  return rest;
}

/** The fair28 server as `npm start` runs it (embedded database, demo seed), serving what `env` names. */
async function startServer(name: string, env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const dataDir = await scratchDir(`fair28-${name}-data-`);
  const child = ownChild(
    spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...serverEnvironment(),
        PORT: String(port),
        HOST: '127.0.0.1',
        FAIR28_DATA_DIR: dataDir,
        ...env,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    `the ${name} server`,
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  const origin = `http://127.0.0.1:${port}`;
  await within(
    `starting the ${name} server`,
    SERVER_START_MS,
    (async () => {
      for (;;) {
        if (child.exitCode !== null) throw new BenchFailure(`the ${name} server exited: ${output}`);
        const ok = await fetch(`${origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })(),
    () => `its last output: ${output.slice(-300) || '(none)'}`,
  );
  return origin;
}

/** One cold open: a fresh context (no HTTP cache), `storage` in local storage, until `isShown` holds. */
async function openCold(
  context: BrowserContext,
  url: string,
  profile: Profile,
  waitFor: (page: Page) => Promise<void>,
): Promise<Open> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.isThrottled) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  let bytes = 0;
  let requests = 0;
  let isCounting = true;
  const started = new Map<string, { url: string; at: number }>();
  const responses: Response[] = [];
  cdp.on(
    'Network.requestWillBeSent',
    (event: { requestId: string; request: { url: string }; timestamp: number }) => {
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    },
  );
  cdp.on(
    'Network.loadingFinished',
    (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      if (!isCounting) return;
      bytes += event.encodedDataLength;
      requests += 1;
      const request = started.get(event.requestId);
      if (request) {
        responses.push({
          url: request.url,
          bytes: event.encodedDataLength,
          startMs: request.at * 1000,
          endMs: event.timestamp * 1000,
        });
      }
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  await within(`opening ${url} (${profile.name})`, OPEN_MS, waitFor(page));
  const ms = await page.evaluate(() => performance.now());
  isCounting = false;
  await page.close();
  return { bytes, ms, requests, responses };
}

function printResponses(responses: Response[]) {
  const origin = Math.min(...responses.map((r) => r.startMs));
  for (const r of [...responses].sort((a, b) => a.startMs - b.startMs)) {
    const name = new URL(r.url).pathname.replace(/^.*\/assets\//, '');
    console.log(
      `    ${((r.startMs - origin) / 1000).toFixed(2)}–${((r.endMs - origin) / 1000).toFixed(2)} s  ${kb(r.bytes).padStart(9)}  ${name}`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const builds: string[] = [];
  for (const app of APPS) {
    const outDir = await scratchDir('fair28-app-');
    await within(
      `building the ${app.name}`,
      BUILD_MS,
      build({ root: app.root, logLevel: 'warn', build: { outDir, emptyOutDir: true } }),
    );
    builds.push(outDir);
  }
  const baseOut = await scratchDir('fair28-baseline-');
  await within(
    'building the bare baseline',
    BUILD_MS,
    build({
      root: path.join(here, 'first-load-baseline'),
      configFile: false,
      logLevel: 'warn',
      base: './',
      // Compressed at build like the player app, so both are served the same way.
      plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512 })],
      build: { outDir: baseOut, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
    }),
  );
  // One server for the apps (each serves its own build from its own path), one for the baseline.
  const appEnv = Object.assign({}, ...APPS.map((app, i) => app.serverEnv(builds[i] ?? '')));
  const [appOrigin, baseOrigin] = await Promise.all([
    startServer('app', appEnv),
    startServer('baseline', { FAIR28_WEB_DIST: baseOut }),
  ]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  onExit('closing Chromium', () => browser.close());
  const phone = {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  };

  // A returning user: signed in once, so the session and the line are in local storage.
  const sessions: Array<Awaited<ReturnType<BrowserContext['storageState']>>> = [];
  for (const app of APPS) {
    const login = await browser.newContext({ ...phone, locale: 'en-US' });
    await within(`signing in to the ${app.name}`, OPEN_MS, app.signIn(await login.newPage(), appOrigin));
    sessions.push(await login.storageState());
    await login.close();
  }

  const showsBaseline = (page: Page) => page.getByText('Hello').first().waitFor({ timeout: OPEN_MS });

  console.log(
    `first load, cold, median of ${RUNS} opens (${process.platform}, Node ${process.versions.node})`,
  );
  for (const profile of PROFILES) {
    const opens: Open[][] = APPS.map(() => []);
    const base: Open[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [i, app] of APPS.entries()) {
        const context = await browser.newContext({ ...phone, locale: 'en-US', storageState: sessions[i] });
        opens[i]?.push(await openCold(context, `${appOrigin}${app.path}`, profile, app.isShown));
        await context.close();
      }
      const baseContext = await browser.newContext({ ...phone, locale: 'en-US' });
      base.push(await openCold(baseContext, `${baseOrigin}/`, profile, showsBaseline));
      await baseContext.close();
    }
    const baseBytes = median(base.map((o) => o.bytes));
    const baseMs = median(base.map((o) => o.ms));
    console.log(`${profile.name}:`);
    console.log(
      `  baseline  : ${kb(baseBytes)} in ${base[0]?.requests ?? 0} responses, first screen after ${(baseMs / 1000).toFixed(2)} s`,
    );
    for (const [i, app] of APPS.entries()) {
      const runs = opens[i] ?? [];
      const bytes = median(runs.map((o) => o.bytes));
      const ms = median(runs.map((o) => o.ms));
      const ratio = bytes / baseBytes;
      console.log(
        `  ${app.name}: ${kb(bytes)} in ${runs[0]?.requests ?? 0} responses, ${app.shownWhat} after ${(ms / 1000).toFixed(2)} s`,
      );
      console.log(
        `    transferred ratio: ${ratio.toFixed(2)}x (target <= 0.60x) ${ratio <= 0.6 ? 'PASS' : 'MISS'}`,
      );
      if (DETAIL) printResponses(runs[0]?.responses ?? []);
      if (profile.isThrottled) {
        console.log(
          `    ${app.shownWhat} shown: ${(ms / 1000).toFixed(2)} s (target <= ${(app.targetMs / 1000).toFixed(2)} s) ${ms <= app.targetMs ? 'PASS' : 'MISS'}`,
        );
      }
    }
  }
}

runBench(main);
