// First-load JavaScript of the player app (gzip): the entry chunk and everything index.html preloads,
// as a ratio to a bare build of the same libraries in one chunk, both built in this run. Target ≤ 1.0×.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BenchFailure, onExit, runBench, within } from './deadlines';

/** A build of the player app takes seconds; only a stuck one reaches this. */
const BUILD_MS = 5 * 60_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../packages/web');

type Measured = { files: Array<{ file: string; gzip: number }>; total: number; lazyChunks: number };

/** The scripts index.html loads before anything renders: its module entry and its modulepreloads. */
function firstLoad(outDir: string): Measured {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files = [...new Set(sources)].map((src) => {
    const file = path.join(outDir, src.replace(/^\.?\//, ''));
    return { file: path.relative(outDir, file), gzip: gzipSync(readFileSync(file), { level: 9 }).length };
  });
  if (files.length === 0) throw new BenchFailure(`${path.join(outDir, 'index.html')} loads no script`);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0), lazyChunks: 0 };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function outDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  onExit(`removing ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function main() {
  const appOut = await outDir('fair28-app-');
  const baseOut = await outDir('fair28-baseline-');

  const appBuild = await within(
    'building the player app',
    BUILD_MS,
    build({ root: webRoot, logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true } }),
  );
  await within(
    'building the bare baseline',
    BUILD_MS,
    build({
      root: path.join(here, 'first-load-baseline'),
      configFile: false,
      logLevel: 'warn',
      base: './',
      plugins: [react()],
      build: { outDir: baseOut, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
    }),
  );

  const app = firstLoad(appOut);
  const baseline = firstLoad(baseOut);
  const outputs = (Array.isArray(appBuild) ? appBuild : [appBuild]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const jsChunks = outputs.filter((o) => o.type === 'chunk').length;

  console.log('player app first load (gzip):');
  for (const f of app.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip)}`);
  console.log(
    `  total ${kb(app.total)}; ${jsChunks} JavaScript chunks in the build, the rest load on demand`,
  );
  console.log(`baseline (bare libraries, one chunk): ${kb(baseline.total)}`);
  console.log(`ratio: ${(app.total / baseline.total).toFixed(2)}x (target <= 1.00x)`);
}

runBench(main);
