// The previous release (deploy/previous-release): the commit the next release upgrades from without
// stopping, the migrations it has, its SQL files, and whether a commit is it or older. Read from this
// checkout's git.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layout } from '../layout';
import { repoRoot } from './processes';

export const PREVIOUS_RELEASE_FILE = path.join(repoRoot, 'deploy/previous-release');

export type PreviousRelease = {
  commit: string;
  /** The names of its migrations. */
  migrations: string[];
  /** Whether `commit` is this release or older (one of its ancestors); false for a commit git lacks. */
  isAtOrBefore(commit: string): boolean;
  /**
   * Its migrations and its modules' SQL function files written out to a scratch folder, laid out as in a
   * checkout, for `migrate`'s `folders`; `remove` deletes them.
   */
  sqlFiles(): Promise<{ migrations: string; functions: string; remove(): Promise<void> }>;
};

const git = (args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

export async function previousRelease(): Promise<PreviousRelease> {
  const lines = (await readFile(PREVIOUS_RELEASE_FILE, 'utf8')).split('\n').map((line) => line.trim());
  const commit = lines.find((line) => line !== '' && !line.startsWith('#')) ?? '';
  if (!/^[0-9a-f]{40}$/.test(commit)) {
    throw new Error(
      `${PREVIOUS_RELEASE_FILE} must name the previous release by its full commit, not "${commit}"`,
    );
  }
  const hasCommit =
    spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot }).status === 0;
  if (!hasCommit) {
    throw new Error(
      `this clone lacks ${commit}, the previous release (a shallow clone?): git fetch --unshallow`,
    );
  }
  const files = sqlFilesAt(commit);
  const migrations = files.migrations.map((file) => path.basename(file));
  return {
    commit,
    migrations,
    isAtOrBefore: (candidate) =>
      spawnSync('git', ['merge-base', '--is-ancestor', candidate, commit], { cwd: repoRoot }).status === 0,
    sqlFiles: () => writeSqlFiles(commit, files),
  };
}

/** The commit's SQL files, by path in the repository: its migrations and its modules' function files. */
function sqlFilesAt(commit: string): { migrations: string[]; functions: string[] } {
  const migrationsFolder = path.relative(repoRoot, layout.migrations);
  const functionsFolder = path.relative(repoRoot, layout.functions);
  const files = git(['ls-tree', '-r', '--name-only', commit, '--', migrationsFolder, functionsFolder])
    .split('\n')
    .filter((file) => file.endsWith('.sql'));
  return {
    migrations: files.filter((file) => path.dirname(file) === migrationsFolder),
    functions: files.filter(
      (file) => file.startsWith(`${functionsFolder}/`) && /\/sql\/[^/]+\.sql$/.test(file),
    ),
  };
}

async function writeSqlFiles(commit: string, files: { migrations: string[]; functions: string[] }) {
  const root = await mkdtemp(path.join(tmpdir(), 'fair28-previous-sql-'));
  const folders = {
    migrations: path.join(root, path.relative(repoRoot, layout.migrations)),
    functions: path.join(root, path.relative(repoRoot, layout.functions)),
  };
  for (const file of [...files.migrations, ...files.functions]) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, execFileSync('git', ['show', `${commit}:${file}`], { cwd: repoRoot }));
  }
  await mkdir(folders.functions, { recursive: true });
  return { ...folders, remove: () => rm(root, { recursive: true, force: true }) };
}
