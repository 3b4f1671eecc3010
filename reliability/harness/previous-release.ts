// The previous release (deploy/previous-release) checked out beside this checkout, with its own packages,
// to run its server and call it through its own call table: the other half of a rolling upgrade.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Calls } from '@fair28/shared';
import { previousRelease } from '../../packages/server/src/test/previous-release';
import { repoRoot } from '../../packages/server/src/test/processes';

export type PreviousCheckout = {
  commit: string;
  /** Its checkout: its server runs from here, with its packages. */
  root: string;
  /** The names of the migrations it has. */
  migrations: string[];
  /**
   * Its call table (packages/shared at that commit): its answers are parsed by its own schemas. Typed as
   * this release's table: a call it lacks is undefined at run time and fails the call that uses it.
   */
  calls: Calls;
  remove(): Promise<void>;
};

const INSTALL_TIMEOUT_MS = 5 * 60_000;

/** `git worktree add` of the previous release and `npm ci` of what its server needs (its own lockfile). */
export async function checkOutPreviousRelease(): Promise<PreviousCheckout> {
  const { commit, migrations } = await previousRelease();
  const parent = await mkdtemp(path.join(tmpdir(), 'fair28-previous-'));
  const root = path.join(parent, 'fair28');
  const remove = async () => {
    spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' });
    await rm(parent, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot, stdio: 'ignore' });
  };
  execFileSync('git', ['worktree', 'add', '--detach', root, commit], { cwd: repoRoot, stdio: 'ignore' });
  try {
    // The server's workspace only (and the shared package it links): no apps, no test tools.
    execFileSync(
      'npm',
      ['ci', '--workspace=@fair28/server', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], timeout: INSTALL_TIMEOUT_MS },
    );
    const shared = (await import(pathToFileURL(path.join(root, 'packages/shared/src/index.ts')).href)) as {
      calls: Calls;
    };
    return { commit, root, migrations, calls: shared.calls, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
