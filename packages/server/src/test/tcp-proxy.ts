// A TCP proxy a test can cut and restore, to play a Redis (or any server) going away and coming back
// without touching the real one, which other tests share.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Refuses new connections and cuts the open ones, as a crashed server would. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = createConnection(target);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        open.add(socket);
        socket.on('error', () => other.destroy());
        socket.on('close', () => {
          open.delete(socket);
          other.destroy();
        });
        socket.pipe(other);
      }
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    const address = listening.address();
    if (address && typeof address === 'object') port = address.port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const closing = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    start: listen,
  };
}
