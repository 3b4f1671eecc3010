// The release's lockfile: the packages the workspace resolves, moved where Node finds the same copies from
// the release folder, and a layout that would load another copy refused.
import { describe, expect, it } from 'vitest';
import { type Lockfile, releaseLockfile } from './lockfile';

const entry = (version: string, dependencies?: Record<string, string>) => ({
  version,
  resolved: `https://registry.example/${version}.tgz`,
  integrity: `sha512-${version}`,
  ...(dependencies ? { dependencies } : {}),
});

const lock = (packages: Lockfile['packages']): Lockfile => ({ lockfileVersion: 3, packages });
const root = { name: 'fair28', version: '1.0.0', dependencies: { a: '^1.0.0' } };

describe('releaseLockfile', () => {
  it('keeps what the server reaches, moves its workspace copies to the top, drops the rest', () => {
    const { lockfile } = releaseLockfile(
      lock({
        '': { name: 'repo' },
        'packages/server/node_modules/a': entry('1.0.0', { b: '^2' }),
        'node_modules/a': entry('9.0.0'),
        'node_modules/b': { ...entry('2.0.0'), dev: true },
        'node_modules/unused': entry('1.0.0'),
      }),
      [{ name: 'a', workspace: 'packages/server' }],
      root,
    );
    expect(Object.keys(lockfile.packages)).toEqual(['', 'node_modules/a', 'node_modules/b']);
    expect(lockfile.packages['node_modules/a']?.version).toBe('1.0.0');
    // How the repository reached a package (as a devDependency of something else) is not the release's.
    expect(lockfile.packages['node_modules/b']?.dev).toBeUndefined();
    expect(lockfile.packages['']).toEqual(root);
  });

  it('refuses a layout in which a package would load another copy than it does in the repository', () => {
    expect(() =>
      releaseLockfile(
        lock({
          '': { name: 'repo' },
          'packages/server/node_modules/a': entry('1.0.0', { c: '^1' }),
          'packages/server/node_modules/c': entry('1.0.0'),
          'node_modules/b': entry('2.0.0', { c: '^2' }),
          'node_modules/c': entry('2.0.0'),
        }),
        [
          { name: 'a', workspace: 'packages/server' },
          { name: 'b', workspace: 'packages/server' },
        ],
        root,
      ),
    ).toThrow(
      'node_modules/c and packages/server/node_modules/c would both be node_modules/c in the release',
    );
  });

  it('refuses a package whose dependency the lockfile lacks', () => {
    expect(() =>
      releaseLockfile(
        lock({ '': { name: 'repo' }, 'node_modules/a': entry('1.0.0', { gone: '^1' }) }),
        [{ name: 'a', workspace: 'packages/server' }],
        root,
      ),
    ).toThrow('node_modules/a needs gone, which the lockfile does not hold');
  });
});
