// The Redis connection: the version it needs, and calls falling back to the process while it is down.
import { createServer } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type TcpProxy, tcpProxy } from '../test/tcp-proxy';
import { memoryNonceGuard, type NonceGuard, redisNonceGuard } from './nonce-guard';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limiter';
import {
  connectRedis,
  isSupportedRedisVersion,
  RedisVersionError,
  redisVersionOf,
  whileRedisAnswers,
} from './redis';

const { redisUrl } = loadConfig();

/** A stand-in Redis that answers INFO with `version` and +OK to anything else. */
async function fakeRedis(version: string) {
  const server = createServer((socket) => {
    socket.on('data', (data) => {
      // Each command arrives as a RESP array; one answer per array.
      for (const command of data.toString().split('*').slice(1)) {
        if (/\binfo\b/i.test(command)) {
          const info = `# Server\r\nredis_version:${version}\r\n`;
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { url: `redis://127.0.0.1:${address.port}`, close: () => server.close() };
}

describe('the Redis version', () => {
  it('reads the version from INFO and needs 7.0 or newer (PEXPIRE NX)', () => {
    expect(redisVersionOf('# Server\r\nredis_version:7.2.4\r\nredis_mode:standalone\r\n')).toEqual([7, 2]);
    expect(redisVersionOf('nothing here')).toBeUndefined();
    expect(
      [
        [6, 2],
        [7, 0],
        [7, 4],
        [8, 0],
      ].map(([a, b]) => isSupportedRedisVersion([a ?? 0, b ?? 0])),
    ).toEqual([false, true, true, true]);
  });

  it('refuses to start on a Redis that is too old, naming the version needed', async () => {
    const old = await fakeRedis('6.2.14');
    try {
      const refusal = await connectRedis(old.url).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(RedisVersionError);
      expect(String(refusal)).toContain('Redis 6.2 is too old: fair28 needs Redis 7.0 or newer');
    } finally {
      old.close();
    }
  });

  it('starts on a Redis that answers nothing, and keeps trying', async () => {
    const nobody = await tcpProxy({ host: '127.0.0.1', port: 1 });
    await nobody.stop();
    const redis = await connectRedis(`redis://127.0.0.1:${nobody.port}`);
    expect(redis.status).not.toBe('ready');
    expect(redis.status).not.toBe('end');
    redis.disconnect();
  });
});

describe.runIf(redisUrl)('while Redis is down', () => {
  const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
  const prefix = `fair28test:fallback:${Date.now()}:`;
  const fallbacks: unknown[] = [];
  const onFallback = (error: unknown) => fallbacks.push(error);
  let proxy: TcpProxy;
  let redis: Redis;
  let limiter: RateLimiter;
  let guard: NonceGuard;
  beforeAll(async () => {
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    redis = await connectRedis(`redis://127.0.0.1:${proxy.port}`);
    limiter = whileRedisAnswers(redis, redisRateLimiter(redis, prefix), memoryRateLimiter(), onFallback);
    guard = whileRedisAnswers(redis, redisNonceGuard(redis, prefix), memoryNonceGuard(), onFallback);
  });
  afterAll(async () => {
    redis?.disconnect();
    await proxy?.stop();
  });

  const until = async (isTrue: () => boolean) => {
    for (let waited = 0; !isTrue(); waited += 20) {
      if (waited > 10_000) throw new Error('condition never held');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('rate limits and the replay guard count in the process, then in Redis again', async () => {
    expect(await limiter.hit('shared', 1, 60_000)).toBe(true);
    await proxy.stop();
    await until(() => redis.status !== 'ready');

    expect([
      await limiter.hit('k', 2, 60_000),
      await limiter.hit('k', 2, 60_000),
      await limiter.hit('k', 2, 60_000),
    ]).toEqual([true, true, false]);
    expect([await guard.claim('n1', 60_000), await guard.claim('n1', 60_000)]).toEqual([true, false]);

    await proxy.start();
    await until(() => redis.status === 'ready');
    // Back on Redis: its count for the key it saw before the outage is still there.
    expect(await limiter.hit('shared', 1, 60_000)).toBe(false);
    expect(await guard.claim('n2', 60_000)).toBe(true);
    expect(await redis.exists(`${prefix}nonce:n2`)).toBe(1);
    // Calls never reached Redis while it was down: nothing failed, nothing waited on a timeout.
    expect(fallbacks).toEqual([]);
  });
});
