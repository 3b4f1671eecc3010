// The upload folder: files under random names, written whole or not at all, outside the web root.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STORED_NAME = /^[0-9a-f]{32}$/;

function filePath(dir: string, storedName: string): string {
  // Names are made by the server, never taken from a request; this guards that promise.
  if (!STORED_NAME.test(storedName)) throw new Error(`not a stored upload name: ${storedName}`);
  return path.join(dir, storedName);
}

export async function saveFile(dir: string, storedName: string, bytes: Buffer): Promise<void> {
  const target = filePath(dir, storedName);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${target}.part`;
  await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
  await rename(partial, target);
}

export async function removeFile(dir: string, storedName: string): Promise<void> {
  await rm(filePath(dir, storedName), { force: true });
}

export async function loadFile(dir: string, storedName: string): Promise<Buffer | undefined> {
  try {
    return await readFile(filePath(dir, storedName));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}
