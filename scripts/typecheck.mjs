// `npm run typecheck`: every TypeScript project of the repository checked by tsc, as many at a time as the
// machine has cores (one after another, the nine took a minute and a half of one core on two). Each
// project's errors are printed whole, after it ends, so two projects' output never interleaves.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// Every workspace of package.json (a trailing `/*` is each folder in it), then the two folders of tooling.
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = [
  ...workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  ),
  'scripts',
  'reliability',
];

// Each project's last check, kept where npm ci starts afresh: tsc checks again only what changed since
// (the server's check took a minute on a busy two-core machine, unchanged five seconds).
const buildInfoFolder = path.join(root, 'node_modules/.cache/typecheck');

function check(project) {
  const buildInfo = path.join(buildInfoFolder, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo],
      { cwd: root, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        resolve({ project, isClean: !error, output: `${stdout}${stderr}`.trim() });
      },
    );
  });
}

const pending = [...projects];
const failed = [];
async function worker() {
  for (let project = pending.shift(); project; project = pending.shift()) {
    const result = await check(project);
    console.log(`${result.isClean ? 'ok    ' : 'FAILED'} ${project}`);
    if (!result.isClean) {
      console.log(result.output);
      failed.push(project);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
if (failed.length > 0) {
  console.error(
    `typecheck: ${failed.length} of ${projects.length} projects have errors: ${failed.join(', ')}`,
  );
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
