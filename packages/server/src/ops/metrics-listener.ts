// The node's private listener (FAIR28_METRICS_PORT on FAIR28_METRICS_HOST): /metrics for Prometheus, and
// /readyz again, so a drain can be watched here after the public port has stopped taking connections.
// Never the public port: players have no business reading the node's insides.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Readiness } from './readiness';

export type MetricsListener = {
  port: number;
  close(): Promise<void>;
};

export async function listenMetrics(
  deps: { registry: Registry; readiness: Readiness },
  at: { host: string; port: number },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    const json = (status: number, body: unknown) => answer(status, 'application/json', JSON.stringify(body));
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'text/plain', 'GET only');
    if (path === '/metrics') {
      deps.registry.metrics().then(
        (text) => answer(200, deps.registry.contentType, text),
        (error: unknown) => answer(500, 'text/plain', `metrics failed: ${String(error)}`),
      );
    } else if (path === '/readyz') {
      deps.readiness.check().then(
        (report) => json(report.ready ? 200 : 503, report),
        (error: unknown) => json(503, { ready: false, problems: [String(error)], degraded: [] }),
      );
    } else answer(404, 'text/plain', 'Not found');
  });
  server.listen(at.port, at.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
