// The command's report, in plain English: what was checked, how the rounds were decided, a loud warning when
// any were decided by the site's own stand-in beacon, and the verdict with the first discrepancy.
import { describeDiscrepancy } from '../discrepancy';
import type { VerifyReport } from '../verify';

const count = (value: number) => value.toLocaleString('en-US');

export function reportText(report: VerifyReport): string {
  const { rounds } = report;
  const beacons = [
    rounds.quicknet > 0 ? `${count(rounds.quicknet)} by drand quicknet (its key pinned here)` : null,
    rounds.standIn > 0 ? `${count(rounds.standIn)} by the SITE'S OWN STAND-IN beacon` : null,
    rounds.beforeBeacons > 0 ? `${count(rounds.beforeBeacons)} before beacons (round hash alone)` : null,
  ].filter((line): line is string => line !== null);
  const lines = [
    `fair28-verify: ${report.source}`,
    `  chains      ${count(report.chains)} listed; ${count(report.seedsChecked)} spent, each rebuilt from its revealed seed`,
    `  rounds      ${count(rounds.checked)} checked: ${count(rounds.drawn)} drawn, ${count(rounds.voided)} voided`,
    `  decided     ${beacons.length > 0 ? beacons.join('; ') : 'no drawn rounds'}`,
    `  statistics  ${report.isStatisticsMatched ? "match the rounds' totals" : 'not compared'}`,
    `  time        ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ];
  if (rounds.standIn > 0) {
    lines.push(
      '',
      `WARNING: ${count(rounds.standIn)} rounds were decided by the site's own stand-in beacon (chain ${report.standInChainHash}).`,
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
