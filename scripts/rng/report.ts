// `npm run rng:report -- DIR [--no-dieharder]`: checks a collection (npm run rng:collect) against its
// manifest and the production code, runs the draw tests on its outcomes and dieharder on its raw stream,
// and writes report.md and report.json beside it. Exits 1 when the battery fails.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  MANIFEST_FILE,
  type Manifest,
  OUTCOMES_FILE,
  parseOutcomeLine,
  STREAM_FILE,
  ZManifest,
} from './collection/files';
import { drawKeyStreams } from './collection/key-streams';
import { CollectionChecker } from './collection/verify-collection';
import { type DieharderRun, runDieharderOnFile, runDieharderOnStream } from './dieharder';
import { isReportPass, type Report, reportMarkdown } from './report-markdown';
import { DrawTally } from './statistics/draw-tally';
import { drawTests } from './statistics/draw-tests';
import { judge } from './statistics/verdict';

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

async function assertFilesMatch(directory: string, manifest: Manifest): Promise<void> {
  for (const [name, expected] of Object.entries(manifest.files)) {
    if ((await sha256OfFile(path.join(directory, name))) !== expected.sha256) {
      throw new Error(`${name} is not the file the manifest hashed`);
    }
  }
}

/** Each draw key's stream is read this far for dieharder's long run: 512 HMAC blocks. */
const BYTES_PER_KEY = 16 * 1024;
/** About what each dieharder test reads of the keys' streams: 10 to 25 p-samples of the short tests. */
const BYTES_PER_TEST = 100_000_000;

async function tallyOutcomes(
  directory: string,
  manifest: Manifest,
): Promise<{ tally: DrawTally; drawKeys: string[] }> {
  const checker = new CollectionChecker(manifest, readFileSync(path.join(directory, STREAM_FILE)));
  const tally = new DrawTally();
  const drawKeys: string[] = [];
  const lines = createInterface({ input: createReadStream(path.join(directory, OUTCOMES_FILE)) });
  let isHeader = true;
  for await (const line of lines) {
    if (isHeader) {
      isHeader = false;
      continue;
    }
    const row = parseOutcomeLine(line);
    checker.check(row);
    tally.add(row);
    drawKeys.push(row.drawKey);
    if (row.round % 100_000 === 0) console.error(`${row.round} rounds checked and counted`);
  }
  checker.finish();
  return { tally, drawKeys };
}

async function runDieharder(
  directory: string,
  drawKeys: readonly string[],
): Promise<NonNullable<Report['dieharder']>> {
  const log = (run: DieharderRun) => console.error(`dieharder ${run.name}: ${run.status}`);
  const drawStream = await runDieharderOnFile(path.join(directory, STREAM_FILE), log);
  const keyStreams = await runDieharderOnStream(
    (offset) => drawKeyStreams(drawKeys, BYTES_PER_KEY, offset),
    BYTES_PER_TEST,
    log,
  );
  return {
    drawStream,
    keyStreams: { bytesPerKey: BYTES_PER_KEY, bytesPerTest: BYTES_PER_TEST, runs: keyStreams },
  };
}

async function main(): Promise<boolean> {
  const { values, positionals } = parseArgs({
    options: { 'no-dieharder': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [directory] = positionals;
  if (!directory) throw new Error('Usage: npm run rng:report -- DIR [--no-dieharder]');
  const started = performance.now();
  const manifest = ZManifest.parse(JSON.parse(readFileSync(path.join(directory, MANIFEST_FILE), 'utf8')));
  await assertFilesMatch(directory, manifest);
  const { tally, drawKeys } = await tallyOutcomes(directory, manifest);
  const verdict = judge(drawTests(tally));
  const counted = performance.now();
  const dieharder = values['no-dieharder'] ? undefined : await runDieharder(directory, drawKeys);
  const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;
  const report: Report = {
    manifest,
    reportedAt: new Date().toISOString(),
    analysisSeconds: seconds(started),
    dieharderSeconds: seconds(counted),
    verdict,
    ...(dieharder ? { dieharder } : {}),
  };
  writeFileSync(path.join(directory, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(directory, 'report.md'), reportMarkdown(report));
  const isPass = isReportPass(report);
  console.log(`${isPass ? 'pass' : 'FAIL'}: ${path.join(directory, 'report.md')}`);
  return isPass;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
}
