// `npm run release`: one folder an operator installs and runs with plain Node, and its tarball. The apps
// built by Vite, the server and its two command lines compiled to JavaScript by esbuild (the repository's
// own code only), the SQL migrations and the modules' SQL functions, and the production packages installed by `npm ci` from a lockfile
// cut from the repository's, so every package is the version the tests ran and checked against its hash.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { type Lockfile, releaseLockfile } from './lockfile';
import {
  importsOf,
  manifests,
  readPackageJson,
  repoRoot,
  SERVER_BUNDLE,
  SERVER_ENTRIES,
  undeclared,
  workspaceFolders,
} from './runtime-imports';

const RELEASES = path.join(repoRoot, 'release');

function run(command: string, args: string[], cwd = repoRoot) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

export type Release = { folder: string; tarball: string; version: string; commit: string };

export async function buildRelease(options: { skipApps?: boolean } = {}): Promise<Release> {
  const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
    engines: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const version = rootPackage.version;
  const commit = git('rev-parse', 'HEAD');
  const isDirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const folder = path.join(RELEASES, `fair28-${version}`);
  const tarball = path.join(RELEASES, `fair28-${version}-${commit.slice(0, 12)}.tar.gz`);

  if (!options.skipApps) {
    console.log('== the player app and the console (vite)');
    run('npm', ['run', 'build', '--silent']);
  }
  for (const app of ['web', 'admin']) {
    if (!existsSync(path.join(repoRoot, `packages/${app}/dist/index.html`))) {
      throw new Error(`packages/${app}/dist is not built: run npm run build`);
    }
  }

  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

  console.log('== the server, operator and audit commands (esbuild)');
  const bundle = await build({
    ...SERVER_BUNDLE,
    entryPoints: SERVER_ENTRIES,
    outdir: folder,
    // main.ts imports the server after holding the young generation: a chunk of its own, loaded after.
    splitting: true,
    // layout.ts then finds the apps, migrations and functions beside server.js.
    define: { FAIR28_RELEASE: 'true' },
    banner: {
      js: `// fair28 ${version} (${commit}): compiled from the repository's TypeScript by npm run release.`,
    },
  });
  const imports = importsOf(bundle.metafile as Metafile, workspaceFolders()).filter(
    (imported) => !imported.packageName.startsWith('@fair28/'),
  );
  const problems = undeclared(imports, manifests());
  if (problems.length > 0)
    throw new Error(`Run-time imports that are no production dependency:\n${problems.join('\n')}`);

  // Each direct dependency at the range its workspace declares (one range per package across workspaces).
  const dependencies: Record<string, string> = {};
  for (const { packageName, workspace } of imports) {
    const range = readPackageJson(workspace).dependencies?.[packageName] as string;
    const earlier = dependencies[packageName];
    if (earlier && earlier !== range)
      throw new Error(`${packageName} is asked as ${earlier} and as ${range}`);
    dependencies[packageName] = range;
  }
  const sortedDependencies = Object.fromEntries(Object.entries(dependencies).sort());
  const releasePackage = {
    name: 'fair28',
    version,
    private: true,
    type: 'module',
    description: 'fair28 release: node server.js, node operator.js, node audit.js',
    engines: rootPackage.engines,
    dependencies: sortedDependencies,
    ...(rootPackage.overrides ? { overrides: rootPackage.overrides } : {}),
  };
  const sourceLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;
  const roots = [
    ...new Map(imports.map((i) => [i.packageName, { name: i.packageName, workspace: i.workspace }])).values(),
  ];
  const { lockfile, installScripts } = releaseLockfile(sourceLock, roots, {
    name: 'fair28',
    version,
    engines: rootPackage.engines,
    dependencies: sortedDependencies,
  });
  if (installScripts.length > 0) {
    // The release installs with --ignore-scripts: a package that needs its script must be looked at first.
    throw new Error(`Production packages with install scripts: ${installScripts.join(', ')}`);
  }
  writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(releasePackage, null, 2)}\n`);
  writeFileSync(path.join(folder, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`);

  console.log(`== ${Object.keys(lockfile.packages).length - 1} production packages (npm ci --omit=dev)`);
  run(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
    ],
    folder,
  );

  cpSync(path.join(repoRoot, 'packages/server/src/db/migrations'), path.join(folder, 'migrations'), {
    recursive: true,
  });
  // Each module's sql/ folder, under functions/ as under modules/ in the checkout (layout.ts).
  const modules = path.join(repoRoot, 'packages/server/src/modules');
  for (const module of readdirSync(modules)) {
    const functions = path.join(modules, module, 'sql');
    if (existsSync(functions))
      cpSync(functions, path.join(folder, 'functions', module, 'sql'), { recursive: true });
  }
  cpSync(path.join(repoRoot, 'packages/web/dist'), path.join(folder, 'web'), { recursive: true });
  cpSync(path.join(repoRoot, 'packages/admin/dist'), path.join(folder, 'admin'), { recursive: true });
  const builtAt = new Date().toISOString();
  writeFileSync(
    path.join(folder, 'VERSION'),
    [
      `fair28 ${version}`,
      `commit ${commit}${isDirty ? ' (with uncommitted changes)' : ''}`,
      `built ${builtAt}`,
      `node ${process.version}`,
      '',
    ].join('\n'),
  );

  console.log('== tarball');
  rmSync(tarball, { force: true });
  run('tar', [
    '--create',
    '--gzip',
    '--file',
    tarball,
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    '--directory',
    RELEASES,
    path.basename(folder),
  ]);
  console.log(`\n${path.relative(repoRoot, folder)}/\n${path.relative(repoRoot, tarball)}`);
  return { folder, tarball, version, commit };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildRelease({ skipApps: process.argv.includes('--skip-apps') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
