// Debian's dieharder (3.31.1) over raw bytes, two ways. On a file (-g 201) that must never rewind: a test
// that reread the file would count the same bytes twice and its p-value would mean nothing, so each test
// gets as many p-samples as the file holds (at most 100) and one that needs more than the whole file is not
// run. On a stream piped to its standard input (-g 200), which never rewinds: each test reads on from where
// the previous one stopped, so no two tests share a byte.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { statSync } from 'node:fs';

export const DIEHARDER = '/usr/bin/dieharder';
const MAX_PSAMPLES = 100;
/** Slack for dieharder's read-ahead, beyond what its tests draw. */
const READ_AHEAD_BYTES = 1 << 20;

type DieharderTest = {
  readonly number: number;
  readonly name: string;
  /** -n, for the tests that need it. */
  readonly ntuple?: number;
  readonly bytesPerPsample: number;
};

/**
 * A test run once per n-tuple, as dieharder -a runs it: rgb_bitdist needs one given (1 to 12 bits), and
 * rgb_minimum_distance's default (0) is unsound (on /dev/urandom it gave 0.00026 at -p 5; at -n 2 and 3,
 * 0.80 and 0.65 at -p 25), so both run at -a's n-tuples.
 */
function perNtuple(
  number: number,
  name: string,
  ntuples: readonly number[],
  bytesPerPsample: (ntuple: number) => number,
): DieharderTest[] {
  return ntuples.map((ntuple) => ({
    number,
    name: `${name} -n ${ntuple}`,
    ntuple,
    bytesPerPsample: bytesPerPsample(ntuple),
  }));
}

/**
 * Bytes each test reads per p-sample at its default t-samples: measured by feeding dieharder 3.31.1 on
 * stdin (-g 200) and counting what it took at -p 2 and -p 4. Besides a test's own draws dieharder reads
 * about 4 MiB every p-sample. Test 14 (diehard_sums) is left out, as dieharder itself marks it "Do Not Use".
 */
export const DIEHARDER_TESTS: readonly DieharderTest[] = [
  { number: 0, name: 'diehard_birthdays', bytesPerPsample: 4_161_536 },
  { number: 1, name: 'diehard_operm5', bytesPerPsample: 7_995_392 },
  { number: 2, name: 'diehard_rank_32x32', bytesPerPsample: 9_109_504 },
  { number: 3, name: 'diehard_rank_6x8', bytesPerPsample: 6_389_760 },
  { number: 4, name: 'diehard_bitstream', bytesPerPsample: 5_046_272 },
  { number: 5, name: 'diehard_opso', bytesPerPsample: 12_386_304 },
  { number: 6, name: 'diehard_oqso', bytesPerPsample: 9_601_024 },
  { number: 7, name: 'diehard_dna', bytesPerPsample: 6_619_136 },
  { number: 8, name: 'diehard_count_1s_str', bytesPerPsample: 4_259_840 },
  { number: 9, name: 'diehard_count_1s_byt', bytesPerPsample: 9_109_504 },
  { number: 10, name: 'diehard_parking_lot', bytesPerPsample: 4_096_000 },
  { number: 11, name: 'diehard_2dsphere', bytesPerPsample: 4_063_232 },
  { number: 12, name: 'diehard_3dsphere', bytesPerPsample: 4_063_232 },
  { number: 13, name: 'diehard_squeeze', bytesPerPsample: 13_238_272 },
  { number: 15, name: 'diehard_runs', bytesPerPsample: 4_390_912 },
  { number: 16, name: 'diehard_craps', bytesPerPsample: 9_404_416 },
  { number: 17, name: 'marsaglia_tsang_gcd', bytesPerPsample: 83_984_384 },
  { number: 100, name: 'sts_monobit', bytesPerPsample: 4_390_912 },
  { number: 101, name: 'sts_runs', bytesPerPsample: 4_390_912 },
  { number: 102, name: 'sts_serial', bytesPerPsample: 4_390_912 },
  ...perNtuple(200, 'rgb_bitdist', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], (n) => 3_990_000 + 805_000 * n),
  ...perNtuple(201, 'rgb_minimum_distance', [2, 3, 4, 5], () => 4_250_000),
  { number: 202, name: 'rgb_permutations', bytesPerPsample: 5_996_544 },
  { number: 203, name: 'rgb_lagged_sum', bytesPerPsample: 7_995_392 },
  { number: 204, name: 'rgb_kstest_test', bytesPerPsample: 4_030_464 },
  { number: 205, name: 'dab_bytedistrib', bytesPerPsample: 618_397_696 },
  { number: 206, name: 'dab_dct', bytesPerPsample: 55_214_080 },
  { number: 207, name: 'dab_filltree', bytesPerPsample: 455_999_488 },
  { number: 208, name: 'dab_filltree2', bytesPerPsample: 120_881_152 },
  { number: 209, name: 'dab_monobit2', bytesPerPsample: 264_011_776 },
];

/** One line of dieharder's table; a test may print several (one per n-tuple or variant). */
export type DieharderLine = {
  readonly test: string;
  readonly ntuple: number;
  readonly tsamples: number;
  readonly psamples: number;
  readonly pValue: number;
  /** dieharder's own: WEAK outside [0.005, 0.995], FAILED outside [1e-6, 1 − 1e-6]. */
  readonly assessment: 'PASSED' | 'WEAK' | 'FAILED';
};

type TestName = Pick<DieharderTest, 'number' | 'name'>;
export type DieharderRun = TestName &
  (
    | { readonly status: 'ran'; readonly bytesRead: number; readonly lines: DieharderLine[] }
    | { readonly status: 'too-long'; readonly bytesNeeded: number }
    | { readonly status: 'rewound' | 'ran-out'; readonly output: string }
  );

/**
 * P-samples for a test given `bytes` for it: as many as fit, at most 100. Two become one: dieharder's
 * Kolmogorov–Smirnov step over two p-values is unsound (on /dev/urandom it gave 1.00000000, FAILED, in two
 * runs of three), while with one p-sample it reports that test's own p-value.
 */
export function psamplesFor(bytes: number, bytesPerPsample: number): number {
  const fit = Math.min(MAX_PSAMPLES, Math.floor((bytes - READ_AHEAD_BYTES) / bytesPerPsample));
  return fit === 2 ? 1 : Math.max(fit, 0);
}

/**
 * A FAILED line counts against the generator only in the lower tail (p < 1e-6: the data stray from the
 * test's model). dieharder's p-values near 1 are no evidence: they are not uniform there even for
 * /dev/urandom (sts_serial at 22 p-samples gave 4 lines of 180 above 0.9999, one at 0.99999911, where
 * 0.02 are expected; docs/RNG-REPORT.md §4).
 */
export function isFailure(line: DieharderLine): boolean {
  return line.assessment === 'FAILED' && line.pValue < 0.5;
}

const TABLE_LINE = /^\s*(\w+)\|\s*(\d+)\|\s*(\d+)\|\s*(\d+)\|\s*([0-9.]+)\|\s*(PASSED|WEAK|FAILED)\s*$/;

export function parseDieharderOutput(output: string): DieharderLine[] {
  return output.split('\n').flatMap((line) => {
    const match = TABLE_LINE.exec(line);
    if (!match) return [];
    const [, test = '', ntuple, tsamples, psamples, pValue, assessment] = match;
    return [
      {
        test,
        ntuple: Number(ntuple),
        tsamples: Number(tsamples),
        psamples: Number(psamples),
        pValue: Number(pValue),
        assessment: assessment as DieharderLine['assessment'],
      },
    ];
  });
}

/** Runs dieharder, feeding its standard input from `input` until it has read enough; its output, and bytes sent. */
async function runDieharderOn(
  args: string[],
  input?: Iterator<Uint8Array>,
): Promise<{ output: string; bytesSent: number }> {
  const child = spawn(DIEHARDER, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (data) => {
    output += data;
  });
  child.stderr?.on('data', (data) => {
    output += data;
  });
  const closed = once(child, 'close');
  let bytesSent = 0;
  const { stdin } = child;
  if (input && stdin) {
    let isReading = true;
    // dieharder closes its input once a test has what it needs: the next write then fails, as it should.
    const stopped = new Promise<void>((resolve) => {
      const stop = () => {
        isReading = false;
        resolve();
      };
      stdin.once('error', stop);
      child.once('close', stop);
    });
    while (isReading) {
      const chunk = input.next();
      if (chunk.done) {
        stdin.end();
        break;
      }
      bytesSent += chunk.value.length;
      if (!stdin.write(chunk.value)) {
        await Promise.race([new Promise((resolve) => stdin.once('drain', resolve)), stopped]);
      }
    }
  }
  await closed;
  return { output, bytesSent };
}

function testArgs(test: DieharderTest, psamples: number): string[] {
  const ntuple = test.ntuple === undefined ? [] : ['-n', String(test.ntuple)];
  return ['-d', String(test.number), ...ntuple, '-p', String(psamples)];
}

function runOf(test: TestName, output: string, bytesRead: number): DieharderRun {
  if (/rewound/.test(output)) return { ...test, status: 'rewound', output };
  const lines = parseDieharderOutput(output);
  return lines.length > 0
    ? { ...test, status: 'ran', bytesRead, lines }
    : { ...test, status: 'ran-out', output };
}

/** Every test on `file`, each from its start, each with as many p-samples as the file holds. */
export async function runDieharderOnFile(
  file: string,
  onTest: (run: DieharderRun) => void = () => {},
): Promise<DieharderRun[]> {
  const fileBytes = statSync(file).size;
  const runs: DieharderRun[] = [];
  for (const test of DIEHARDER_TESTS) {
    const psamples = psamplesFor(fileBytes, test.bytesPerPsample);
    const args = ['-g', '201', '-f', file, ...testArgs(test, psamples)];
    const run =
      psamples === 0
        ? { ...test, status: 'too-long' as const, bytesNeeded: test.bytesPerPsample + READ_AHEAD_BYTES }
        : runOf(test, (await runDieharderOn(args)).output, psamples * test.bytesPerPsample);
    onTest(run);
    runs.push(run);
  }
  return runs;
}

/**
 * Every test on its own part of a long stream, each given about `bytesPerTest` (at least one p-sample, at
 * most 100). The parts are laid end to end by what each test is planned to read plus dieharder's
 * read-ahead, so no two tests share a byte and every run reads the same bytes: `streamFrom(offset)` gives
 * the stream from that byte on.
 */
export async function runDieharderOnStream(
  streamFrom: (offset: number) => Iterator<Uint8Array>,
  bytesPerTest: number,
  onTest: (run: DieharderRun) => void = () => {},
): Promise<DieharderRun[]> {
  const runs: DieharderRun[] = [];
  let offset = 0;
  for (const test of DIEHARDER_TESTS) {
    const psamples = Math.max(1, psamplesFor(bytesPerTest + READ_AHEAD_BYTES, test.bytesPerPsample));
    const args = ['-g', '200', ...testArgs(test, psamples)];
    const { output, bytesSent } = await runDieharderOn(args, streamFrom(offset));
    const run = runOf(test, output, bytesSent);
    onTest(run);
    runs.push(run);
    offset += psamples * test.bytesPerPsample + 2 * READ_AHEAD_BYTES;
  }
  return runs;
}
