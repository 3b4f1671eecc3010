// One process at a time in an embedded database's data folder: a lock file (fair28.lock, holding the
// process id) made exclusively on open and removed on close or exit. A lock whose process is gone (a
// crash, a killed server) is stale and taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'fair28.lock';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): { pid: number; command: string } | undefined {
  try {
    const [pid, command = 'another process'] = readFileSync(lockPath, 'utf8').split('\n');
    return { pid: Number(pid), command };
  } catch {
    return undefined;
  }
}

/** Takes the data folder for this process (`command` names it to whoever is refused); returns its release. */
export function lockDataDir(dataDir: string, command: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n${command}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder && Number.isInteger(holder.pid) && isRunning(holder.pid)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by ${holder.command} (process ${holder.pid}): stop it first, or use PostgreSQL (DATABASE_URL) to share the database. (If process ${holder.pid} is not fair28, delete ${lockPath}.)`,
        );
      }
      if (attempt > 0) throw error;
      // Stale: its process is gone.
      unlinkSync(lockPath);
    }
  }
  const release = () => {
    process.off('exit', release);
    if (holderOf(lockPath)?.pid === process.pid) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return release;
}
