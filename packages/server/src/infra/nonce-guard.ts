// Remembers the nonces of token fields for as long as their timestamp is acceptable, so a captured
// request cannot be replayed. Redis-backed when nodes share it.
import type { Redis } from 'ioredis';

export type NonceGuard = {
  /** True the first time a nonce is seen within `ttlMs`; false on every reuse. */
  claim(nonce: string, ttlMs: number): Promise<boolean>;
};

export function memoryNonceGuard(now: () => number = Date.now): NonceGuard {
  const seen = new Map<string, number>();
  return {
    async claim(nonce, ttlMs) {
      const at = now();
      if (seen.size > 200_000) for (const [n, expiresAt] of seen) if (expiresAt <= at) seen.delete(n);
      const expiresAt = seen.get(nonce);
      if (expiresAt !== undefined && expiresAt > at) return false;
      seen.set(nonce, at + ttlMs);
      return true;
    },
  };
}

export function redisNonceGuard(redis: Redis, prefix: string): NonceGuard {
  return {
    async claim(nonce, ttlMs) {
      return (await redis.set(`${prefix}nonce:${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}
