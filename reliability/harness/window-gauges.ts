// Where a soak window's time went, beside the bets' latency the players measured: this process's own
// event-loop delay (a timer that fires late adds to every latency it measures), each node's view of the
// same calls (its http duration histogram, from /metrics) and its event-loop delay, the CPU each used, and
// the machine's load average. Read at each window's end; every figure is of that window alone.

import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ClusterNode } from './cluster';

/** A node's window, or null when its metrics were not read at the window's start or end. */
export type NodeWindow = {
  /** Calls of the route the node answered in the window, and its p99 as the bucket bound it fell under. */
  calls: number;
  p99UpToMs: number;
  /** The node's event-loop delay p99 and its CPU use (seconds of CPU per second). */
  loopP99Ms: number;
  cpu: number;
};

export type WindowGauges = {
  /** This process's event-loop delay: its p99 and max, and its CPU use. */
  loopP99Ms: number;
  loopMaxMs: number;
  cpu: number;
  load: number;
  nodes: Array<NodeWindow | null>;
};

type Scrape = { buckets: Array<[number, number]>; cpuSeconds: number; loopP99Ms: number };

const labelsOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));

async function scrape(node: ClusterNode, route: string): Promise<Scrape> {
  const response = await fetch(`http://${node.metricsTarget}/metrics`, {
    signal: AbortSignal.timeout(5_000),
  });
  const result: Scrape = { buckets: [], cpuSeconds: 0, loopP99Ms: 0 };
  for (const line of (await response.text()).split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const [, name, labels = '', value] = match;
    if (name === 'fair28_http_request_duration_seconds_bucket') {
      const { le, route: of } = labelsOf(labels);
      if (of === route) result.buckets.push([le === '+Inf' ? Infinity : Number(le), Number(value)]);
    } else if (name === 'fair28_process_cpu_seconds_total') result.cpuSeconds = Number(value);
    // prom-client resets its event-loop histogram at each scrape: this is the window's since the last.
    else if (name === 'fair28_nodejs_eventloop_lag_p99_seconds') result.loopP99Ms = Number(value) * 1000;
  }
  return result;
}

/** The p99 of a window's calls as the upper bound of the histogram bucket it falls in. */
function bucketP99(before: Scrape['buckets'], after: Scrape['buckets']): { calls: number; upToMs: number } {
  const counts = after.map(
    ([le, count]) => [le, count - (before.find(([b]) => b === le)?.[1] ?? 0)] as const,
  );
  const calls = counts.at(-1)?.[1] ?? 0;
  const bound = counts.find(([, count]) => count >= calls * 0.99)?.[0] ?? Infinity;
  return { calls, upToMs: bound * 1000 };
}

/** Starts measuring; `read()` gives the figures since the last read (or the start) and starts anew. */
export async function windowGauges(nodes: readonly ClusterNode[], route: string) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpuAt = process.cpuUsage();
  let at = performance.now();
  let scrapes = await Promise.all(nodes.map((node) => scrape(node, route)));
  return {
    async read(): Promise<WindowGauges> {
      const seconds = (performance.now() - at) / 1000;
      const cpu = process.cpuUsage(cpuAt);
      const loop = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
      const next = await Promise.all(nodes.map((node) => scrape(node, route)));
      const figures: WindowGauges = {
        loopP99Ms: loop.p99,
        loopMaxMs: loop.max,
        cpu: (cpu.user + cpu.system) / 1e6 / seconds,
        load: loadavg()[0] ?? 0,
        nodes: next.map((after, index) => {
          const before = scrapes[index];
          if (!before || !after) return null;
          const { calls, upToMs } = bucketP99(before.buckets, after.buckets);
          const cpuSeconds = after.cpuSeconds - before.cpuSeconds;
          return { calls, p99UpToMs: upToMs, loopP99Ms: after.loopP99Ms, cpu: cpuSeconds / seconds };
        }),
      };
      delay.reset();
      cpuAt = process.cpuUsage();
      at = performance.now();
      scrapes = next;
      return figures;
    },
    stop: () => delay.disable(),
  };
}

/** One line of a window's gauges, for the soak's log. */
export function describeGauges(gauges: WindowGauges): string {
  const nodes = gauges.nodes.map((node, index) =>
    node === null
      ? `node ${String.fromCharCode(65 + index)} metrics not read`
      : `node ${String.fromCharCode(65 + index)} ${node.calls} bets p99 ≤ ${node.p99UpToMs} ms, loop p99 ${node.loopP99Ms.toFixed(0)} ms, cpu ${node.cpu.toFixed(2)}`,
  );
  return `test process loop p99 ${gauges.loopP99Ms.toFixed(0)} ms (max ${gauges.loopMaxMs.toFixed(0)}), cpu ${gauges.cpu.toFixed(2)}; ${nodes.join('; ')}; load ${gauges.load.toFixed(1)}`;
}
