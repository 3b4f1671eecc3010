// Every benchmark ends by itself: each wait has a deadline and, on expiry, says what did not happen; what a
// run set up (child processes, scratch databases, files) is undone on every way out, success or not.
import { type ChildProcess, spawn } from 'node:child_process';

/** Something the benchmark needed did not happen; the message says what (no stack: it is not a bug here). */
export class BenchFailure extends Error {}

/** A wait that passed its deadline; the message names what was awaited and how far it got. */
export class DeadlineError extends BenchFailure {}

const CLEANUP_MS = 30_000;
/** How long a deadline's message waits to learn the progress (a stuck child may never say). */
const PROGRESS_MS = 3_000;

type Cleanup = { what: string; undo: () => unknown };
const cleanups: Cleanup[] = [];
let isFinishing = false;

export const count = (n: number) => Math.round(n).toLocaleString('en-US');
export const seconds = (ms: number) => `${count(ms / 1000)} s`;

/**
 * `work`, or a DeadlineError after `ms`: "<what> did not finish within 60 s: <progress>", where the progress
 * (asked only on expiry) says how far it got. Work still running after the deadline is abandoned: its later
 * failure is ignored, and the run's clean-up (then the process exit) ends it.
 */
export async function within<T>(
  what: string,
  ms: number,
  work: Promise<T>,
  progress?: () => string | Promise<string>,
): Promise<T> {
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      const detail = progress ? `: ${await progressWithin(progress)}` : '';
      reject(new DeadlineError(`${what} did not finish within ${seconds(ms)}${detail}`));
    }, ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function progressWithin(progress: () => string | Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`(no word on progress within ${seconds(PROGRESS_MS)})`), PROGRESS_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(progress), silent]);
  } catch (error) {
    return `(progress unknown: ${messageOf(error)})`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers something to undo on the way out (the last registered is undone first). Returns the undo for
 * the normal path: it runs once, then no longer on exit.
 */
export function onExit(what: string, undo: () => unknown): () => Promise<void> {
  const cleanup = { what, undo };
  cleanups.push(cleanup);
  return async () => {
    const index = cleanups.indexOf(cleanup);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await undo();
  };
}

/** A child process that must not outlive this one, however this one ends. */
export function ownChild(child: ChildProcess, name: string): ChildProcess {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // 'exit' handlers run even on process.exit(); the clean-up also covers a signal.
  process.on('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  onExit(`stopping ${name}`, kill);
  return child;
}

export type CommandResult = { stdout: string; stderr: string; code: number | null };

/** Runs a command to its end, killed (and a DeadlineError) if it takes longer than `ms`. */
export async function runCommand(
  what: string,
  command: string,
  args: string[],
  ms: number,
): Promise<CommandResult> {
  const child = ownChild(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }), command);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const ended = new Promise<CommandResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ stdout, stderr, code }));
  });
  try {
    return await within(
      what,
      ms,
      ended,
      () => `${command} killed; its last output: ${tail(stderr || stdout)}`,
    );
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/**
 * Runs a benchmark's main and ends the process: exit code 0 only when main resolved, after undoing what it
 * set up (each undo under its own deadline). SIGINT, SIGTERM and SIGHUP take the same way out.
 */
export function runBench(main: () => Promise<void>): void {
  const signals = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(signals)) {
    process.once(signal, () => void finish(code, `stopped by ${signal}`));
  }
  main().then(
    () => finish(Number(process.exitCode ?? 0)),
    (error: unknown) => finish(1, error),
  );
}

async function finish(code: number, error?: unknown): Promise<void> {
  if (isFinishing) return;
  isFinishing = true;
  let exitCode = code;
  if (error !== undefined) {
    // A failure's message says all there is; anything unforeseen keeps its stack.
    if (typeof error === 'string') console.error(error);
    else console.error(error instanceof BenchFailure ? `failed: ${error.message}` : error);
  }
  for (const { what, undo } of cleanups.reverse()) {
    try {
      await within(what, CLEANUP_MS, Promise.resolve().then(undo));
    } catch (failure) {
      console.error(`clean-up: ${messageOf(failure)}`);
      exitCode ||= 1;
    }
  }
  process.exit(exitCode);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function tail(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '(none)';
  return trimmed.length > 500 ? `…${trimmed.slice(-500)}` : trimmed;
}
