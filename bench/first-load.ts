// The real first load: Chromium opens each app cold (empty HTTP cache, a returning user's session in local
// storage) from the server as `npm start` runs it, and the bench measures the bytes on the wire (every
// response, headers included, until the content shows) and the time until the content shows. The
// yardstick of each app, built and served the same way in the same run: a bare app of the same libraries in
// one chunk, until its first screen shows. The player app on a phone, on a fast network and on a throttled
// phone profile (DevTools' Slow 4G, CPU 4× slower); the operator console on a desktop, its dashboard and
// each list page, on a fast network. The median of RUNS opens each; APP names one app to measure alone.
// The player app's targets: transferred ≤ 0.5× its baseline; throttled, the balance shown in at most 0.75×
// the time the baseline takes to show cold. The player app is also opened as a returning player opens it,
// its service worker in control: the balance shown in at most 0.35× that time, throttled.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { freePort } from '../packages/server/src/test/processes';
import { BenchFailure, onExit, ownChild, runBench, within } from './deadlines';

const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_MS = 5 * 60_000;
const SERVER_START_MS = 3 * 60_000;
const OPEN_MS = 60_000;
/** A returning player's balance, throttled, against the time the bare baseline takes to show cold. */
const REPEAT_TARGET = 0.35;

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const webRoot = path.join(repoRoot, 'packages/web');
const adminRoot = path.join(repoRoot, 'packages/admin');

/** DevTools' "Slow 4G" preset, and the CPU of a mid-range phone against this machine's. */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8,
  uploadThroughput: (750_000 * 0.9) / 8,
};
const PHONE_CPU_SLOWDOWN = 4;

type Profile = { name: string; isThrottled: boolean };
const FAST: Profile = { name: 'fast network', isThrottled: false };
const SLOW_PHONE: Profile = { name: 'Slow 4G, CPU 4×', isThrottled: true };

type Viewport = {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
const PHONE_SCREEN: Viewport = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP_SCREEN: Viewport = {
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

/** A bare app of an app's libraries in one chunk, served by the baseline server at `prefix`. */
type Baseline = { dir: string; prefix: string; serverEnv: (outDir: string) => NodeJS.ProcessEnv };

/** One screen of an app, opened cold at `path`, and what its user waits for there. */
type MeasuredPage = {
  path: string;
  /** Waits until the page shows what its user waits for; the page's time then (ms since navigation). */
  isShown: (page: Page) => Promise<number>;
  shownWhat: string;
  /** Target for the throttled time until it shows, against the time the baseline takes to show cold. */
  targetTimeRatio?: number;
};

/** One app measured: built from `root`, served by the fair28 server, its pages opened by a returning user. */
type MeasuredApp = {
  /** The row's name. */
  name: string;
  /** Its Vite root (its own vite.config.ts builds it). */
  root: string;
  /** The server's environment that serves the build in `outDir` (and under which path prefix). */
  serverEnv: (outDir: string) => NodeJS.ProcessEnv;
  baseline: Baseline;
  screen: Viewport;
  profiles: Profile[];
  /** Target for the transferred bytes against the baseline, if the app has one. */
  targetRatio?: number;
  /** The app installs a service worker: also measured on a repeat visit, its shell from the worker's cache. */
  hasServiceWorker?: boolean;
  /** Signs the demo user in once: the session the cold opens start with. */
  signIn: (page: Page, origin: string) => Promise<void>;
  pages: MeasuredPage[];
};

/**
 * When a page first holds `text`: checked at every frame in the page itself (a locator's wait polls at
 * growing intervals, up to half a second late), the page's time read at that frame.
 */
const textShown = (text: string) => (page: Page) =>
  page
    .waitForFunction(
      (wanted) => (document.body?.textContent?.includes(wanted) ? performance.now() : 0),
      text,
      {
        polling: 'raf',
        timeout: OPEN_MS,
      },
    )
    .then((shownAt) => shownAt.jsonValue());

/** A console list page has shown when its table is there and no longer loading. */
const listShown = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document.querySelector('.ant-table-tbody') !== null &&
        document.querySelector('.ant-table-wrapper .ant-spin-spinning') === null
          ? performance.now()
          : 0,
      undefined,
      { polling: 'raf', timeout: OPEN_MS },
    )
    .then((shownAt) => shownAt.jsonValue());

/** The console's list pages, each opened cold: every page built on the console's ListPage. */
const CONSOLE_LISTS = [
  'reviews/deposits',
  'reviews/withdrawals',
  'reviews/bank-changes',
  'reviews/adjustments',
  'players',
  'risk',
  'rounds',
  'fairness',
  'store/orders',
  'audit',
];

const APPS: MeasuredApp[] = [
  {
    name: 'player app',
    root: webRoot,
    serverEnv: (outDir) => ({ FAIR28_WEB_DIST: outDir }),
    baseline: {
      dir: 'first-load-baseline',
      prefix: '/',
      serverEnv: (outDir) => ({ FAIR28_WEB_DIST: outDir }),
    },
    screen: PHONE_SCREEN,
    profiles: [FAST, SLOW_PHONE],
    targetRatio: 0.5,
    hasServiceWorker: true,
    signIn: async (page, origin) => {
      await page.goto(`${origin}/#/pages/login/login`);
      await page.getByLabel('Account', { exact: true }).fill('demo');
      await page.getByLabel('Password', { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/home/);
    },
    pages: [
      {
        path: '/#/pages/tabBar/home/home',
        isShown: textShown('¥10,000.00'),
        shownWhat: 'balance',
        targetTimeRatio: 0.75,
      },
    ],
  },
  {
    name: 'console',
    root: adminRoot,
    serverEnv: (outDir) => ({ FAIR28_ADMIN_DIST: outDir }),
    baseline: {
      dir: 'console-baseline',
      prefix: '/admin/',
      serverEnv: (outDir) => ({ FAIR28_ADMIN_DIST: outDir }),
    },
    screen: DESKTOP_SCREEN,
    profiles: [FAST],
    signIn: async (page, origin) => {
      await page.goto(`${origin}/admin/`);
      await page.getByLabel('Account').fill('admin');
      await page.getByLabel('Password').fill('admin1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Signed in, the console opens its first page (the top-ups to review).
      await page.waitForURL(/#\/reviews\//, { timeout: OPEN_MS });
    },
    pages: [
      {
        path: '/admin/#/dashboard',
        isShown: textShown('As of '),
        shownWhat: 'figures',
      },
      ...CONSOLE_LISTS.map((list) => ({ path: `/admin/#/${list}`, isShown: listShown, shownWhat: 'list' })),
    ],
  },
];
const PROFILES: Profile[] = [FAST, SLOW_PHONE];

/** APP=<name> measures that app alone (e.g. APP='player app'); every app by default. */
const MEASURED = APPS.filter((app) => process.env.APP === undefined || app.name === process.env.APP);

type Response = { url: string; bytes: number; startMs: number; endMs: number };
type Open = { bytes: number; ms: number; requests: number; responses: Response[] };

/** DETAIL=1 prints every response of the first open of each row: what was fetched, how big, when. */
const DETAIL = process.env.DETAIL === '1';

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

/**
 * One cold open: a fresh context (no HTTP cache), `storage` in local storage, until `isShown` holds. The
 * bytes are those of the responses asked for before the content showed (and finished by the time the
 * check returned): what the screen waited for, not what the app fetches once it is up.
 */
async function openCold(
  context: BrowserContext,
  url: string,
  profile: Profile,
  isShown: (page: Page) => Promise<number>,
): Promise<Open> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.isThrottled) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  // CDP's timestamps are seconds on the browser's monotonic clock: the page's request is time 0.
  let origin: number | null = null;
  const started = new Map<string, { url: string; at: number }>();
  const finished: Response[] = [];
  cdp.on(
    'Network.requestWillBeSent',
    (event: { requestId: string; request: { url: string }; timestamp: number }) => {
      origin ??= event.timestamp;
      started.set(event.requestId, { url: event.request.url, at: (event.timestamp - origin) * 1000 });
    },
  );
  cdp.on(
    'Network.loadingFinished',
    (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      const request = started.get(event.requestId);
      if (!request || origin === null) return;
      finished.push({
        url: request.url,
        bytes: event.encodedDataLength,
        startMs: request.at,
        endMs: (event.timestamp - origin) * 1000,
      });
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await within(`opening ${url} (${profile.name})`, OPEN_MS, isShown(page));
  await page.close();
  const responses = finished.filter((response) => response.startMs <= ms);
  return {
    bytes: responses.reduce((sum, response) => sum + response.bytes, 0),
    ms,
    requests: responses.length,
    responses,
  };
}

/**
 * A returning player's visit: the app opened once in this context and its service worker left in control
 * (the shell precached), then opened again and measured like a cold open: what still crosses the network.
 */
async function openRepeat(
  context: BrowserContext,
  url: string,
  profile: Profile,
  isShown: (page: Page) => Promise<number>,
): Promise<Open> {
  const first = await context.newPage();
  await first.goto(url);
  await within(
    `the service worker taking control of ${url}`,
    OPEN_MS,
    first.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: OPEN_MS }),
  );
  await first.close();
  return openCold(context, url, profile, isShown);
}

function printResponses(responses: Response[]) {
  for (const r of [...responses].sort((a, b) => a.startMs - b.startMs)) {
    const name = new URL(r.url).pathname.replace(/^.*\/assets\//, '');
    console.log(
      `    ${(r.startMs / 1000).toFixed(2)}–${(r.endMs / 1000).toFixed(2)} s  ${kb(r.bytes).padStart(9)}  ${name}`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds one Vite app (its own config, or the bare baselines' inline one) into a scratch folder. */
async function buildApp(name: string, root: string, isBare: boolean): Promise<string> {
  const outDir = await scratchDir('fair28-app-');
  await within(
    `building ${name}`,
    BUILD_MS,
    build(
      isBare
        ? {
            root,
            configFile: false,
            logLevel: 'warn',
            base: './',
            // Compressed at build like the apps, so both are served the same way.
            plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512 })],
            build: { outDir, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
          }
        : { root, logLevel: 'warn', build: { outDir, emptyOutDir: true } },
    ),
  );
  return outDir;
}

function row(label: string, open: { bytes: number; requests: number; ms: number }, shownWhat: string) {
  return `  ${label}: ${kb(open.bytes)} in ${open.requests} responses, ${shownWhat} after ${(open.ms / 1000).toFixed(2)} s`;
}

/** The median open of a series: its bytes and time each the median, its response count the first's. */
function medianOf(opens: Open[]) {
  return {
    bytes: median(opens.map((o) => o.bytes)),
    ms: median(opens.map((o) => o.ms)),
    requests: opens[0]?.requests ?? 0,
  };
}

async function main() {
  const builds: string[] = [];
  const baselineBuilds: string[] = [];
  for (const app of MEASURED) {
    builds.push(await buildApp(`the ${app.name}`, app.root, false));
    baselineBuilds.push(
      await buildApp(`the ${app.name}'s bare baseline`, path.join(here, app.baseline.dir), true),
    );
  }
  // One server for the apps (each serves its own build from its own path), one for the baselines.
  const appEnv = Object.assign({}, ...MEASURED.map((app, i) => app.serverEnv(builds[i] ?? '')));
  const baseEnv = Object.assign(
    {},
    ...MEASURED.map((app, i) => app.baseline.serverEnv(baselineBuilds[i] ?? '')),
  );
  const [appOrigin, baseOrigin] = await Promise.all([
    startServer('app', appEnv),
    startServer('baseline', baseEnv),
  ]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  onExit('closing Chromium', () => browser.close());

  // A returning user: signed in once, so the session (and the player app's line) are in local storage.
  const sessions: Array<Awaited<ReturnType<BrowserContext['storageState']>>> = [];
  for (const app of MEASURED) {
    const login = await browser.newContext({ ...app.screen, locale: 'en-US' });
    await within(`signing in to the ${app.name}`, OPEN_MS, app.signIn(await login.newPage(), appOrigin));
    sessions.push(await login.storageState());
    await login.close();
  }

  const showsBaseline = textShown('Hello');

  console.log(
    `first load, cold, median of ${RUNS} opens (${process.platform}, Node ${process.versions.node})`,
  );
  for (const profile of PROFILES) {
    console.log(`${profile.name}:`);
    for (const [i, app] of MEASURED.entries()) {
      if (!app.profiles.includes(profile)) continue;
      const opens: Open[][] = app.pages.map(() => []);
      const repeats: Open[][] = app.pages.map(() => []);
      const base: Open[] = [];
      const newContext = () =>
        browser.newContext({ ...app.screen, locale: 'en-US', storageState: sessions[i] });
      for (let run = 0; run < RUNS; run++) {
        for (const [p, measured] of app.pages.entries()) {
          const url = `${appOrigin}${measured.path}`;
          const context = await newContext();
          opens[p]?.push(await openCold(context, url, profile, measured.isShown));
          await context.close();
          if (!app.hasServiceWorker) continue;
          const returning = await newContext();
          repeats[p]?.push(await openRepeat(returning, url, profile, measured.isShown));
          await returning.close();
        }
        const baseContext = await browser.newContext({ ...app.screen, locale: 'en-US' });
        base.push(await openCold(baseContext, `${baseOrigin}${app.baseline.prefix}`, profile, showsBaseline));
        await baseContext.close();
      }
      const baseOpen = medianOf(base);
      console.log(row(`${app.name}, bare baseline`, baseOpen, 'first screen'));
      for (const [p, measured] of app.pages.entries()) {
        const runs = opens[p] ?? [];
        const open = medianOf(runs);
        const ratio = open.bytes / baseOpen.bytes;
        console.log(row(`${app.name} ${measured.path}`, open, measured.shownWhat));
        const target = app.targetRatio;
        console.log(
          `    transferred ratio: ${ratio.toFixed(2)}x` +
            (target === undefined
              ? ''
              : ` (target <= ${target.toFixed(2)}x) ${ratio <= target ? 'PASS' : 'MISS'}`),
        );
        if (DETAIL) printResponses(runs[0]?.responses ?? []);
        const repeatRuns = repeats[p] ?? [];
        if (repeatRuns.length > 0) {
          const repeat = medianOf(repeatRuns);
          const timeRatio = repeat.ms / baseOpen.ms;
          console.log(row(`${app.name} ${measured.path}, repeat visit`, repeat, measured.shownWhat));
          console.log(
            `    repeat visit against the baseline's cold first screen: ${timeRatio.toFixed(2)}x the time` +
              (profile.isThrottled
                ? ` (target <= ${REPEAT_TARGET.toFixed(2)}x) ${timeRatio <= REPEAT_TARGET ? 'PASS' : 'MISS'}`
                : ''),
          );
          if (DETAIL) printResponses(repeatRuns[0]?.responses ?? []);
        }
        const timeTarget = measured.targetTimeRatio;
        if (profile.isThrottled && timeTarget !== undefined) {
          const shownRatio = open.ms / baseOpen.ms;
          console.log(
            `    ${measured.shownWhat} shown: ${(open.ms / 1000).toFixed(2)} s, ${shownRatio.toFixed(2)}x the baseline's first screen (target <= ${timeTarget.toFixed(2)}x) ${shownRatio <= timeTarget ? 'PASS' : 'MISS'}`,
          );
        }
      }
    }
  }
}

runBench(main);
