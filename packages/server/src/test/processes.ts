// Child processes of the repository's own commands (the server, `npm run operator`) with an environment
// built here from nothing but PATH and HOME, so the test run's own settings never leak into them. The
// server runs from the sources, as `npm start` runs it, or from a release folder, as its unit runs it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type Finished = { code: number | null; stdout: string; stderr: string };

function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env };
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  return output;
}

/** Runs a command from the repository root (or `cwd`) to its end. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<Finished> {
  const child = spawn(command, args, { cwd, env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collect(child);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, ...output }));
  });
}

/** `npm run operator -- <args>`, as the README says to run it. */
export const runOperatorCommand = (args: string[], env: Record<string, string>) =>
  run('npm', ['run', '--silent', 'operator', '--', ...args], env);

/** `npm run audit`, from the repository root or, as a user may, from a folder inside it (`cwd`). */
export const runAudit = (env: Record<string, string>, cwd = repoRoot) =>
  run('npm', ['run', '--silent', 'audit'], env, cwd);

/** How a server process is started: Node's arguments, its working folder, and the user it runs as. */
export type ServerLaunch = { args: string[]; cwd: string; user?: { uid: number; gid: number } };

/**
 * The server as `npm start` runs it, the sources through tsx, of a checkout: this one, or another
 * release's beside it (its own code with its own packages).
 */
export const fromSources = (root: string): ServerLaunch => ({
  args: ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
  cwd: root,
});

const FROM_SOURCES = fromSources(repoRoot);

/** The server as `npm start` runs it, to its end (a refused start). */
export const runServer = (env: Record<string, string>) => run(process.execPath, FROM_SOURCES.args, env);

export type RunningServer = {
  /** The server's process id (its memory can be read from /proc). */
  pid: number;
  output: { stdout: string; stderr: string };
  /** Ends it as SIGTERM from a supervisor would. */
  stop(): Promise<Finished>;
  /** Ends it with this signal (SIGKILL: as a crash or the out-of-memory killer would). */
  kill(signal: NodeJS.Signals): Promise<Finished>;
};

/** The server, until it says it is running. */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  launch: ServerLaunch = FROM_SOURCES,
): Promise<RunningServer> {
  const child = spawn(process.execPath, launch.args, {
    cwd: launch.cwd,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...launch.user,
  });
  const output = collect(child);
  const finished = new Promise<Finished>((resolve) => {
    child.on('close', (code) => resolve({ code, ...output }));
  });
  const kill = (signal: NodeJS.Signals) => {
    child.kill(signal);
    return finished;
  };
  const stop = () => kill('SIGTERM');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output.stdout}\n${output.stderr}`));
    }, timeoutMs);
    child.stdout?.on('data', () => {
      if (!output.stdout.includes('fair28 is running at')) return;
      clearTimeout(timer);
      resolve({ pid: child.pid ?? 0, output, stop, kill });
    });
    void finished.then((end) => {
      clearTimeout(timer);
      reject(new Error(`the server ended with ${end.code}:\n${end.stdout}\n${end.stderr}`));
    });
  });
}

/** A port nothing listens on now, for a server a test or a bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
