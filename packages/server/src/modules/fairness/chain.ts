// Round hashes from a game type's hash chain. The chain is generated from its secret seed (opened from its
// sealed form with the chain key) with the shared rules and kept in memory, so drawing a round never
// re-hashes the whole chain.
import { randomBytes } from 'node:crypto';
import { generateHashChain, type HashChain, MIN_SEED_BYTES, roundHashOf } from '@fair28/shared';

export type ChainSecret = { seedHex: string; length: number };

/** By seed, not by row id: two databases in one process (tests, a restore) never share an entry. */
const cache = new Map<string, HashChain>();
const CACHED_CHAINS = 8;

function chainOf(secret: ChainSecret): HashChain {
  let chain = cache.get(secret.seedHex);
  if (!chain) {
    chain = generateHashChain(secret.seedHex, secret.length);
    if (cache.size >= CACHED_CHAINS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(secret.seedHex, chain);
  }
  return chain;
}

/** hash_n of the chain: the hash round `chainIndex` is drawn from. */
export function roundHashFor(secret: ChainSecret, chainIndex: number): string {
  return roundHashOf(chainOf(secret), chainIndex);
}

/** A fresh secret seed and the chain's terminating hash, to publish. */
export function newChain(length: number): { seedHex: string; terminatingHash: string } {
  const seedHex = randomBytes(MIN_SEED_BYTES).toString('hex');
  return { seedHex, terminatingHash: generateHashChain(seedHex, length).terminatingHash };
}
