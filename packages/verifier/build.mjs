// Bundles the command into one file, dist/fair28-verify.mjs, with the shared game code, zod and the noble
// curves in it: `node fair28-verify.mjs <site>` runs anywhere Node 20 does, with nothing to install. Not
// minified, so whoever runs it can read what it checks. dist/ is a package of its own (`npm pack
// packages/verifier/dist`): the bundle, its bin entry and the README, depending on nothing, where the
// workspace's package.json names the dependencies its sources import.
import { chmod, copyFile, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const outfile = fileURLToPath(new URL('./dist/fair28-verify.mjs', import.meta.url));
await build({
  entryPoints: [fileURLToPath(new URL('./src/cli/main.ts', import.meta.url))],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'inline',
  logLevel: 'warning',
});
await chmod(outfile, 0o755);

const workspace = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const packed = {
  name: 'fair28-verify',
  version: workspace.version,
  description: workspace.description,
  type: 'module',
  bin: { 'fair28-verify': 'fair28-verify.mjs' },
  files: ['fair28-verify.mjs', 'README.md'],
  engines: { node: '>=20' },
};
await writeFile(new URL('./dist/package.json', import.meta.url), `${JSON.stringify(packed, null, 2)}\n`);
await copyFile(new URL('./README.md', import.meta.url), new URL('./dist/README.md', import.meta.url));
