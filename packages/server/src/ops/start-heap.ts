// Holds V8's young generation at its first size while the server starts. Start-up allocates mostly what
// lives on (modules, routes, schemas), so the nursery grew to its largest (2 × 16 MB) only to sit idle
// after: about 25 MB of an idle node's resident memory. Released once the node listens, so it grows under
// load as before. Imported first by main.ts, before the modules it holds the nursery for.
import v8 from 'node:v8';

// A growth factor given to node on its command line is left alone.
const isSetOnCommandLine = process.execArgv.some((flag) => flag.includes('semi-space-growth-factor'));
if (!isSetOnCommandLine) v8.setFlagsFromString('--semi-space-growth-factor=1');

/** Lets the young generation grow again, by V8's default factor (2). */
export function releaseStartHeap(): void {
  if (!isSetOnCommandLine) v8.setFlagsFromString('--semi-space-growth-factor=2');
}
