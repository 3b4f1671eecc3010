// What fair28 loads from node_modules at run time, read from esbuild's bundle of each entry (type-only
// imports drop out, as they do at run time), and the check that each is a production dependency.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server and its two command lines: what a release folder runs with `node <name>.js`. */
export const SERVER_ENTRIES = {
  server: 'packages/server/src/main.ts',
  operator: 'packages/server/src/cli/operator.ts',
  audit: 'packages/server/src/cli/audit.ts',
};

/** The two browser apps, which Vite bundles whole: what they import must still be declared to build them. */
export const APP_ENTRIES = {
  web: 'packages/web/src/main.tsx',
  admin: 'packages/admin/src/main.tsx',
};

/** One import of a package from a source file of the repository. */
export type RuntimeImport = {
  /** The package's name: `drizzle-orm` for `drizzle-orm/pg-core`. */
  packageName: string;
  specifier: string;
  /** The importing file, relative to the repository root. */
  importer: string;
  /** The workspace folder holding the importer, e.g. `packages/server`. */
  workspace: string;
};

type PackageJson = {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

export const readPackageJson = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Every bare import but the repository's own packages, the apps' `@/` (their src folder, by the tsconfig.json
 * paths esbuild follows) and Node's modules stays outside the bundle.
 */
export const packagesOutside: Plugin = {
  name: 'fair28-packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fair28/') || args.path.startsWith('@/') || isBuiltin(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** esbuild's options every bundle of the server shares: the release's and this check's. */
export const SERVER_BUNDLE: BuildOptions = {
  absWorkingDir: repoRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  charset: 'utf8',
  plugins: [packagesOutside],
  metafile: true,
  logLevel: 'warning',
};

function workspaceOf(file: string, workspaces: string[]): string {
  const owner = workspaces.find((dir) => file.startsWith(`${dir}/`));
  if (!owner) throw new Error(`${file} is in no workspace`);
  return owner;
}

/** The workspace folders of the root package.json (`packages/*` spelled out). */
export function workspaceFolders(): string[] {
  return (readPackageJson('.').workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(repoRoot, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')));
  });
}

/** The package imports a bundle's metafile records, external ones and the repository's own (`@fair28/…`). */
export function importsOf(metafile: Metafile, workspaces: string[]): RuntimeImport[] {
  const found: RuntimeImport[] = [];
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    for (const imported of input.imports) {
      const specifier = imported.original ?? imported.path;
      const isOwnFile = specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/');
      if (isOwnFile || isBuiltin(specifier)) continue;
      found.push({
        packageName: packageNameOf(specifier),
        specifier,
        importer,
        workspace: workspaceOf(importer, workspaces),
      });
    }
  }
  return found;
}

/** The package imports of the server and its command lines, as the release bundles them. */
export async function serverImports(): Promise<RuntimeImport[]> {
  const result = await build({
    ...SERVER_BUNDLE,
    entryPoints: Object.values(SERVER_ENTRIES),
    outdir: 'unused',
    write: false,
  });
  return importsOf(result.metafile as Metafile, workspaceFolders());
}

/** The package imports of the two browser apps (styles and images left out: Vite handles those). */
export async function appImports(): Promise<RuntimeImport[]> {
  const result = await build({
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    entryPoints: Object.values(APP_ENTRIES),
    outdir: 'unused',
    write: false,
    metafile: true,
    plugins: [packagesOutside],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty', '.jpg': 'empty' },
    logLevel: 'error',
  });
  return importsOf(result.metafile as Metafile, workspaceFolders());
}

/**
 * One sentence per import of a package that its workspace does not list in `dependencies`: such a package
 * is missing from a production install (`npm ci --omit=dev`), or there only by another package's grace.
 */
export function undeclared(imports: RuntimeImport[], manifests: Map<string, PackageJson>): string[] {
  const problems = new Set<string>();
  for (const { packageName, specifier, importer, workspace } of imports) {
    const own = manifests.get(workspace);
    if (own?.dependencies?.[packageName]) continue;
    const devOf = [...manifests]
      .filter(([, manifest]) => manifest.devDependencies?.[packageName])
      .map(([dir]) => (dir === '.' ? 'the root' : dir));
    const where = devOf.length > 0 ? `: it is a devDependency of ${devOf.join(', ')}` : '';
    problems.add(
      `${importer} imports '${specifier}' at run time, but ${packageName} is not in ${workspace}/package.json's dependencies${where}`,
    );
  }
  return [...problems];
}

/** The root's and every workspace's package.json, by folder (`.` for the root). */
export function manifests(): Map<string, PackageJson> {
  return new Map(['.', ...workspaceFolders()].map((dir) => [dir, readPackageJson(dir)]));
}
