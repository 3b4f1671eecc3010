// The release's start against the checkout's: `node server.js` from release/fair28-<version>/ (compiled by
// npm run release) and `node --import tsx packages/server/src/main.ts` (TypeScript compiled as it loads,
// as npm start runs it), alternately on one migrated PostgreSQL database with a production environment.
// Measured: the time from spawn to /healthz answering, and the resident memory after 5 s idle; beside them a
// bare Fastify with a pg pool (bare-fastify-pg.mjs), the yardstick of a node's memory. With EMBEDDED_RUNS
// set, also the checkout as npm start runs the demo: on embedded PGlite, a new data folder each start.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, repoRoot } from '../packages/server/src/test/processes';
import { SAFE_PRODUCTION } from '../packages/server/src/test/production-env';
import { BenchFailure, onExit, ownChild, runBench, within } from './deadlines';
import { createScratchDatabase } from './scratch-database';

const RUNS = Number(process.env.RUNS ?? 5);
const EMBEDDED_RUNS = Number(process.env.EMBEDDED_RUNS ?? 0);
const START_MS = 120_000;
const IDLE_MS = 5_000;
const STOP_MS = 30_000;

type Way = { name: string; cwd: string; args: string[] };
type Sample = { startMs: number; rssMiB: number };

function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new BenchFailure(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

async function startOnce(way: Way, env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const began = performance.now();
  const child: ChildProcess = ownChild(
    spawn(process.execPath, way.args, {
      cwd: way.cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
    way.name,
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const answered = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new BenchFailure(`${way.name} ended:\n${stderr}`);
      const status = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) return performance.now() - began;
      await sleep(10);
    }
  })();
  const startMs = await within(`${way.name} answering /healthz`, START_MS, answered);
  await sleep(IDLE_MS);
  const rssMiB = residentMiB(child.pid as number);
  child.kill('SIGTERM');
  await within(`${way.name} stopping`, STOP_MS, ended);
  return { startMs, rssMiB };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** npm start's server on embedded PGlite with the demo (development defaults): a new data folder, then again on it. */
async function embeddedDemo(args: string[], uploads: string, bareMiB: number): Promise<void> {
  const way: Way = { name: 'checkout on PGlite, demo', cwd: repoRoot, args };
  const fresh: number[] = [];
  const again: number[] = [];
  for (let run = 1; run <= EMBEDDED_RUNS; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fair28-bench-start-data-'));
    const removeData = onExit('removing the data folder', () =>
      rm(dataDir, { recursive: true, force: true }),
    );
    const env = {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FAIR28_DATA_DIR: dataDir,
      FAIR28_UPLOAD_DIR: uploads,
    };
    for (const [label, taken] of [
      ['new data folder', fresh],
      ['same folder again', again],
    ] as const) {
      const sample = await startOnce(way, env);
      taken.push(sample.rssMiB);
      console.log(
        `run ${run}  ${`${way.name}, ${label}`.padEnd(46)} /healthz after ${sample.startMs.toFixed(0).padStart(5)} ms, ${sample.rssMiB.toFixed(1)} MiB resident`,
      );
    }
    await removeData();
  }
  console.log(
    `embedded demo, medians of ${EMBEDDED_RUNS}: new data folder ${median(fresh).toFixed(1)} MiB, again ${median(again).toFixed(1)} MiB (${(median(fresh) / bareMiB).toFixed(2)}× and ${(median(again) / bareMiB).toFixed(2)}× the bare Fastify + pg)`,
  );
}

runBench(async () => {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new BenchFailure('set DATABASE_URL (a PostgreSQL server for the scratch database)');
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folder = path.join(repoRoot, 'release', `fair28-${version}`);
  if (!existsSync(path.join(folder, 'server.js')))
    throw new BenchFailure(`no ${folder}/server.js: run npm run release`);
  // Migrated here, so that each start measures loading and serving, not a first migration.
  const scratch = await createScratchDatabase(baseUrl, `fair28_bench_start_${process.pid}`, { poolSize: 1 });
  const uploads = await mkdtemp(path.join(tmpdir(), 'fair28-bench-start-'));
  onExit('removing the uploads folder', () => rm(uploads, { recursive: true, force: true }));
  const env = {
    ...SAFE_PRODUCTION,
    DATABASE_URL: scratch.url,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FAIR28_UPLOAD_DIR: uploads,
  };
  const checkoutArgs = ['--import', 'tsx', 'packages/server/src/main.ts'];
  const ways: Way[] = [
    { name: 'release (node server.js)', cwd: folder, args: ['server.js'] },
    { name: 'checkout (node --import tsx main.ts)', cwd: repoRoot, args: checkoutArgs },
    { name: 'bare Fastify + pg (yardstick)', cwd: repoRoot, args: ['bench/bare-fastify-pg.mjs'] },
  ];
  // One start of each first, unmeasured: the disk cache then holds both ways' files alike.
  for (const way of ways) await startOnce(way, env);
  const samples = new Map<string, Sample[]>(ways.map((way) => [way.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const way of run % 2 ? ways : [...ways].reverse()) {
      const sample = await startOnce(way, env);
      samples.get(way.name)?.push(sample);
      console.log(
        `run ${run}  ${way.name.padEnd(38)} /healthz after ${sample.startMs.toFixed(0).padStart(5)} ms, ${sample.rssMiB.toFixed(1)} MiB resident`,
      );
    }
  }
  const summary = ways.map((way) => {
    const taken = samples.get(way.name) ?? [];
    return {
      way,
      startMs: median(taken.map((sample) => sample.startMs)),
      rssMiB: median(taken.map((sample) => sample.rssMiB)),
    };
  });
  const [release, checkout, bare] = summary as [
    (typeof summary)[0],
    (typeof summary)[0],
    (typeof summary)[0],
  ];
  console.log(`\nmedians of ${RUNS} starts each:`);
  for (const { way, startMs, rssMiB } of summary)
    console.log(`  ${way.name.padEnd(38)} ${startMs.toFixed(0).padStart(5)} ms  ${rssMiB.toFixed(1)} MiB`);
  console.log(
    `release / checkout: start ${(release.startMs / checkout.startMs).toFixed(2)}×, resident memory ${(release.rssMiB / checkout.rssMiB).toFixed(2)}×`,
  );
  console.log(
    `release / bare Fastify + pg: resident memory ${(release.rssMiB / bare.rssMiB).toFixed(2)}× (${(release.rssMiB - bare.rssMiB).toFixed(1)} MiB more)`,
  );
  if (EMBEDDED_RUNS > 0) await embeddedDemo(checkoutArgs, uploads, bare.rssMiB);
});
