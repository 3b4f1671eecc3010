// The report as markdown: what was collected, the verdict, every p-value, dieharder's table.
import type { Manifest } from './collection/files';
import { type DieharderLine, type DieharderRun, isFailure } from './dieharder';
import type { AssessedResult, Verdict } from './statistics/verdict';
import { FAMILY_ALPHA, WEAK_TAIL } from './statistics/verdict';

export type Report = {
  readonly manifest: Manifest;
  readonly reportedAt: string;
  /** The whole report, and dieharder's part of it. */
  readonly analysisSeconds: number;
  readonly dieharderSeconds: number;
  readonly verdict: Verdict;
  /** Absent when dieharder was not run. */
  readonly dieharder?: {
    /** On draw-stream.bin, the bytes the draws read. */
    readonly drawStream: readonly DieharderRun[];
    /** On the draw keys' streams read far beyond a draw (collection/key-streams.ts). */
    readonly keyStreams: {
      readonly bytesPerKey: number;
      readonly bytesPerTest: number;
      readonly runs: readonly DieharderRun[];
    };
  };
};

/** The draw battery passes and no dieharder run failed or went wrong. */
export function isReportPass(report: Pick<Report, 'verdict' | 'dieharder'>): boolean {
  const { verdict, dieharder } = report;
  if (!dieharder) return verdict.isPass;
  return (
    verdict.isPass &&
    dieharderFailures(dieharder.drawStream) + dieharderFailures(dieharder.keyStreams.runs) === 0
  );
}

/** dieharder runs that failed, or whose p-values mean nothing (the file rewound, the stream ran out). */
export function dieharderFailures(runs: readonly DieharderRun[]): number {
  return runs.filter((run) => run.status === 'rewound' || (run.status === 'ran' && run.lines.some(isFailure)))
    .length;
}

export function reportMarkdown(report: Report): string {
  const { manifest, verdict } = report;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const lines = [
    `### Collection`,
    '',
    `| | |`,
    `| --- | --- |`,
    `| rounds drawn | ${manifest.draws.toLocaleString('en')} |`,
    `| collected | ${manifest.createdAt}, in ${manifest.wallSeconds} s (beacons signed in ${signingOf(manifest)}) |`,
    `| code | ${manifest.code.commit}${manifest.code.hasLocalChanges ? ' (with local changes)' : ''} |`,
    `| chain's terminating hash | \`${manifest.chain.terminatingHash}\` |`,
    `| chain seed (revealed) | \`${manifest.chain.seed}\` |`,
    `| beacon | ${manifest.beacon.scheme}, public key \`${manifest.beacon.publicKey}\` |`,
    `| beacon secret key (revealed) | \`${manifest.beacon.secretKey}\` |`,
    ...Object.entries(manifest.files).map(
      ([name, file]) => `| ${name} | ${mb(file.bytes)}, SHA-256 \`${file.sha256}\` |`,
    ),
    `| analysed | ${report.reportedAt}, in ${report.analysisSeconds} s (dieharder ${report.dieharderSeconds} s); every row recomputed and found equal |`,
    '',
    `### Verdict`,
    '',
    `${isReportPass(report) ? '**Pass**' : '**FAIL**'}. Draw battery: ${verdict.results.length} p-values, ` +
      `${verdict.failed.length} outside [${verdict.failTail.toExponential(2)}, 1 − ${verdict.failTail.toExponential(2)}] ` +
      `(α = ${FAMILY_ALPHA} over the battery, Bonferroni); ${verdict.weak.length} weak, outside ` +
      `[${WEAK_TAIL}, ${1 - WEAK_TAIL}] (about ${(verdict.results.length * 2 * WEAK_TAIL).toFixed(2)} expected by chance)` +
      (report.dieharder
        ? `; dieharder runs failed or invalid: ${dieharderFailures(report.dieharder.drawStream)} on the draws' ` +
          `bytes, ${dieharderFailures(report.dieharder.keyStreams.runs)} on the draw keys' streams.`
        : '.'),
    '',
    `### Draw tests`,
    '',
    '| test | method | statistic | df | p-value | |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...verdict.results.map(resultRow),
  ];
  if (report.dieharder) {
    const { drawStream, keyStreams } = report.dieharder;
    lines.push(
      '',
      `### dieharder on the bytes the draws read (${manifest.files['draw-stream.bin'].bytes.toLocaleString('en')} bytes, -g 201, no rewinds)`,
      '',
      ...dieharderTable(drawStream),
      '',
      `### dieharder on the draw keys' streams (each key's first ${keyStreams.bytesPerKey.toLocaleString('en')} bytes, ` +
        `key after key, piped: -g 200; about ${(keyStreams.bytesPerTest / 1e6).toFixed(0)} MB a test)`,
      '',
      ...dieharderTable(keyStreams.runs),
    );
  }
  return `${lines.join('\n')}\n`;
}

function signingOf(manifest: Manifest): string {
  const threads = manifest.signingThreads;
  return threads === 0 ? 'the main thread' : `${threads} worker thread${threads === 1 ? '' : 's'}`;
}

function resultRow(result: AssessedResult): string {
  const statistic =
    result.degreesOfFreedom === undefined
      ? `z = ${result.statistic.toFixed(3)}`
      : result.statistic.toFixed(2);
  return `| ${result.name} | ${result.method} | ${statistic} | ${result.degreesOfFreedom ?? ''} | ${formatP(result.pValue)} | ${result.assessment} |`;
}

function dieharderTable(runs: readonly DieharderRun[]): string[] {
  return [
    '| test | ntup | tsamples | psamples | p-value | assessment |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...runs.flatMap((run) => {
      if (run.status === 'too-long') {
        return [
          `| ${run.name} (-d ${run.number}) | | | | | not run: one p-sample needs ${(run.bytesNeeded / 1e6).toFixed(0)} MB |`,
        ];
      }
      if (run.status !== 'ran')
        return [`| ${run.name} (-d ${run.number}) | | | | | INVALID: ${run.status} |`];
      return run.lines.map(
        (line) =>
          `| ${line.test} (-d ${run.number}) | ${line.ntuple} | ${line.tsamples} | ${line.psamples} | ${line.pValue.toFixed(8)} | ${assessmentOf(line)} |`,
      );
    }),
  ];
}

function assessmentOf(line: DieharderLine): string {
  if (line.assessment !== 'FAILED' || isFailure(line)) return line.assessment;
  return 'FAILED by dieharder, near 1: not counted (§4)';
}

function formatP(pValue: number): string {
  return pValue < 1e-4 ? pValue.toExponential(3) : pValue.toFixed(4);
}
