// Fixed-window counters for rate limits, in Redis when several nodes share the limit (keys that expire by
// themselves), else in a bounded least-recently-used store in the process: no sweep, no growth past its size.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { unallocatedBound } from './lru-bound';

export type RateLimiter = {
  /** Counts one hit against `key`; true while the window's count is within `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Forgets a key's count (after a successful login, say). */
  reset(key: string): Promise<void>;
};

export function memoryRateLimiter(now: () => number = Date.now, maxKeys = 100_000): RateLimiter {
  const windows = new LRUCache<string, { count: number; endsAt: number }>(unallocatedBound(maxKeys));
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.set(key, { count: 1, endsAt: at + windowMs });
        return 1 <= limit;
      }
      window.count += 1;
      return window.count <= limit;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const redisKey = `${prefix}rl:${key}`;
      const [[, count] = []] =
        (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').exec()) ?? [];
      return Number(count) <= limit;
    },
    async reset(key) {
      await redis.del(`${prefix}rl:${key}`);
    },
  };
}
