import type { Duplex } from 'node:stream';
import { ImCloseCode } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Connection, Connections } from './connections';
import { textFrame } from './frames';

/** What the broadcast reads of a socket and its connection and does to them, recorded. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  closedWith: [number, string] | undefined;

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = WebSocket.CLOSING;
  }
}

class FakeTransport {
  /** Bytes the client has not read. */
  unread = 0;
  writableCorked = 0;
  readonly frames: Buffer[] = [];
  /** How many frames each write to the network carried. */
  readonly writes: number[] = [];
  #held: Buffer[] = [];

  get writableLength(): number {
    return this.unread + this.#held.reduce((bytes, frame) => bytes + frame.length, 0);
  }

  write(frame: Buffer): void {
    this.frames.push(frame);
    if (this.writableCorked > 0) this.#held.push(frame);
    else this.writes.push(1);
  }

  cork(): void {
    this.writableCorked++;
  }

  uncork(): void {
    if (this.writableCorked === 0 || --this.writableCorked > 0 || this.#held.length === 0) return;
    this.writes.push(this.#held.length);
    this.#held = [];
  }

  /** The texts written, each as the frame it must be. */
  get sent(): string[] {
    return this.frames.map((frame) => {
      const text = frame.subarray(2).toString('utf8');
      expect(frame).toEqual(textFrame(Buffer.from(text)));
      return text;
    });
  }
}

function members(count: number, gatherMs = 0) {
  const connections = new Connections({
    tooSlow: { code: ImCloseCode.TooSlow, reason: 'too slow' },
    gatherMs,
  });
  const sockets = Array.from({ length: count }, () => new FakeSocket());
  const transports = Array.from({ length: count }, () => new FakeTransport());
  const conns: Connection[] = sockets.map((socket, i) =>
    connections.add(socket as unknown as WebSocket, transports[i] as unknown as Duplex, 0),
  );
  return { connections, sockets, transports, conns };
}

describe('a group broadcast', () => {
  it('reaches each member once after members in the middle and at the end left', () => {
    const { connections, transports, conns } = members(6);
    for (const conn of conns) connections.join(conn, 'room-1');
    connections.forget(conns[1] as Connection);
    connections.leave(conns[5] as Connection);
    connections.join(conns[3] as Connection, 'room-2');
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11}'));
    expect(transports.map((transport) => transport.sent.length)).toEqual([1, 0, 1, 0, 1, 0]);
    connections.broadcastToGroup('room-2', Buffer.from('{"command":11}'));
    expect(transports.map((transport) => transport.sent.length)).toEqual([1, 0, 1, 1, 1, 0]);
    expect(connections.stats()).toEqual({ sockets: 5, groups: 2 });
  });

  it('drops a member with more than 1 MiB unsent (4409) and still sends to the rest', () => {
    const { connections, sockets, transports, conns } = members(4);
    for (const conn of conns) connections.join(conn, 'room-1');
    (transports[0] as FakeTransport).unread = 1024 * 1024 + 1;
    (transports[2] as FakeTransport).unread = 1024 * 1024;
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11,"data":1}'));
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11,"data":2}'));
    expect(sockets.map((socket) => socket.closedWith)).toEqual([
      [ImCloseCode.TooSlow, 'too slow'],
      undefined,
      undefined,
      undefined,
    ]);
    expect(transports.map((transport) => transport.sent)).toEqual([
      [],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
    ]);
    expect(connections.isLive(conns[0] as Connection)).toBe(false);
    expect(connections.stats()).toEqual({ sockets: 3, groups: 1 });
  });

  it('sends a window’s first frame to a socket at once and the burst after it in one write, in order', async () => {
    const { connections, transports, conns } = members(3, 40);
    for (const conn of conns.slice(0, 2)) connections.join(conn, 'room-1');
    const texts = ['{"command":11,"data":1}', '{"command":11,"data":2}', '{"command":11,"data":3}'];
    for (const text of texts) connections.broadcastToGroup('room-1', Buffer.from(text));
    connections.broadcast([conns[2] as Connection], Buffer.from(texts[0] ?? ''));
    expect(transports.map((transport) => transport.writes)).toEqual([[1], [1], [1]]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    connections.broadcastToGroup('room-1', Buffer.from(texts[0] ?? ''));
    expect(transports.map((transport) => transport.writes)).toEqual([[1], [1], [1]]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(transports.map((transport) => transport.writes)).toEqual([[1, 3], [1, 3], [1]]);
    const burst = [...texts, texts[0]];
    expect(transports.map((transport) => transport.sent)).toEqual([burst, burst, texts.slice(0, 1)]);
    // The next window starts afresh: its first frame leaves at once.
    connections.broadcastToGroup('room-1', Buffer.from(texts[0] ?? ''));
    expect(transports.map((transport) => transport.writes)).toEqual([[1, 3, 1], [1, 3, 1], [1]]);
  });

  it('writes a window’s gathered frames once they pass 64 KiB, and judges only the unread backlog', () => {
    const { connections, sockets, transports, conns } = members(1, 40);
    connections.join(conns[0] as Connection, 'room-1');
    const big = Buffer.from(`{"command":11,"data":"${'x'.repeat(30 * 1024)}"}`);
    for (let n = 0; n < 8; n++) connections.broadcastToGroup('room-1', big);
    // The first at once, then 3 gathered (over 64 KiB) go as the 5th arrives, and so on.
    expect(transports[0]?.writes).toEqual([1, 3, 3]);
    expect(sockets[0]?.closedWith).toBeUndefined();
  });

  it('forgets a group its last member left', () => {
    const { connections, conns } = members(2);
    for (const conn of conns) connections.join(conn, 'room-1');
    for (const conn of conns) connections.forget(conn);
    expect(connections.stats()).toEqual({ sockets: 0, groups: 0 });
  });
});

describe('a closing socket', () => {
  it('gets no more frames, in its group or as a user’s, until its close event removes it', () => {
    const { connections, sockets, transports, conns } = members(2);
    for (const conn of conns) connections.join(conn, 'room-1');
    (sockets[0] as FakeSocket).readyState = WebSocket.CLOSING;
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11,"data":1}'));
    connections.broadcast(conns, Buffer.from('{"command":11,"data":2}'));
    expect(transports.map((transport) => transport.sent)).toEqual([
      [],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
    ]);
  });
});
