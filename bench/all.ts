// `npm run bench`: every benchmark, one after the other (each alone on the machine, as its figures need),
// each a process of its own under a deadline. A benchmark that fails or runs out of time is reported and
// the rest still run; the summary at the end gives each one's verdict line, and the exit code is 1 when
// any failed. Needs DATABASE_URL (a PostgreSQL server the benchmarks make scratch databases on) and
// REDIS_URL (the soak's two nodes share it). `npm run bench -- bets soak` runs only those whose script names match.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { BenchFailure, messageOf, onExit, runBench, within } from './deadlines';

type Benchmark = {
  name: string;
  /** The npm script of this workspace that runs it. */
  script: string;
  /** Longer than any healthy run: past it the benchmark is stopped and reported as hung. */
  deadlineMinutes: number;
  /** Its settings, over the environment's. */
  env?: Record<string, string>;
  /** Made first, from the repository's root (`npm run <before>`): what it measures must exist. */
  before?: string;
};

const BENCHMARKS: readonly Benchmark[] = [
  { name: 'placing bets over HTTP', script: 'bench:bets', deadlineMinutes: 10 },
  { name: 'first load (player app and console)', script: 'bench:first-load', deadlineMinutes: 20 },
  { name: 'settling a round (1 M and 10 M bets)', script: 'bench:settle-scaling', deadlineMinutes: 30 },
  {
    name: "a node's start and idle memory (the release on PostgreSQL, the demo on the embedded database)",
    script: 'bench:release-start',
    deadlineMinutes: 25,
    env: { RUNS: '3', EMBEDDED_RUNS: '1' },
    before: 'release',
  },
  { name: 'the soak: two nodes behind nginx, mixed traffic', script: 'bench:soak', deadlineMinutes: 20 },
  { name: 'socket fan-out and idle sockets', script: 'bench:socket-fanout', deadlineMinutes: 30 },
];

type Outcome = { benchmark: Benchmark; isPassed: boolean; lastLine: string; minutes: number };

async function main() {
  if (!process.env.DATABASE_URL) throw new BenchFailure('set DATABASE_URL to a PostgreSQL server');
  if (!process.env.REDIS_URL)
    throw new BenchFailure("set REDIS_URL to a Redis server (the soak's nodes share it)");
  const only = process.argv.slice(2);
  const chosen = only.length
    ? BENCHMARKS.filter((b) => only.some((word) => b.script.includes(word)))
    : BENCHMARKS;
  if (chosen.length === 0) throw new BenchFailure(`no benchmark matches ${only.join(', ')}`);
  const outcomes: Outcome[] = [];
  for (const benchmark of chosen) {
    console.log(`\n=== ${benchmark.name} (npm run ${benchmark.script}), load average ${load()}`);
    outcomes.push(await run(benchmark));
  }
  console.log('\n=== summary');
  for (const { benchmark, isPassed, lastLine, minutes } of outcomes) {
    console.log(
      `${isPassed ? 'ran   ' : 'FAILED'} ${benchmark.name} (${minutes.toFixed(1)} min): ${lastLine}`,
    );
  }
  const failed = outcomes.filter((outcome) => !outcome.isPassed);
  if (failed.length > 0) {
    throw new BenchFailure(
      `${failed.length} of ${outcomes.length} benchmarks failed: ${failed.map((o) => o.benchmark.name).join(', ')}`,
    );
  }
}

/** Runs one benchmark (what it needs made first, then itself); never throws. */
async function run(benchmark: Benchmark): Promise<Outcome> {
  const started = performance.now();
  if (benchmark.before) {
    const made = await runStep(benchmark, ['--prefix', '..', 'run', '--silent', benchmark.before], {});
    if (!made.isPassed) return { ...made, minutes: (performance.now() - started) / 60_000 };
  }
  const measured = await runStep(benchmark, ['run', '--silent', benchmark.script], benchmark.env ?? {});
  return { ...measured, minutes: (performance.now() - started) / 60_000 };
}

/** One npm command of a benchmark, its output passed through as it comes; never throws. */
async function runStep(
  benchmark: Benchmark,
  npmArgs: string[],
  env: Record<string, string>,
): Promise<Omit<Outcome, 'minutes'>> {
  // Its own process group: npm starts the benchmark, which starts servers, so a stop must reach them all.
  const child = spawn('npm', npmArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...env },
  });
  const stopAll = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const stop = onExit(`stopping ${benchmark.name}`, stopAll);
  let lastLine = '';
  const keepLast = (chunk: Buffer) => {
    const lines = chunk.toString('utf8').trim().split('\n');
    lastLine = lines.at(-1) ?? lastLine;
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    keepLast(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    keepLast(chunk);
  });
  const ended = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  let isPassed = false;
  try {
    isPassed = (await within(benchmark.name, benchmark.deadlineMinutes * 60_000, ended)) === 0;
  } catch (error) {
    lastLine = messageOf(error);
  } finally {
    await stop();
  }
  return { benchmark, isPassed, lastLine };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

runBench(main);
