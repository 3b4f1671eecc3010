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
import { CollectionChecker } from './collection/verify-collection';
import { runDieharder } from './dieharder';
import { dieharderFailures, type Report, reportMarkdown } from './report-markdown';
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

async function tallyOutcomes(directory: string, manifest: Manifest): Promise<DrawTally> {
  const checker = new CollectionChecker(manifest, readFileSync(path.join(directory, STREAM_FILE)));
  const tally = new DrawTally();
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
    if (row.round % 100_000 === 0) console.error(`${row.round} rounds checked and counted`);
  }
  checker.finish();
  return tally;
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
  const verdict = judge(drawTests(await tallyOutcomes(directory, manifest)));
  const dieharder = values['no-dieharder']
    ? undefined
    : await runDieharder(path.join(directory, STREAM_FILE), (run) =>
        console.error(`dieharder -d ${run.number}: ${run.status}`),
      );
  const report: Report = {
    manifest,
    reportedAt: new Date().toISOString(),
    analysisSeconds: Math.round((performance.now() - started) / 100) / 10,
    verdict,
    ...(dieharder ? { dieharder } : {}),
  };
  writeFileSync(path.join(directory, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(directory, 'report.md'), reportMarkdown(report));
  const isPass = verdict.isPass && (!dieharder || dieharderFailures(dieharder) === 0);
  console.log(`${isPass ? 'pass' : 'FAIL'}: ${path.join(directory, 'report.md')}`);
  return isPass;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
}
