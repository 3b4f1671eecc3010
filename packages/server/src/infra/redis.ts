// The optional Redis connection: shared rate limits, replay guard and socket fan-out across nodes.
// Redis is never required to serve: while it does not answer, each call falls back to this process
// (whileRedisAnswers), and the connection keeps trying to come back.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** PEXPIRE … NX (the rate limiter's window) arrived in Redis 7.0. */
export const REDIS_MIN_VERSION = [7, 0] as const;
/** A command unanswered this long counts as Redis being down: the caller falls back to the process. */
const COMMAND_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 5000;

export class RedisVersionError extends Error {}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const quiet: Log = { info() {}, warn() {}, error() {} };

/** The server's version from `INFO server`, as [major, minor]. */
export function redisVersionOf(info: string): [number, number] | undefined {
  const match = /^redis_version:(\d+)\.(\d+)/m.exec(info);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export function isSupportedRedisVersion(version: readonly [number, number]): boolean {
  const [major, minor] = version;
  const [minMajor, minMinor] = REDIS_MIN_VERSION;
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

async function checkVersion(redis: Redis): Promise<void> {
  const version = redisVersionOf(await redis.info('server'));
  if (!version || !isSupportedRedisVersion(version)) {
    throw new RedisVersionError(
      `Redis ${version?.join('.') ?? '(unknown version)'} is too old: fair28 needs Redis ${REDIS_MIN_VERSION.join('.')} or newer (REDIS_URL)`,
    );
  }
}

/**
 * Connects, checking the server's version (RedisVersionError when too old). When Redis does not answer
 * at start the server starts anyway, on this process, and the connection keeps retrying; commands never
 * queue while it is down (they fail at once, and the caller falls back).
 */
export async function connectRedis(url: string, log: Log = quiet): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  let isDown = false;
  redis.on('error', () => {});
  // Reconnecting, not 'close': a close of our own at shutdown is no outage.
  redis.on('reconnecting', () => {
    if (isDown) return;
    isDown = true;
    // One line per outage, so an operator can alert on it.
    log.warn(
      'Redis unreachable: rate limits, replay guard and socket events stay on this node until it answers',
    );
  });
  const isConnected = await redis.connect().then(
    () => true,
    () => false,
  );
  if (isConnected) {
    await checkVersion(redis).catch((error: unknown) => {
      redis.disconnect();
      throw error;
    });
  }
  // Later connections (after an outage, or when Redis was down at start) are checked as they come.
  redis.on('ready', () => {
    // A server swapped for an older one is not used: this node stays on its own process.
    checkVersion(redis).then(
      () => {
        if (isDown) log.info('Redis answering again: shared across nodes once more');
        isDown = false;
      },
      (error: unknown) => {
        log.error({ err: error }, 'Redis refused');
        redis.disconnect();
      },
    );
  });
  return redis;
}

type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * `shared` (on Redis) while Redis is connected and answers, else `local` (this process), chosen per call:
 * a Redis outage costs cross-node sharing, never a request.
 */
export function whileRedisAnswers<T extends AsyncMethods<T>>(
  redis: Redis,
  shared: T,
  local: T,
  onFallback: (error: unknown) => void,
): T {
  const chosen = {} as Record<keyof T, unknown>;
  for (const name of Object.keys(shared) as Array<keyof T>) {
    chosen[name] = async (...args: never[]) => {
      if (redis.status === 'ready') {
        try {
          return await shared[name](...args);
        } catch (error) {
          onFallback(error);
        }
      }
      return local[name](...args);
    };
  }
  return chosen as T;
}
