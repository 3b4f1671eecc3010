// `npm start`: builds the player app and the operator console when either is missing or older than its
// sources, then starts the server, which migrates, seeds the demo on an empty database and serves
// everything on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['shared', 'client', 'verifier'].map((name) => path.join(root, `packages/${name}/src`));
const apps = ['web', 'admin'].map((name) => ({
  index: path.join(root, `packages/${name}/dist/index.html`),
  sources: [path.join(root, `packages/${name}`), ...shared],
}));
const isStale = apps.some(
  ({ index, sources }) =>
    !existsSync(index) || Math.max(...sources.map(newestChange)) > statSync(index).mtimeMs,
);
if (isStale) {
  console.log('Building the player app and the operator console…');
  run('npm', ['run', 'build', '--silent']);
}
run(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')]);
