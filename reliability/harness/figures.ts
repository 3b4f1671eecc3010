// The figures the suites print and check: how often each value came, and percentiles of timings.

/** How many times each value occurs, keyed by its text. */
export function tally(values: readonly (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

/** The p-th percentile (0–100) of the values, by rank; 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}
