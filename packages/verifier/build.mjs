// Bundles the command into one file, dist/fair28-verify.mjs, with the shared game code, zod and the noble
// curves in it: `node fair28-verify.mjs <site>` runs anywhere Node 20 does, with nothing to install. Not
// minified, so whoever runs it can read what it checks.
import { chmod } from 'node:fs/promises';
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
