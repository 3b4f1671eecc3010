import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { memoryNonceGuard, type NonceGuard, redisNonceGuard } from './nonce-guard';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limiter';
import { connectRedis } from './redis';

const { redisUrl } = loadConfig();
const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const prefix = `fair28test:infra:${Date.now()}:${Math.random()}:`;
const implementations: Array<[string, () => { limiter: RateLimiter; guard: NonceGuard }]> = [
  ['in process', () => ({ limiter: memoryRateLimiter(), guard: memoryNonceGuard() })],
];
if (redis) {
  implementations.push([
    'in Redis',
    () => ({ limiter: redisRateLimiter(redis, prefix), guard: redisNonceGuard(redis, prefix) }),
  ]);
}

describe.each(implementations)('%s', (_name, make) => {
  it('a rate limit lets `limit` hits through per window, then refuses until reset', async () => {
    const { limiter } = make();
    const key = `k${Math.random()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
    expect(results).toEqual([true, true, true, false]);
    await limiter.reset(key);
    expect(await limiter.hit(key, 3, 60_000)).toBe(true);
  });

  it('a window ends after its time', async () => {
    const { limiter } = make();
    const key = `w${Math.random()}`;
    expect(await limiter.hit(key, 1, 50)).toBe(true);
    expect(await limiter.hit(key, 1, 50)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await limiter.hit(key, 1, 50)).toBe(true);
  });

  it('a nonce is accepted once', async () => {
    const { guard } = make();
    const nonce = `n${Math.random()}`;
    const claims = await Promise.all(Array.from({ length: 5 }, () => guard.claim(nonce, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});

describe('the in-process stores stay bounded', () => {
  it('the nonce guard holds at most its size, dropping the oldest', async () => {
    const guard = memoryNonceGuard(1000);
    for (let i = 0; i < 20_000; i++) await guard.claim(`n${i}`, 60_000);
    expect(guard.size()).toBe(1000);
    expect(await guard.claim('n19999', 60_000)).toBe(false);
  });

  it('the rate limiter keeps counting the keys it holds', async () => {
    const limiter = memoryRateLimiter(Date.now, 1000);
    for (let i = 0; i < 20_000; i++) await limiter.hit(`k${i}`, 1, 60_000);
    expect(await limiter.hit('k19999', 1, 60_000)).toBe(false);
  });
});
