import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from './frames';

// A real `ws` client reads what a prepared frame writes: it refuses any frame that breaks RFC 6455.
let server: WebSocketServer;
let transport: Duplex;
let client: WebSocket;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const accepted = new Promise<void>((resolve) => {
    server.on('connection', (_socket, request) => {
      transport = request.socket;
      resolve();
    });
  });
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await Promise.all([once(client, 'open'), accepted]);
});

afterAll(async () => {
  client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

function received(): Promise<{ text: string; isBinary: boolean }> {
  return new Promise((resolve) => {
    client.once('message', (data: Buffer, isBinary) => resolve({ text: data.toString('utf8'), isBinary }));
  });
}

describe('a prepared text frame', () => {
  // Each side of the length encodings: 7 bits, 16 bits, 64 bits.
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('of %i bytes arrives as that text', async (size) => {
    const text = 'é'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2);
    const message = received();
    transport.write(textFrame(Buffer.from(text)));
    expect(await message).toEqual({ text, isBinary: false });
  });

  it('interleaves with frames ws sends itself, in order', async () => {
    const texts: string[] = [];
    const all = new Promise<void>((resolve) => {
      const onMessage = (data: Buffer) => {
        texts.push(data.toString('utf8'));
        if (texts.length === 3) {
          client.off('message', onMessage);
          resolve();
        }
      };
      client.on('message', onMessage);
    });
    const [serverSide] = [...server.clients];
    transport.write(textFrame(Buffer.from('{"n":1}')));
    serverSide?.send('{"n":2}');
    transport.write(textFrame(Buffer.from('{"n":3}')));
    await all;
    expect(texts).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });
});
