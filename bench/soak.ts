// The soak's bets against their target: runs the reliability suite's soak (two nodes behind nginx, 30
// players betting through nginx every 150 ms, top-ups and withdrawals, 1,000 room sockets with chat; see
// docs/RELIABILITY.md) and prints each 30 s window's bet p99 against 150 ms, and its ratio to the
// yardstick the soak measures on the same cluster right after: the same bets with nothing else running.
// Usage (PostgreSQL and Redis as the reliability suites need them):
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:soak -w @fair28/bench -- [minutes]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BenchFailure, count, ownChild, runBench, within } from './deadlines';

/** Every window after the first (which warms up) must answer 99 % of its bets within this. */
const TARGET_P99_MS = 150;
/** Setting up the cluster and players, the yardstick, the books' audit, and stopping. */
const OVERHEAD_MS = 12 * 60_000;

type Figures = { bets: number; p50: number; p99: number };

const repoRoot = path.resolve(import.meta.dirname, '..');
const FIGURES = /: (\d+) bets, p50 (\d+) ms, p99 (\d+) ms/;

function figuresOf(line: string): Figures | undefined {
  const match = FIGURES.exec(line);
  return match ? { bets: Number(match[1]), p50: Number(match[2]), p99: Number(match[3]) } : undefined;
}

async function main() {
  const minutes = Number(process.argv[2] ?? process.env.SOAK_MINUTES ?? 3);
  if (!(minutes >= 1.5)) throw new BenchFailure('the soak needs at least 1.5 minutes (three windows)');
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new BenchFailure('DATABASE_URL (PostgreSQL) and REDIS_URL (Redis) are needed, as for the soak');
  const windows: Figures[] = [];
  let yardstick: Figures | undefined;
  let output = '';
  const child = ownChild(
    spawn(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'reliability/vitest.config.ts',
        'soak',
        '-t',
        'keeps memory flat and p99 steady',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, SOAK_MINUTES: String(minutes) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
    'the soak',
  );
  let tail = '';
  const read = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4_000);
    output += chunk.toString('utf8');
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('[soak]')) continue;
      console.log(line.trim());
      const figures = figuresOf(line);
      if (figures && /\[soak\] window \d+:/.test(line)) windows.push(figures);
      if (figures && line.includes('[soak] yardstick')) yardstick = figures;
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4_000);
  });
  const code = await within(
    `the ${minutes}-minute soak`,
    minutes * 60_000 + OVERHEAD_MS,
    new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    }),
    () => `${windows.length} windows done`,
  );

  console.log(`\nbet p99 per 30 s window (target ≤ ${TARGET_P99_MS} ms after the first, which warms up)`);
  const ratio = (p99: number) =>
    yardstick && yardstick.p99 > 0 ? `${(p99 / yardstick.p99).toFixed(2)}x` : '—';
  for (const [index, window] of windows.entries()) {
    const verdict = index === 0 ? 'warm-up' : window.p99 <= TARGET_P99_MS ? 'met' : 'NOT MET';
    console.log(
      `  window ${index + 1}: ${count(window.bets)} bets, p50 ${window.p50} ms, p99 ${window.p99} ms (${ratio(window.p99)} the yardstick's), ${verdict}`,
    );
  }
  if (yardstick)
    console.log(
      `  yardstick, the same bets with nothing else: ${count(yardstick.bets)} bets, p50 ${yardstick.p50} ms, p99 ${yardstick.p99} ms`,
    );
  if (code !== 0) throw new BenchFailure(`the soak failed (exit ${code}); its last output:\n${tail}`);
  if (windows.length < 3 || !yardstick) throw new BenchFailure('the soak printed no windows or no yardstick');
  const missed = windows.slice(1).filter((window) => window.p99 > TARGET_P99_MS);
  if (missed.length > 0)
    throw new BenchFailure(`${missed.length} of ${windows.length - 1} windows over ${TARGET_P99_MS} ms`);
  console.log(`every window after the warm-up within ${TARGET_P99_MS} ms`);
}

runBench(main);
