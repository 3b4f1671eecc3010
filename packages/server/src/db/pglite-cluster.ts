// A new embedded data folder's cluster (initdb) made by a short process of its own. In the server's process
// initdb's two extra WASM instances and the folder's copy left about 130 MB resident for good; in a child
// that ends they go with it, and the server opens a folder that is already made.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const MAKE_CLUSTER = `
const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) });
await db.close();
`;

/** Whether the folder holds a cluster already (PostgreSQL's PG_VERSION, as PGlite itself checks). */
export function hasCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Makes the cluster in `dataDir` with PGlite's start parameters; rejects with the child's output. */
export function makeClusterApart(dataDir: string, startParams: string[]): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const args = ['--input-type=module', '-e', MAKE_CLUSTER, pglite, dataDir, JSON.stringify(startParams)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`making the embedded database in ${dataDir} failed:\n${stderr}${stdout}`));
      else resolve();
    });
  });
}
