// Remembers the nonces of token fields for as long as their timestamp is acceptable, so a captured
// request cannot be replayed. Redis-backed when nodes share it (each nonce a key that expires by itself),
// else a bounded least-recently-used store in the process: no sweep, no growth past `maxEntries`.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { unallocatedBound } from './lru-bound';

export type NonceGuard = {
  /** True the first time a nonce is seen within `ttlMs`; false on every reuse. */
  claim(nonce: string, ttlMs: number): Promise<boolean>;
};

/**
 * Only authenticated requests reach the guard (authenticate.ts checks the session first), so filling it
 * takes a live session; past `maxEntries` the oldest nonces go first.
 */
export function memoryNonceGuard(maxEntries = 200_000): NonceGuard & { size(): number } {
  const seen = new LRUCache<string, true>(unallocatedBound(maxEntries));
  return {
    async claim(nonce, ttlMs) {
      if (seen.has(nonce)) return false;
      seen.set(nonce, true, { ttl: ttlMs });
      return true;
    },
    size: () => seen.size,
  };
}

export function redisNonceGuard(redis: Redis, prefix: string): NonceGuard {
  return {
    async claim(nonce, ttlMs) {
      return (await redis.set(`${prefix}nonce:${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}
