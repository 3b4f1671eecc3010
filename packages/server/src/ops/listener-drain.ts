// The first step of a drain on the public port: no new connections, so nginx passes every new call to
// another node, while the connections already open are left for their clients to close.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long a draining node waits for its clients to close their open connections before closing the
 * idle ones itself: longer than the `keepalive_timeout` deploy/nginx/fair28.conf gives nginx's idle
 * connections to the nodes, so behind nginx it never has to.
 */
export const CONNECTIONS_GRACE_MS = 6_000;

/**
 * Stops taking connections and waits until every open one has ended (each answer while draining closes
 * its connection; nginx drops idle ones after its keepalive_timeout), at most `graceMs`; then closes the
 * idle ones left and waits for the calls still under way.
 *
 * A refused connection carried nothing, so nginx passes even a bet to the next node. A keep-alive
 * connection the node closed itself could cross a call nginx had just sent on it: nginx answers that 502,
 * as it never resends a POST that may have reached a node. Hence the listener alone is closed here:
 * http.Server#close would also cut every idle keep-alive connection at once.
 */
export async function stopTakingConnections(server: Server, graceMs = CONNECTIONS_GRACE_MS): Promise<void> {
  // Emitted once the listener is closed and its last connection (room sockets included) has ended.
  const ended = new Promise<void>((resolve) => server.once('close', () => resolve()));
  NetServer.prototype.close.call(server);
  const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([ended, grace]);
  server.closeIdleConnections();
  await ended;
}
