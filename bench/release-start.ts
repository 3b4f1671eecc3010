// The release's start against the checkout's: `node server.js` from release/fair28-<version>/ (compiled by
// npm run release) and `node --import tsx packages/server/src/main.ts` (TypeScript compiled as it loads,
// as npm start runs it), alternately on one migrated PostgreSQL database with a production environment.
// Measured: the time from spawn to /healthz answering, and the resident memory after 5 s idle.
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
  const ways: Way[] = [
    { name: 'release (node server.js)', cwd: folder, args: ['server.js'] },
    {
      name: 'checkout (node --import tsx main.ts)',
      cwd: repoRoot,
      args: ['--import', 'tsx', 'packages/server/src/main.ts'],
    },
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
  const [release, checkout] = summary as [(typeof summary)[0], (typeof summary)[0]];
  console.log(`\nmedians of ${RUNS} starts each:`);
  for (const { way, startMs, rssMiB } of summary)
    console.log(`  ${way.name.padEnd(38)} ${startMs.toFixed(0).padStart(5)} ms  ${rssMiB.toFixed(1)} MiB`);
  console.log(
    `release / checkout: start ${(release.startMs / checkout.startMs).toFixed(2)}×, resident memory ${(release.rssMiB / checkout.rssMiB).toFixed(2)}×`,
  );
});
