// The socket endpoint: GET /ws upgrades to a WebSocket handed to the hub. Registered before every other
// route, as @fastify/websocket requires; the hub closes its sockets before the server stops.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
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

export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { realtime } = app;
  // Before the plugin's own preClose, so clients hear 1001 "server closing" rather than a bare close.
  app.addHook('preClose', () => realtime.close());
  await app.register(websocket, {
    options: { maxPayload: MAX_PACKET_BYTES },
    // A client vanishing mid-frame is routine for a socket server, not an error worth a stack trace.
    errorHandler(error, socket, request) {
      request.log.debug({ err: error }, 'socket error');
      socket.terminate();
    },
  });
  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => realtime.accept(socket, request));
}
