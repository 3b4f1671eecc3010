// The socket endpoint: an HTTP upgrade at /ws becomes a WebSocket handed to the hub with its URL query.
// The upgrade is taken from the HTTP server, not routed through Fastify: a route would keep its request
// and reply alive as long as the socket (more memory than the socket itself), and the hub needs only the
// query. A plain GET /ws is an unknown path.
import type { IncomingMessage } from 'node:http';
import { parse } from 'node:querystring';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { RealtimeHub } from './hub';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging
  interface FastifyInstance {
    /** The socket hub, for the /ws route and tests; the domain reaches it through ctx's ports. */
    realtime: RealtimeHub;
  }
}

export const SOCKET_PATH = '/ws';

/** Client packets are small (a chat is at most a few hundred bytes); anything bigger is refused by ws. */
const MAX_PACKET_BYTES = 16 * 1024;
const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

function destroyOnError(this: Duplex): void {
  this.destroy();
}

export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { realtime } = app;
  // The hub keeps its own sockets, so ws keeps no set of them (nor a close listener per socket). No
  // compression: ws then writes each frame straight to the connection, where the hub's prepared frames
  // go too (connections.ts), so the two keep their order.
  const upgrades = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_PACKET_BYTES,
    perMessageDeflate: false,
  });

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== SOCKET_PATH) {
      // Node has removed its own error listener from an upgrading socket.
      socket.on('error', destroyOnError);
      socket.end(NOT_FOUND);
      return;
    }
    const query = parse(queryAt === -1 ? '' : url.slice(queryAt + 1));
    upgrades.handleUpgrade(request, socket, head, (ws) => realtime.accept(ws, socket, query));
  }

  app.server.on('upgrade', onUpgrade);
  // Sockets are told to reconnect (4503) as the close begins, but not waited for here: the listener stops
  // taking connections at once (after the preClose hooks), and the close waits for them in onClose.
  let closing: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    closing = realtime.close();
  });
  app.addHook('onClose', async () => {
    await closing;
  });
}
