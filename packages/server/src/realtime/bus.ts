// Carries hub messages to every node. A node delivers its own messages to its own sockets first, then
// publishes them on one Redis pub/sub channel for the other nodes, which deliver what other nodes sent;
// without Redis, or while it is down, each node still serves its own sockets. A message is bytes made
// once by the sender; receivers only slice it.
import { randomBytes } from 'node:crypto';
import type { ChainableCommander, Redis } from 'ioredis';

export type Bus = {
  /** Hands `message` to this node's `deliver`, then to every other node's. */
  publish(message: Buffer): Promise<void>;
  close(): Promise<void>;
};

export type Deliver = (message: Buffer) => void;

/** Which node sent a message on the channel, so a node skips its own (already delivered) ones. */
const NODE_ID_BYTES = 8;

export function localBus(deliver: Deliver): Bus {
  return {
    async publish(message) {
      deliver(message);
    },
    async close() {},
  };
}

/**
 * Publishes on `channel` and delivers what other nodes publish there. While Redis is down, messages reach
 * this node's sockets only; none is queued and sent again later, so nothing is delivered twice.
 */
export async function redisBus(
  redis: Redis,
  channel: string,
  deliver: Deliver,
  /** A subscription Redis refused (its connection's own errors are the outage, logged once elsewhere). */
  onError: (error: Error) => void,
): Promise<Bus> {
  const channelBytes = Buffer.from(channel);
  const nodeId = randomBytes(NODE_ID_BYTES);
  // A subscribed connection can do nothing else, so it is a second connection. It subscribes on every
  // connect (Redis may be down at start, or restart empty).
  const subscriber = redis.duplicate({ autoResubscribe: false });
  // Connection errors repeat on every retry while Redis is down; the main connection logs the outage once.
  subscriber.on('error', () => {});
  let subscribing: Promise<unknown> = Promise.resolve();
  subscriber.on('ready', () => {
    subscribing = subscriber.subscribe(channel).catch(onError);
  });
  subscriber.on('messageBuffer', (from: Buffer, message: Buffer) => {
    if (!from.equals(channelBytes) || message.length <= NODE_ID_BYTES) return;
    if (message.subarray(0, NODE_ID_BYTES).equals(nodeId)) return;
    deliver(message.subarray(NODE_ID_BYTES));
  });
  if (
    await subscriber.connect().then(
      () => true,
      () => false,
    )
  )
    await subscribing;
  // The messages of one turn of the event loop (a batch of bets, each its own event) go to Redis in one
  // write: a write per message cost a bet call a tenth of its CPU.
  let turn: { pipeline: ChainableCommander; sent: Promise<void> } | undefined;
  function publishOnRedis(bytes: Buffer): Promise<void> {
    if (!turn) {
      const pipeline = redis.pipeline();
      const sent = new Promise<void>((resolve, reject) => {
        process.nextTick(() => {
          turn = undefined;
          pipeline.exec().then((answers) => {
            const refused = answers?.find(([error]) => error)?.[0];
            if (refused) reject(refused);
            else resolve();
          }, reject);
        });
      });
      turn = { pipeline, sent };
    }
    turn.pipeline.publish(channel, bytes);
    return turn.sent;
  }
  return {
    async publish(message) {
      deliver(message);
      // Down: the other nodes miss this one (clients read the state itself over HTTP); logged once per outage.
      if (redis.status !== 'ready') return;
      await publishOnRedis(Buffer.concat([nodeId, message]));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
