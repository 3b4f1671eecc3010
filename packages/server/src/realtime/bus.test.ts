import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { connectRedis } from '../infra/redis';
import { type Bus, redisBus } from './bus';

const { redisUrl } = loadConfig();

describe.runIf(redisUrl)('the bus between nodes over Redis', () => {
  const channel = `fair28-bus-test-${randomUUID()}`;
  const heardByA: string[] = [];
  const heardByB: string[] = [];
  let redisA: Redis;
  let redisB: Redis;
  let busA: Bus;
  let busB: Bus;

  beforeAll(async () => {
    redisA = await connectRedis(redisUrl ?? '');
    redisB = await connectRedis(redisUrl ?? '');
    busA = await redisBus(redisA, channel, (bytes) => heardByA.push(bytes.toString()), fail);
    busB = await redisBus(redisB, channel, (bytes) => heardByB.push(bytes.toString()), fail);
  });
  afterAll(async () => {
    await Promise.all([busA?.close(), busB?.close()]);
    redisA?.disconnect();
    redisB?.disconnect();
  });

  it('brings each message to every node once, in order, a turn of the event loop in one write', async () => {
    const stream = (redisA as unknown as { stream: { write: (...args: unknown[]) => boolean } }).stream;
    const write = stream.write;
    let writes = 0;
    stream.write = (...args: unknown[]) => {
      writes++;
      return write.apply(stream, args);
    };
    const firstTurn = Array.from({ length: 200 }, (_, n) => `first ${n}`);
    const secondTurn = Array.from({ length: 50 }, (_, n) => `second ${n}`);
    try {
      const sent = firstTurn.map((message) => busA.publish(Buffer.from(message)));
      await Promise.all(sent);
      await Promise.all(secondTurn.map((message) => busA.publish(Buffer.from(message))));
    } finally {
      stream.write = write;
    }
    const everything = [...firstTurn, ...secondTurn];
    // Its own node hears each at once, the other through Redis.
    expect(heardByA).toEqual(everything);
    await vi.waitFor(() => expect(heardByB).toHaveLength(everything.length), { timeout: 5_000 });
    expect(heardByB).toEqual(everything);
    expect(writes).toBe(2);
  });
});

function fail(error: Error): never {
  throw error;
}
