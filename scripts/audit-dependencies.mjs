#!/usr/bin/env node
// `npm audit --omit=dev`, read: fails (exit 1) on any high or critical advisory in what production installs,
// prints the counts by severity; exits 3, saying so, when the registry gives no advisory report (offline, or
// a registry without the audit endpoint), so CI can tell "not checked" from "clean".
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? (run.stderr.trim() || 'no report');
  console.error(`npm audit --omit=dev: no advisory report from the registry (${why})`);
  process.exit(3);
}
const summary = ['critical', 'high', 'moderate', 'low', 'info'].map(
  (level) => `${level} ${counts[level] ?? 0}`,
);
console.log(`npm audit --omit=dev: ${summary.join(', ')}`);
process.exit((counts.critical ?? 0) + (counts.high ?? 0) > 0 ? 1 : 0);
