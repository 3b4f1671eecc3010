// Carries hub messages to every node: through one Redis pub/sub channel when nodes share Redis, else
// straight back into this process. A message is bytes made once by the sender; receivers only slice it.
import type { Redis } from 'ioredis';

export type Bus = {
  /** Hands `message` to every node's `deliver`, this node's included. */
  publish(message: Buffer): Promise<void>;
  close(): Promise<void>;
};

export type Deliver = (message: Buffer) => void;

export function localBus(deliver: Deliver): Bus {
  return {
    async publish(message) {
      deliver(message);
    },
    async close() {},
  };
}

/**
 * Publishes on `channel` and delivers what arrives on it, own messages included, so every node — this
 * one too — delivers each message exactly once, in the order Redis saw them.
 */
export async function redisBus(
  redis: Redis,
  channel: string,
  deliver: Deliver,
  onError: (error: Error) => void,
): Promise<Bus> {
  const channelBytes = Buffer.from(channel);
  // A subscribed connection can do nothing else, so it is a second connection.
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('messageBuffer', (from, message) => {
    if (from.equals(channelBytes)) deliver(message);
  });
  await subscriber.subscribe(channel);
  return {
    async publish(message) {
      await redis.publish(channel, message);
    },
    async close() {
      await subscriber.quit();
    },
  };
}
