// `npm run rng:collect -- --draws N --out DIR`: N rounds drawn exactly as production draws them (a fresh
// hash chain from a random seed, a BLS beacon signed for every round, the draw key, the draw), written as
// the outcomes (draws.csv), the raw bytes the draws read (draw-stream.bin) and a manifest hashing both.
// `--seed HEX --beacon-key HEX` (both from a manifest) make the same files again, byte for byte.
import { execFileSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, type WriteStream, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BEACON_SCHEME,
  beaconPublicKeyOf,
  bytesToHex,
  generateHashChain,
  hexToBytes,
  newBeaconSecretKey,
} from '@fair28/shared';
import { newChain } from '../../packages/server/src/modules/fairness/chain';
import { inThreadSigner, workerSigner } from './collection/beacon-signer';
import { collectRounds } from './collection/collect-rounds';
import {
  MANIFEST_FILE,
  type Manifest,
  OUTCOMES_FILE,
  OUTCOMES_HEADER,
  outcomeLine,
  STREAM_FILE,
} from './collection/files';

const USAGE = `Usage: npm run rng:collect -- --draws N --out DIR [--threads T] [--seed HEX --beacon-key HEX]
  --threads   beacon-signing worker threads (default: one per core; 0 signs in this thread)`;

/** A file written as a stream and hashed on the way, so a gigabyte is never read twice. */
class HashedFile {
  readonly #stream: WriteStream;
  readonly #hash: Hash = createHash('sha256');
  #bytes = 0;

  constructor(file: string) {
    this.#stream = createWriteStream(file);
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    this.#hash.update(chunk);
    this.#bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (!this.#stream.write(chunk)) await once(this.#stream, 'drain');
  }

  async close(): Promise<{ bytes: number; sha256: string }> {
    await new Promise<void>((resolve) => this.#stream.end(() => resolve()));
    return { bytes: this.#bytes, sha256: this.#hash.digest('hex') };
  }
}

function codeVersion(): Manifest['code'] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  // Read at the start, when every module is loaded: edits made while a long collection runs do not touch it.
  return {
    commit: git('rev-parse', 'HEAD'),
    hasLocalChanges: git('status', '--porcelain', '--untracked-files=no').length > 0,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      draws: { type: 'string' },
      out: { type: 'string' },
      threads: { type: 'string' },
      seed: { type: 'string' },
      'beacon-key': { type: 'string' },
    },
  });
  const draws = Number(values.draws);
  if (!Number.isSafeInteger(draws) || draws < 2 || !values.out) throw new UsageError(USAGE);
  if ((values.seed === undefined) !== (values['beacon-key'] === undefined)) {
    throw new UsageError('Give --seed and --beacon-key together, or neither.');
  }
  const code = codeVersion();
  const threads = values.threads === undefined ? availableParallelism() : Number(values.threads);
  const { seedHex, terminatingHash } = values.seed
    ? { seedHex: values.seed, terminatingHash: generateHashChain(values.seed, draws).terminatingHash }
    : newChain(draws);
  const secretKey = values['beacon-key'] ? hexToBytes(values['beacon-key']) : newBeaconSecretKey();

  mkdirSync(values.out, { recursive: true });
  const outcomes = new HashedFile(path.join(values.out, OUTCOMES_FILE));
  const stream = new HashedFile(path.join(values.out, STREAM_FILE));
  const signer = threads > 0 ? workerSigner(secretKey, threads) : inThreadSigner(secretKey);
  const started = performance.now();
  await outcomes.write(`${OUTCOMES_HEADER}\n`);
  try {
    for await (const round of collectRounds({
      seedHex,
      rounds: draws,
      signer,
      signingThreads: Math.max(threads, 1),
    })) {
      await outcomes.write(`${outcomeLine(round)}\n`);
      await stream.write(round.streamBytes);
      if (round.round % 10_000 === 0) {
        const seconds = (performance.now() - started) / 1000;
        console.error(`${round.round} / ${draws} rounds, ${(round.round / seconds).toFixed(0)} a second`);
      }
    }
  } finally {
    await signer.close();
  }
  const manifest: Manifest = {
    format: 'fair28-rng-collection/1',
    draws,
    createdAt: new Date().toISOString(),
    wallSeconds: Math.round((performance.now() - started) / 100) / 10,
    code,
    chain: { terminatingHash, seed: seedHex },
    beacon: {
      scheme: BEACON_SCHEME,
      publicKey: beaconPublicKeyOf(secretKey),
      secretKey: bytesToHex(secretKey),
    },
    signingThreads: threads,
    files: { [OUTCOMES_FILE]: await outcomes.close(), [STREAM_FILE]: await stream.close() },
  };
  writeFileSync(path.join(values.out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${draws} rounds in ${manifest.wallSeconds} s; terminating hash ${terminatingHash}; ${values.out}`,
  );
}

class UsageError extends Error {}

try {
  await main();
} catch (error) {
  console.error(error instanceof UsageError ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
