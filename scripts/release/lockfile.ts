// The release's package-lock.json, cut from the repository's: exactly the packages (versions, tarballs,
// integrity hashes) the tested checkout resolves for the server's production imports, nothing else, laid
// out so that Node finds from the release folder the same copy it finds from the workspace.

export type LockEntry = {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
};

export type Lockfile = {
  name?: string;
  version?: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** The key Node would load `name` from, looking up from the package (or workspace) at `from`. */
export function resolveIn(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  const parts = from === '' ? [] : from.split('/');
  for (let end = parts.length; end >= 0; end--) {
    if (parts[end - 1] === 'node_modules') continue;
    const key = [...parts.slice(0, end), 'node_modules', name].join('/');
    if (packages[key]) return key;
  }
  return undefined;
}

type Edge = { from: string; name: string; to: string };

/** A package's installed dependencies: optional ones and optional peers only when the lock has them. */
function dependencyEdges(packages: Record<string, LockEntry>, key: string): Edge[] {
  const entry = packages[key] as LockEntry;
  const edges: Edge[] = [];
  const add = (name: string, isOptional: boolean) => {
    const to = resolveIn(packages, key, name);
    if (to) edges.push({ from: key, name, to });
    else if (!isOptional) throw new Error(`${key} needs ${name}, which the lockfile does not hold`);
  };
  for (const name of Object.keys(entry.dependencies ?? {})) add(name, false);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) add(name, true);
  for (const name of Object.keys(entry.peerDependencies ?? {}))
    add(name, entry.peerDependenciesMeta?.[name]?.optional === true);
  return edges;
}

/** Where a package of the workspace tree goes in the release: a workspace's own copies move to the top. */
function relocated(key: string): string {
  return key.replace(/^(packages\/[^/]+|e2e|bench)\//, '');
}

/** The fields of an entry that say how the repository (not the release) reached it. */
function releaseEntry(entry: LockEntry): LockEntry {
  const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
  return kept;
}

export type ReleaseLock = { lockfile: Lockfile; installScripts: string[] };

/**
 * `roots`: the release's direct dependencies, each with the workspace folder whose source imports it.
 * `root`: the release package.json's name, version and dependencies (what `npm ci` checks the lock against).
 */
export function releaseLockfile(
  source: Lockfile,
  roots: { name: string; workspace: string }[],
  root: LockEntry,
): ReleaseLock {
  const packages = source.packages;
  const reached = new Set<string>();
  const edges: Edge[] = [];
  const queue: string[] = [];
  for (const { name, workspace } of roots) {
    const to = resolveIn(packages, workspace, name);
    if (!to)
      throw new Error(`${workspace} imports ${name}, which the lockfile does not hold: run npm install`);
    edges.push({ from: '', name, to });
    queue.push(to);
  }
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (reached.has(key)) continue;
    if (packages[key]?.link) throw new Error(`${key} is a link: the release holds registry packages only`);
    reached.add(key);
    const out = dependencyEdges(packages, key);
    edges.push(...out);
    queue.push(...out.map((edge) => edge.to));
  }

  const laidOut: Record<string, LockEntry> = { '': root };
  const sourceOf = new Map<string, string>();
  for (const key of [...reached].sort()) {
    const target = relocated(key);
    const earlier = sourceOf.get(target);
    if (earlier) throw new Error(`${earlier} and ${key} would both be ${target} in the release`);
    sourceOf.set(target, key);
    laidOut[target] = releaseEntry(packages[key] as LockEntry);
  }
  // Every import must find, from its new place, the very copy it found in the repository.
  for (const { from, name, to } of edges) {
    const found = resolveIn(laidOut, from === '' ? '' : relocated(from), name);
    if (found !== relocated(to)) {
      throw new Error(`in the release, ${from || 'the server'} would load ${name} from ${found}, not ${to}`);
    }
  }
  const installScripts = [...reached].filter((key) => packages[key]?.hasInstallScript).sort();
  const sorted = Object.fromEntries(Object.entries(laidOut).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    lockfile: {
      name: root.name,
      version: root.version,
      lockfileVersion: source.lockfileVersion,
      packages: sorted,
    },
    installScripts,
  };
}
