// Prometheus from Debian's package, unprivileged in a folder of its own, scraping the cluster's metrics
// listeners with the repository's deploy/prometheus.yml and alerts.yml. Only their time is compressed
// for a test: scrapes and rule evaluations every second, and each minute of an alert's `for:` a second.
// The rules' expressions and thresholds are the repository's, untouched.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../../packages/server/src/test/processes';
import { waitFor } from './waiting';

const PROMETHEUS = '/usr/bin/prometheus';
const EVERY = '1s';

/** An alert as /api/v1/alerts lists it: pending (its `for:` not yet over) or firing. */
export type ActiveAlert = {
  labels: Record<string, string> & { alertname: string };
  state: 'pending' | 'firing';
  activeAt: string;
  /** The expression's value when last evaluated. */
  value: string;
};

export type Prometheus = {
  origin: string;
  /** The alerts pending or firing now (a resolved alert is no longer listed). */
  alerts(): Promise<ActiveAlert[]>;
  /** An instant query's samples: each series' labels and value. */
  query(expression: string): Promise<Array<{ labels: Record<string, string>; value: number }>>;
  stop(): Promise<void>;
};

const deployFile = (file: string) => readFile(path.join(repoRoot, 'deploy/prometheus', file), 'utf8');

/** Replaces every match of `pattern`, which must match `count` times: a changed repository file fails loudly. */
function replaceCounted(text: string, pattern: RegExp, count: number, replacement: string, what: string) {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count) throw new Error(`deploy/prometheus: expected ${count} × ${what}, found ${found}`);
  return text.replace(pattern, replacement);
}

/** prometheus.yml with these scrape targets, scraping and evaluating every second, sending alerts nowhere. */
export async function prometheusConfig(targets: readonly string[]): Promise<string> {
  let config = await deployFile('prometheus.yml');
  config = replaceCounted(config, /^alerting:\n(?:[ #].*\n|\n)*/m, 1, '', 'an alerting block');
  config = replaceCounted(
    config,
    /^( +)(scrape|evaluation)_interval: \w+$/gm,
    3,
    `$1$2_interval: ${EVERY}`,
    'an interval',
  );
  config = replaceCounted(
    config,
    /^( +)scrape_timeout: \w+$/gm,
    1,
    `$1scrape_timeout: ${EVERY}`,
    'a timeout',
  );
  const listed = targets.map((target) => `'${target}'`).join(', ');
  return replaceCounted(config, /^( +)- targets: \[.*\]$/gm, 1, `$1- targets: [${listed}]`, 'a target list');
}

/** alerts.yml with each `for:` sixty times shorter (2m becomes 2s, 1h becomes 1m). */
export async function compressedAlertRules(): Promise<string> {
  const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600 };
  const rules = await deployFile('alerts.yml');
  return rules.replace(/^( +)for: (\d+)([smh])$/gm, (_line, indent: string, amount: string, unit: string) => {
    const seconds = Math.max(1, Math.round((Number(amount) * (unitSeconds[unit] ?? 0)) / 60));
    return `${indent}for: ${seconds}s`;
  });
}

export async function startPrometheus(targets: readonly string[]): Promise<Prometheus> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fair28-prometheus-'));
  const port = await freePort();
  // The configuration names its rules file `alerts.yml`, beside it.
  await writeFile(path.join(dir, 'prometheus.yml'), await prometheusConfig(targets));
  await writeFile(path.join(dir, 'alerts.yml'), await compressedAlertRules());
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${dir}/prometheus.yml`,
      `--storage.tsdb.path=${dir}/data`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  // A run cut short (a deadline, an interrupted test run) must not leave Prometheus behind.
  const killNow = () => {
    child.kill('SIGKILL');
  };
  process.once('exit', killNow);
  const origin = `http://127.0.0.1:${port}`;
  const api = async <T>(route: string): Promise<T> => {
    const response = await fetch(`${origin}${route}`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`Prometheus ${route}: ${body.error ?? response.status}`);
    return body.data;
  };
  await waitFor(`Prometheus on ${origin}`, 30_000, async () => {
    if (child.exitCode !== null) throw new Error(`Prometheus exited: ${output}`);
    return fetch(`${origin}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
  }).catch((error: unknown) => {
    killNow();
    throw error;
  });
  return {
    origin,
    alerts: async () => (await api<{ alerts: ActiveAlert[] }>('/api/v1/alerts')).alerts,
    async query(expression) {
      const data = await api<{ result: Array<{ metric: Record<string, string>; value: [number, string] }> }>(
        `/api/v1/query?query=${encodeURIComponent(expression)}`,
      );
      return data.result.map((sample) => ({ labels: sample.metric, value: Number(sample.value[1]) }));
    },
    async stop() {
      process.off('exit', killNow);
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
