import { ImCloseCode } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Connection, Connections } from './connections';

/** What the broadcast reads of a socket and does to it, recorded. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: [number, string] | undefined;

  send(bytes: Buffer, options: { binary: boolean }): void {
    expect(options.binary).toBe(false);
    this.sent.push(bytes.toString('utf8'));
  }

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = WebSocket.CLOSING;
  }
}

function members(count: number) {
  const connections = new Connections({ code: ImCloseCode.TooSlow, reason: 'too slow' });
  const sockets = Array.from({ length: count }, () => new FakeSocket());
  const conns: Connection[] = sockets.map((socket) => connections.add(socket as unknown as WebSocket, 0));
  return { connections, sockets, conns };
}

describe('a group broadcast', () => {
  it('reaches each member once after members in the middle and at the end left', () => {
    const { connections, sockets, conns } = members(6);
    for (const conn of conns) connections.join(conn, 'room-1');
    connections.forget(conns[1] as Connection);
    connections.leave(conns[5] as Connection);
    connections.join(conns[3] as Connection, 'room-2');
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11}'));
    expect(sockets.map((socket) => socket.sent.length)).toEqual([1, 0, 1, 0, 1, 0]);
    connections.broadcastToGroup('room-2', Buffer.from('{"command":11}'));
    expect(sockets.map((socket) => socket.sent.length)).toEqual([1, 0, 1, 1, 1, 0]);
    expect(connections.stats()).toEqual({ sockets: 5, groups: 2 });
  });

  it('drops a member with more than 1 MiB unsent (4409) and still sends to the rest', () => {
    const { connections, sockets, conns } = members(4);
    for (const conn of conns) connections.join(conn, 'room-1');
    (sockets[0] as FakeSocket).bufferedAmount = 1024 * 1024 + 1;
    (sockets[2] as FakeSocket).bufferedAmount = 1024 * 1024;
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11,"data":1}'));
    connections.broadcastToGroup('room-1', Buffer.from('{"command":11,"data":2}'));
    expect(sockets.map((socket) => socket.closedWith)).toEqual([
      [ImCloseCode.TooSlow, 'too slow'],
      undefined,
      undefined,
      undefined,
    ]);
    expect(sockets.map((socket) => socket.sent)).toEqual([
      [],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
      ['{"command":11,"data":1}', '{"command":11,"data":2}'],
    ]);
    expect(connections.isLive(conns[0] as Connection)).toBe(false);
    expect(connections.stats()).toEqual({ sockets: 3, groups: 1 });
  });

  it('forgets a group its last member left', () => {
    const { connections, conns } = members(2);
    for (const conn of conns) connections.join(conn, 'room-1');
    for (const conn of conns) connections.forget(conn);
    expect(connections.stats()).toEqual({ sockets: 0, groups: 0 });
  });
});
