// The per-game-type hash chain: generated up front from a secret seed, published by its terminating hash,
// spent backwards one round at a time so each revealed round hash proves itself against the earlier ones.
import { bytesToHex, hexToBytes, sha256 } from './sha256';

/**
 * hash_N = sha256(seed bytes); hash_(n-1) = sha256(hash_n bytes) down to hash_0, the terminating hash.
 * Round n (1..N) uses hash_n, so anyone holding hash_0 checks a revealed hash_n by hashing it n times,
 * and nobody can compute hash_(n+1) from what has been revealed. Hashes are 64 lower-case hex digits;
 * each step hashes the 32 raw bytes, not the hex text.
 */
export type HashChain = {
  /** hash_0: published before the first round, used by no round. */
  readonly terminatingHash: string;
  /** roundHashes[n - 1] is hash_n, the hash of round n. */
  readonly roundHashes: readonly string[];
};

const ROUND_HASH = /^[0-9a-f]{64}$/;
/** The seed is the only secret: anyone who learns it can compute every future round. */
export const MIN_SEED_BYTES = 32;

export function isRoundHash(text: string): boolean {
  return ROUND_HASH.test(text);
}

export function assertRoundHash(text: string): void {
  if (!ROUND_HASH.test(text)) throw new RangeError('a round hash is 64 lower-case hex digits');
}

export function generateHashChain(seedHex: string, length: number): HashChain {
  const seed = hexToBytes(seedHex);
  if (seed.length < MIN_SEED_BYTES) throw new RangeError(`the seed must be at least ${MIN_SEED_BYTES} bytes`);
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('a chain has at least one round');
  const roundHashes = new Array<string>(length);
  let hash = sha256(seed);
  for (let round = length; round >= 1; round--) {
    roundHashes[round - 1] = bytesToHex(hash);
    hash = sha256(hash);
  }
  return { terminatingHash: bytesToHex(hash), roundHashes };
}

export function roundHashOf(chain: HashChain, round: number): string {
  const hash = Number.isInteger(round) ? chain.roundHashes[round - 1] : undefined;
  if (hash === undefined) throw new RangeError(`round ${round} is outside the chain`);
  return hash;
}

/**
 * How many hashing steps lead from `hash` to `anchorHash` (1..maxSteps), or null when none do.
 * With the terminating hash as anchor the answer is the round number; with the previous round's hash, 1.
 */
export function chainDistance(hash: string, anchorHash: string, maxSteps: number): number | null {
  assertRoundHash(hash);
  assertRoundHash(anchorHash);
  const anchor = hexToBytes(anchorHash);
  let current = hexToBytes(hash);
  for (let step = 1; step <= maxSteps; step++) {
    current = sha256(current);
    if (bytesEqual(current, anchor)) return step;
  }
  return null;
}

/** Whether `roundHash` is exactly round `round` of the chain that ends in `terminatingHash`. */
export function verifyRoundHash(roundHash: string, round: number, terminatingHash: string): boolean {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  if (!isRoundHash(roundHash) || !isRoundHash(terminatingHash)) return false;
  let current = hexToBytes(roundHash);
  for (let step = 0; step < round; step++) current = sha256(current);
  return bytesEqual(current, hexToBytes(terminatingHash));
}

function bytesEqual(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return false;
  return true;
}
