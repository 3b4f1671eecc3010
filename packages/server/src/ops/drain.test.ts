// SIGTERM drains a real server process as a supervisor's restart would: /readyz turns 503 at once (read on
// the metrics listener), the public port refuses new connections, a call on a connection opened before
// is still answered (closing it), the call under way still answers 2xx, room sockets are closed with 4503
// (reconnect now), and the process exits 0.
import { once } from 'node:events';
import { Agent, createServer, request, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import {
  type CallDefinition,
  type CallResponse,
  calls,
  decodeResBody,
  ImCloseCode,
  type TEnvelope,
} from '@fair28/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../seed/demo';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { freePort, startServer } from '../test/processes';
import { TestSocket } from '../test/socket-client';

let database: ProcessDatabase;
beforeEach(async () => {
  database = await createProcessDatabase();
});
afterEach(() => database.drop());

const keys = loadConfig({}).codecKeys;

/** A call as the app makes it, plain (gzip=0), with a Bearer token when given. */
async function post<C extends CallDefinition>(
  base: string,
  call: C,
  fields: Record<string, string>,
  token?: string,
): Promise<{ status: number; envelope: TEnvelope; answer?: CallResponse<C> }> {
  const response = await fetch(`${base}${call.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams({ ...fields, lang: 'en', gzip: '0' }).toString(),
  });
  const envelope = (await response.json()) as TEnvelope;
  if (envelope.code !== 0 || !envelope.resBody) return { status: response.status, envelope };
  const decoded = call.plainResBody
    ? JSON.parse(envelope.resBody)
    : await decodeResBody(envelope.resBody, false, keys);
  return { status: response.status, envelope, answer: call.response.parse(decoded) as CallResponse<C> };
}

/** A call on the agent's connection (kept open between calls, as nginx keeps its connections to nodes). */
function postOn(agent: Agent, port: number, call: CallDefinition) {
  return new Promise<{ isReused: boolean; status: number; connection: string; envelope: TEnvelope }>(
    (resolve, reject) => {
      const body = new URLSearchParams({ lang: 'en', gzip: '0' }).toString();
      const sent = request(
        { agent, host: '127.0.0.1', port, path: call.path, method: 'POST' },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () =>
            resolve({
              isReused: sent.reusedSocket,
              status: response.statusCode ?? 0,
              connection: response.headers.connection ?? '',
              envelope: JSON.parse(text) as TEnvelope,
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.setHeader('content-type', 'application/x-www-form-urlencoded');
      sent.end(body);
    },
  );
}

/** Whether a new TCP connection to the port is refused. */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM', () => {
  it('drains: not ready at once, no new connections, the call under way answered, sockets told to reconnect, exit 0', async () => {
    // The quotes host the forward call reaches: it holds the request until the test lets it go.
    const held: ServerResponse[] = [];
    const upstream = createServer((_request, response) => {
      held.push(response);
      upstream.emit('held');
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const upstreamPort = (upstream.address() as { port: number }).port;

    const [port, metricsPort] = [await freePort(), await freePort()];
    const server = await startServer({
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FAIR28_METRICS_PORT: String(metricsPort),
      FAIR28_WEB_DIST: '/nonexistent',
      FAIR28_CHAIN_LENGTH: '100',
      FAIR28_FORWARD_ALLOW: `http://127.0.0.1:${upstreamPort}/`,
      FAIR28_FORWARD_TRUSTED_ADDRESSES: '127.0.0.1',
      FAIR28_FORWARD_TIMEOUT_MS: '20000',
      FAIR28_DRAIN_SECONDS: '15',
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${port}`;
    const readyz = async () => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/readyz`);
      return { status: response.status, body: (await response.json()) as { problems: string[] } };
    };
    try {
      expect((await readyz()).status).toBe(200);

      // The demo player in a room socket, logged in as the app does.
      const { player } = DEMO_ACCOUNTS;
      const login = await post(base, calls.login, { account: player.account, password: player.password });
      const token = login.answer && 'token' in login.answer ? login.answer.token : '';
      const configs = await post(base, calls.clientConfigs, {}, token);
      const option = configs.answer?.gameOption;
      if (!option) throw new Error(`no socket login: ${JSON.stringify(configs.envelope)}`);
      const socket = await TestSocket.login(`ws://127.0.0.1:${port}/ws`, {
        username: option.username,
        password: option.imPassword,
        token: option.imToken,
      });

      // A call under way: the forward call waits on the quotes host.
      const heldOne = once(upstream, 'held');
      const inFlight = post(base, calls.forward, { host: `http://127.0.0.1:${upstreamPort}/rate` });
      await heldOne;

      // A connection opened before the drain, idle when it begins (as nginx's are between calls).
      const keptOpen = new Agent({ keepAlive: true, maxSockets: 1 });
      expect(await postOn(keptOpen, port, calls.clientConfigs)).toMatchObject({
        isReused: false,
        status: 200,
      });

      const finished = server.stop();
      const notReady = await eventually(readyz, (answer) => answer.status === 503, 2000);
      expect(notReady).toEqual({
        status: 503,
        body: { ready: false, problems: ['draining: the node is shutting down'], degraded: [] },
      });
      expect(await eventually(() => isRefused(port), Boolean, 2000)).toBe(true);
      // The node left it open for its client to close: a call on it is answered, and the answer closes it.
      const onKeptOpen = await postOn(keptOpen, port, calls.clientConfigs);
      expect(onKeptOpen).toMatchObject({ isReused: true, status: 200, connection: 'close' });
      expect(onKeptOpen.envelope.code).toBe(0);
      keptOpen.destroy();
      expect(await socket.closed).toEqual({
        code: ImCloseCode.ReconnectNow,
        reason: 'server closing: reconnect now',
      });

      // The call under way finishes and is answered.
      for (const response of held) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"rate":"7.1000"}');
      }
      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.envelope.code).toBe(0);
      expect(answered.answer).toBeDefined();

      const end = await finished;
      expect(
        end.code,
        `${end.stdout
          .split('\n')
          .filter((line) => !line.includes('"req'))
          .join('\n')}\n${end.stderr}`,
      ).toBe(0);
    } finally {
      await server.stop();
      upstream.close();
    }
  }, 120_000);
});
