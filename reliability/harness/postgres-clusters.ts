// PostgreSQL clusters of their own for the restore drill, made and dropped with Debian's postgresql-common
// (pg_createcluster, pg_ctlcluster, pg_dropcluster) as root, run by the postgres user; and commands with deadlines.
import { execFile } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

/** Runs a command to its end within `timeoutMs` (then it is killed): its output, or an error with both streams. */
export function command(
  file: string,
  args: string[],
  timeoutMs: number,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { ...options, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const why = error.killed ? `killed after ${timeoutMs} ms` : `exit ${String(error.code)}`;
        reject(new Error(`${file} ${args.join(' ')} failed (${why}):\n${stdout}\n${stderr}`));
      },
    );
  });
}

/** The id of a user of this machine (`id -u` or, with `group`, `id -g`). */
export async function userId(name: string, group = false): Promise<number> {
  return Number((await command('id', [group ? '-g' : '-u', name], 10_000)).trim());
}

/** The same, as the postgres user (the clusters' owner; pgBackRest writes its repository as it). */
export const asPostgres = (file: string, args: string[], timeoutMs: number) =>
  command('runuser', ['-u', 'postgres', '--', file, ...args], timeoutMs);

/** The newest PostgreSQL major version installed (Debian keeps each under /usr/lib/postgresql/<major>). */
export async function postgresMajor(): Promise<string> {
  const majors = (await readdir('/usr/lib/postgresql')).filter((name) => /^\d+$/.test(name));
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL server under /usr/lib/postgresql');
  return newest;
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.once('close', () => socket.destroy());
  });

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The first port in [from, to] that no cluster is configured for (running or not) and nothing listens on. */
export async function freeClusterPort(from: number, to: number, taken: number[] = []): Promise<number> {
  const listing = await command('pg_lsclusters', ['--no-header'], 30_000);
  const configured = listing
    .split('\n')
    .map((line) => Number(line.trim().split(/\s+/)[2]))
    .filter((port) => Number.isInteger(port));
  for (let port = from; port <= to; port++) {
    if (configured.includes(port) || taken.includes(port)) continue;
    if (!(await isListening(port))) return port;
  }
  throw new Error(`no free PostgreSQL port in ${from}-${to}: drop leftover clusters (pg_lsclusters)`);
}

/** The first port in [from, to] a server can listen on. */
export async function freeServerPort(from: number, to: number, taken: number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (!taken.includes(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free server port in ${from}-${to}`);
}

export type PgCluster = {
  major: string;
  name: string;
  port: number;
  dataDir: string;
  /** A URL for `database` over TCP (the cluster trusts local connections). */
  url(database: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops and removes it, data and configuration (never fails: it cleans up after failures too). */
  drop(): Promise<void>;
};

const SLOW = 120_000;

/**
 * A new cluster, not started, trusting connections from this machine; `settings` go into its conf.d
 * (Debian's postgresql.conf includes that folder).
 */
export async function createPgCluster(
  name: string,
  port: number,
  settings: Record<string, string> = {},
): Promise<PgCluster> {
  const major = await postgresMajor();
  await command('pg_createcluster', [major, name, '--port', String(port), '--', '--auth=trust'], SLOW);
  const drop = async () => {
    await command('pg_dropcluster', ['--stop', major, name], SLOW).catch((error: unknown) =>
      console.error(`[restore] could not drop cluster ${major}/${name}:`, error),
    );
  };
  let dataDir: string;
  try {
    const listing = await command('pg_lsclusters', ['--no-header', major, name], 30_000);
    const listed = listing.trim().split(/\s+/)[5];
    if (!listed) throw new Error(`pg_lsclusters does not show ${major}/${name}:\n${listing}`);
    dataDir = listed;
    const lines = Object.entries(settings).map(([key, value]) => `${key} = '${value.replaceAll("'", "''")}'`);
    await writeFile(
      path.join('/etc/postgresql', major, name, 'conf.d', 'fair28.conf'),
      `${lines.join('\n')}\n`,
    );
  } catch (error) {
    // Made but not handed back: nothing else could drop it.
    await drop();
    throw error;
  }
  return {
    major,
    name,
    port,
    dataDir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await command('pg_ctlcluster', [major, name, 'start'], SLOW);
    },
    stop: async () => {
      await command('pg_ctlcluster', [major, name, 'stop'], SLOW);
    },
    drop,
  };
}

/** Empties a stopped cluster's data directory, for a restore into it. */
export async function emptyDataDir(cluster: PgCluster): Promise<void> {
  for (const entry of await readdir(cluster.dataDir)) {
    await rm(path.join(cluster.dataDir, entry), { recursive: true, force: true });
  }
}
