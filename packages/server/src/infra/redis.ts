// The optional Redis connection: shared rate limits, replay guard and (later) socket fan-out across nodes.
import { Redis } from 'ioredis';

export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  return redis;
}
