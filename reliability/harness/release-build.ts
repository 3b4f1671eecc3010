// The release tarball of this checkout, made once for a whole `npm run test:release` (its global setup):
// FAIR28_RELEASE_TARBALL when one was built before, else `npm run release` run now.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../packages/server/src/test/processes';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  export interface ProvidedContext {
    /** The release tarball every file of the run installs. */
    releaseTarball: string;
  }
}

const BUILD_TIMEOUT_MS = 15 * 60_000;

export function buildReleaseTarball(): string {
  const given = process.env.FAIR28_RELEASE_TARBALL;
  if (given) return path.resolve(given);
  const started = Date.now();
  const built = spawnSync('npm', ['run', '--silent', 'release'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (built.status !== 0) throw new Error(`npm run release failed:\n${built.stdout}\n${built.stderr}`);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  console.log(`[release] npm run release took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return path.join(repoRoot, 'release', `fair28-${version}-${commit.slice(0, 12)}.tar.gz`);
}

export function setup(project: TestProject): void {
  project.provide('releaseTarball', buildReleaseTarball());
}
