// What production installs is what production runs: every package the server, its command lines and the
// two apps import is a production dependency of the importing workspace, and the Node versions the root
// allows are ones every installed package supports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import type { Lockfile } from './lockfile';
import { appImports, manifests, repoRoot, serverImports, undeclared } from './runtime-imports';

describe('run-time imports', () => {
  it('the server, node operator.js and node audit.js import only production dependencies', async () => {
    const imports = await serverImports();
    const names = new Set(imports.map((imported) => imported.packageName));
    // The room socket, the HTTP server and the embedded database are all seen.
    for (const name of ['ws', 'fastify', '@electric-sql/pglite', 'pg', 'zod']) expect(names).toContain(name);
    expect(undeclared(imports, manifests())).toEqual([]);
  }, 60_000);

  it('the player app and the console import only dependencies of their workspaces', async () => {
    const imports = await appImports();
    expect(new Set(imports.map((imported) => imported.packageName))).toContain('antd-mobile');
    expect(undeclared(imports, manifests())).toEqual([]);
  }, 60_000);

  it('names an import of a package that is only a devDependency', () => {
    const all = manifests();
    const server = all.get('packages/server') ?? {};
    const { ws, ...others } = server.dependencies ?? {};
    all.set('packages/server', { ...server, dependencies: others, devDependencies: { ws: ws ?? '^8' } });
    const imported = {
      packageName: 'ws',
      specifier: 'ws',
      importer: 'packages/server/src/realtime/hub.ts',
      workspace: 'packages/server',
    };
    expect(undeclared([imported], all)).toEqual([
      "packages/server/src/realtime/hub.ts imports 'ws' at run time, but ws is not in packages/server/package.json's dependencies: it is a devDependency of packages/server",
    ]);
  });
});

describe('Node versions', () => {
  it("every installed package supports every Node version the root's engines allow", () => {
    const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;
    const narrower = Object.entries(lock.packages)
      // Optional ones are other platforms' builds, installed only there.
      .filter(([key, entry]) => key !== '' && !entry.optional)
      .flatMap(([key, entry]) => {
        const theirs = (entry.engines as { node?: string } | undefined)?.node;
        return theirs && !semver.subset(root.engines.node, theirs)
          ? [`${key}@${entry.version}: ${theirs}`]
          : [];
      });
    expect(narrower).toEqual([]);
    expect(semver.satisfies(process.version, root.engines.node)).toBe(true);
  });
});
