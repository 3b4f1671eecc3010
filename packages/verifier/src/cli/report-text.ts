// The command's report, in plain English: what was checked, how the rounds were decided, a loud warning when
// any were decided by the site's own stand-in beacon, and the verdict with the first discrepancy.
import { describeDiscrepancy } from '../discrepancy';
import type { VerifyReport } from '../verify';

const count = (value: number) => value.toLocaleString('en-US');
const rounds = (value: number) => `${count(value)} round${value === 1 ? '' : 's'}`;

export function reportText(report: VerifyReport): string {
  const counts = report.rounds;
  const beacons = [
    counts.quicknet > 0 ? `${count(counts.quicknet)} by drand quicknet (its key pinned here)` : null,
    counts.standIn > 0 ? `${count(counts.standIn)} by the SITE'S OWN STAND-IN beacon` : null,
    counts.beforeBeacons > 0 ? `${count(counts.beforeBeacons)} before beacons (round hash alone)` : null,
  ].filter((line): line is string => line !== null);
  const lines = [
    `fair28-verify: ${report.source}`,
    `  chains      ${count(report.chains)} listed; ${count(report.seedsChecked)} spent, each rebuilt from its revealed seed`,
    `  rounds      ${count(counts.checked)} checked: ${count(counts.drawn)} drawn, ${count(counts.voided)} voided`,
    `  decided     ${beacons.length > 0 ? beacons.join('; ') : 'no drawn rounds'}`,
    `  statistics  ${report.isStatisticsMatched ? "match the rounds' totals" : 'not compared'}`,
    `  time        ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ];
  if (counts.standIn > 0) {
    lines.push(
      '',
      `WARNING: ${rounds(counts.standIn)} decided by the site's own stand-in beacon (chain ${report.standInChainHash}).`,
      "Its signatures prove only that the operator's own key signed them: the operator could have known",
      'those results before betting closed. Only rounds decided by quicknet rest on randomness nobody knew.',
    );
  }
  lines.push(
    '',
    report.discrepancy
      ? `DISCREPANCY ${describeDiscrepancy(report.discrepancy)}`
      : 'PASS: every chain, round, beacon and figure checks.',
  );
  return `${lines.join('\n')}\n`;
}
